import type { Entity } from '@vigie/contract';
import { useT } from '../../../lib/i18n.ts';
import { EmptyList } from '../../../ui/ListState.tsx';
import { useOpenLink } from '../../../ui/open-link.tsx';
import { WEB_ADDRESSES } from '../social-networks.ts';
import styles from './DetailsTab.module.css';

interface Detail {
  label: string;
  text: string;
  href?: string;
}

/** Coordonnées of an entity: address with country, e-mail, phone and web addresses, only those filled in. */
export function DetailsTab({ entity }: { entity: Entity }) {
  const t = useT();
  const { openOnClick, linkDialog } = useOpenLink();
  const address = [entity.address, entity.country].filter((part) => part.trim() !== '').join('\n');
  const details: Detail[] = [
    { label: t('item.address'), text: address },
    { label: t('item.email'), text: entity.email, href: `mailto:${entity.email}` },
    { label: t('item.phone'), text: entity.phone, href: `tel:${entity.phone.replace(/[^\d+]/g, '')}` },
    ...WEB_ADDRESSES.map(({ key, brand }) => ({
      label: brand,
      text: entity.extra_data[key] ?? '',
      href: entity.extra_data[key],
    })),
  ].filter((detail) => detail.text.trim() !== '');
  if (details.length === 0) return <EmptyList />;

  return (
    <dl className={styles.details}>
      {details.map(({ label, text, href }) => (
        <div key={label} className={styles.detail}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>
            {href ? (
              <a href={href} onClick={openOnClick(href)}>
                {text}
              </a>
            ) : (
              text
            )}
          </dd>
        </div>
      ))}
      {linkDialog}
    </dl>
  );
}
