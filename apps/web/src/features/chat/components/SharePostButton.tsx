import type { PostDetail } from '@vigie/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/online.ts';
import styles from './Share.module.css';
import { ShareDialog } from './ShareDialog.tsx';

function ShareIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
    </svg>
  );
}

/** The header's share action: a colleague picker, then a private message each. Needs the network. */
export function SharePostButton({ post }: { post: PostDetail }) {
  const t = useT();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.headerButton}
        aria-label={t('labels.shareByMessage')}
        disabled={!online}
        onClick={() => setOpen(true)}
      >
        <ShareIcon />
      </button>
      {open ? <ShareDialog post={post} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
