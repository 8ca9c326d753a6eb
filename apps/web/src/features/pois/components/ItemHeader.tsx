import type { ContactSummary } from '@vigie/contract';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { AffiliationBadges } from './AffiliationBadges.tsx';
import styles from './ItemHeader.module.css';

interface ItemHeaderProps {
  name: string;
  /** Themes have no picture. */
  img?: string | null;
  subtitle?: string;
  description: string;
  affiliations?: ContactSummary['affiliations'];
  confidential?: boolean;
  /** The focus and notification toggles. */
  toggles: ReactNode;
  /** The stance grid of a contact or an entity. */
  stance?: ReactNode;
}

/** The top of an item's screen: who or what it is, how the user follows it, and where it stands. */
export function ItemHeader({
  name,
  img,
  subtitle,
  description,
  affiliations = [],
  ...rest
}: ItemHeaderProps) {
  return (
    <section className={styles.header} aria-label={name}>
      <div className={styles.identity}>
        {img === undefined ? null : <Avatar src={img} name={name} size={56} />}
        <div className={styles.text}>
          {subtitle || rest.confidential ? (
            <p className={styles.subtitle}>
              {rest.confidential ? <ConfidentialLock /> : null} {subtitle}
            </p>
          ) : null}
          {affiliations.length > 0 ? <AffiliationBadges affiliations={affiliations} /> : null}
        </div>
      </div>
      {description ? <Description text={description} lines={affiliations.length > 0 ? 3 : 2} /> : null}
      <div className={styles.toggles}>{rest.toggles}</div>
      {rest.stance}
    </section>
  );
}

/** docs/product.md §2.9: clamped to 3 lines beside affiliations, else 2; 'voir la suite' shows the rest. */
function Description({ text, lines }: { text: string; lines: number }) {
  const t = useT();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [clamped, setClamped] = useState(true);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = paragraph.current;
    if (element && clamped) setOverflows(element.scrollHeight > element.clientHeight);
  }, [clamped]);
  return (
    <>
      <p
        ref={paragraph}
        className={clamped ? styles.clamped : styles.description}
        style={{ WebkitLineClamp: lines }}
      >
        {text}
      </p>
      {overflows ? (
        <button type="button" className={styles.more} onClick={() => setClamped(!clamped)}>
          {t(clamped ? 'labels.readMore' : 'labels.readLess')}
        </button>
      ) : null}
    </>
  );
}
