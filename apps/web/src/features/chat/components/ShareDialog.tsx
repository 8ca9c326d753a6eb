import type { PostDetail } from '@vigie/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useUsers } from '../../../lib/api/list-users.ts';
import { colleaguesFor } from '../../../lib/colleagues.ts';
import { useT } from '../../../lib/i18n.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useOnline } from '../../../lib/online.ts';
import { useStore } from '../../../lib/store.ts';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import { sharePost } from '../actions.ts';
import styles from './Share.module.css';

/**
 * docs/product.md §2.17 share modal: the colleagues who may read the post (active; with confidential
 * access for a confidential one), searchable ignoring accents; 'Envoyer' messages each one chosen.
 */
export function ShareDialog({ post, onClose }: { post: PostDetail; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const online = useOnline();
  const selfId = useStore((state) => state.compte?.id);
  const users = useUsers();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);

  const colleagues = colleaguesFor(users.data ?? [], { confidential: post.confidential, query, selfId });
  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const send = () => {
    setSending(true);
    setFailure(null);
    sharePost(post, [...chosen]).then(
      () => {
        showNotice(t('chat.sent'));
        onClose();
      },
      (error: unknown) => {
        setSending(false);
        setFailure(
          t('chat.shareFailed', { message: error instanceof Error ? error.message : String(error) }),
        );
      },
    );
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className={styles.title}>
        {t('labels.shareByMessage')}
      </h2>
      <SearchBox label={t('chat.searchColleagues')} value={query} onChange={setQuery} />
      {colleagues.length === 0 && !users.isPending ? <p>{t('chat.noColleague')}</p> : null}
      <ul className={styles.colleagues}>
        {colleagues.map((user) => (
          <li key={user.id}>
            <label className={styles.colleague}>
              <input type="checkbox" checked={chosen.has(user.id)} onChange={() => toggle(user.id)} />
              {user.firstname} {user.lastname}
            </label>
          </li>
        ))}
      </ul>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('labels.cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={!online || sending || chosen.size === 0}
          onClick={send}
        >
          {sending ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
    </dialog>
  );
}
