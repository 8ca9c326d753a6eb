import { type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { normalizeUrl } from '../lib/links.ts';
import { useStackPath } from '../lib/stacks.ts';
import { AlertDialog } from './AlertDialog.tsx';

type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A primary click with no modifier key: the app opens the link itself; other clicks stay the browser's. */
export const isPlainClick = (event: ClickLike) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const HANDED_TO_SYSTEM = /^(?:mailto|tel):/i;

/**
 * Opens links the app's way: web addresses in the current tab's WebView, e-mail and phone links by the
 * system, anything else as an alert. The caller renders `linkDialog`.
 */
export function useOpenLink(): {
  openLink(raw: string): void;
  /** A link's click handler: a plain click opens `href` the app's way, others stay the browser's. */
  openOnClick(href: string): (event: ClickLike & Pick<MouseEvent, 'preventDefault'>) => void;
  linkDialog: ReactNode;
} {
  const t = useT();
  const navigate = useNavigate();
  const path = useStackPath();
  const [refused, setRefused] = useState<string | null>(null);

  const openLink = (raw: string) => {
    const trimmed = raw.trim();
    const url = normalizeUrl(trimmed);
    if (url !== null) navigate(`${path('webview')}?url=${encodeURIComponent(url)}`);
    else if (HANDED_TO_SYSTEM.test(trimmed)) window.location.assign(trimmed);
    else setRefused(raw);
  };

  const openOnClick = (href: string) => (event: ClickLike & Pick<MouseEvent, 'preventDefault'>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openLink(href);
  };

  // In a portal, so that links inside a paragraph do not put a dialog inside that paragraph.
  const linkDialog =
    refused === null
      ? null
      : createPortal(
          <AlertDialog message={t('links.cannotOpen', { url: refused })} onClose={() => setRefused(null)} />,
          document.body,
        );
  return { openLink, openOnClick, linkDialog };
}
