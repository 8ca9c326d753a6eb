import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { renderMarkdown } from '../../../lib/render-markdown.ts';
import { isPlainClick, useOpenLink } from '../../../ui/open-link.tsx';
import styles from './Markdown.module.css';

const IN_APP = /^\/app(?:[/?#]|$)/;

/** A post's markdown, sanitised; its links open in the app: screens of the app, else the WebView. */
export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const { openLink, linkDialog } = useOpenLink();
  const navigate = useNavigate();

  const openClickedLink = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (href == null || !isPlainClick(event)) return;
    event.preventDefault();
    if (IN_APP.test(href)) navigate(href);
    else openLink(href);
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from the links inside, which Enter clicks too */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: same */}
      <div
        className={styles.markdown}
        onClick={openClickedLink}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises with an allow-list
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {linkDialog}
    </>
  );
}
