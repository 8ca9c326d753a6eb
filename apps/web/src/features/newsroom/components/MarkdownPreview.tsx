import { type MouseEvent, useDeferredValue, useMemo } from 'react';
import { renderMarkdown } from '../../../lib/render-markdown.ts';
import styles from './PostEditor.module.css';

/** The description as readers will see it, through their own sanitiser; its links do not navigate. */
export function MarkdownPreview({ source, label }: { source: string; label: string }) {
  const deferred = useDeferredValue(source);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  const stayHere = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) event.preventDefault();
  };
  return (
    <section className={styles.preview} aria-label={label}>
      <h3 className={styles.previewTitle}>{label}</h3>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only cancels the links' navigation, which Enter triggers as a click */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: same */}
      <div
        className={styles.previewBody}
        onClick={stayHere}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises with an allow-list
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
