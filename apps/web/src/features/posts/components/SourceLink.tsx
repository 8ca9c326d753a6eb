import { useT } from '../../../lib/i18n.ts';
import { LinkIcon } from '../../../ui/feed-icons.tsx';
import { useOpenLink } from '../../../ui/open-link.tsx';
import styles from './PostBody.module.css';

interface SourceLinkProps {
  name: string;
  url: string;
  /** Prefix the label with 'Source : ' (docs/product.md §2.8). */
  flag: boolean;
}

/** Where a post comes from; it opens in the WebView. */
export function SourceLink({ name, url, flag }: SourceLinkProps) {
  const t = useT();
  const { openLink, linkDialog } = useOpenLink();
  if (!url) return null;
  return (
    <p className={styles.source}>
      <a
        href={url}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          openLink(url);
        }}
      >
        <LinkIcon size={13} />
        {flag ? t('labels.source') : ''}
        {name || url}
      </a>
      {linkDialog}
    </p>
  );
}
