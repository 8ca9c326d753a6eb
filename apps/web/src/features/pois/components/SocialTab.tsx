import { useT } from '../../../lib/i18n.ts';
import { useOpenLink } from '../../../ui/open-link.tsx';
import styles from './SocialTab.module.css';

/** A social network's tab: the profile's address, opened in the WebView ('Voir sur LinkedIn'). */
export function SocialTab({ network, url }: { network: string; url: string }) {
  const t = useT();
  const { openOnClick, linkDialog } = useOpenLink();
  return (
    <div className={styles.tab}>
      <p className={styles.url}>{url}</p>
      <a className={styles.button} href={url} rel="noopener noreferrer" onClick={openOnClick(url)}>
        {t('item.seeOn', { network })}
      </a>
      {linkDialog}
    </div>
  );
}
