import { useMemo } from 'react';
import { splitLinks } from '../lib/links.ts';
import styles from './LinkifiedText.module.css';
import { useOpenLink } from './open-link.tsx';

/** Plain text with its line breaks, whose web addresses are links that open in the WebView. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = useMemo(() => splitLinks(text), [text]);
  const { openOnClick, linkDialog } = useOpenLink();

  return (
    <span className={styles.text}>
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move, so their position is their identity
            key={index}
            href={part.href}
            rel="noopener noreferrer"
            onClick={openOnClick(part.href)}
          >
            {part.text}
          </a>
        ),
      )}
      {linkDialog}
    </span>
  );
}
