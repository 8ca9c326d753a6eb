import type { UserSummary } from '@vigie/contract';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useUsers } from '../../../lib/api/list-users.ts';
import { colleaguesFor } from '../../../lib/colleagues.ts';
import { useT } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/online.ts';
import { enqueue, useOutbox } from '../../../lib/outbox/queue.ts';
import { useStore } from '../../../lib/store.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { useAddComment } from '../api/add-comment.ts';
import styles from './CommentBox.module.css';
import {
  insertMention,
  mentionHandle,
  mentionQueryAt,
  type RecordedMention,
  toCommentBody,
} from './mentions.ts';
import { QueuedComments, useRefusedDraft } from './QueuedComments.tsx';

interface CommentBoxProps {
  postId: string;
  /** Named in the chat message to those a comment mentions. */
  postTitle: string;
  confidential: boolean;
  /** docs/product.md §2.8: focus_comment=true puts the cursor in the comment box. */
  autoFocus?: boolean;
  /** Told whom a comment just sent mentions (the chat's mention action). */
  onMentioned?: (userIds: string[]) => void;
}

type MentionQuery = NonNullable<ReturnType<typeof mentionQueryAt>>;

const fullName = (user: UserSummary) => `${user.firstname} ${user.lastname}`;

/** The comment box: '@' opens a list of the people who may be mentioned (ARIA combobox pattern). */
export function CommentBox({
  postId,
  postTitle,
  confidential,
  autoFocus = false,
  onMentioned,
}: CommentBoxProps) {
  const t = useT();
  const online = useOnline();
  const selfId = useStore((state) => state.compte?.id);
  const users = useUsers().data ?? [];
  const addComment = useAddComment(postId);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<RecordedMention[]>([]);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listboxId = `${id}-mentions`;
  const hintId = `${id}-offline`;
  const optionId = (index: number) => `${id}-mention-${index}`;

  const options = query ? colleaguesFor(users, { confidential, query: query.query, selfId }) : [];
  const open = options.length > 0;
  const body = toCommentBody(text, mentions);
  const canSend = body.length > 0 && !addComment.isPending;
  // Offline, or behind comments still waiting, a comment joins the queue and keeps its place (§4.5).
  const waiting = useOutbox().some((action) => action.kind === 'comment' && action.postId === postId);
  const queue = !online || waiting;
  const draftReason = useRefusedDraft(
    postId,
    useCallback((draft: string) => setText((current) => (current ? `${current}\n${draft}` : draft)), []),
  );

  useEffect(() => {
    if (autoFocus) textarea.current?.focus();
  }, [autoFocus]);

  const showQuery = (next: MentionQuery | null) => {
    setQuery(next);
    setActive(-1);
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    showQuery(mentionQueryAt(event.target.value, event.target.selectionStart));
  };

  const choose = (user: UserSummary) => {
    if (!query) return;
    const inserted = insertMention(text, query.start, query.start + 1 + query.query.length, user);
    // The new text must be in the textarea before the caret can be put after the inserted name.
    flushSync(() => {
      setText(inserted.text);
      setMentions((recorded) => [...recorded, { handle: mentionHandle(user), userId: user.id }]);
      showQuery(null);
    });
    textarea.current?.focus();
    textarea.current?.setSelectionRange(inserted.caret, inserted.caret);
  };

  const moveActive = (step: 1 | -1) => {
    const first = step > 0 ? 0 : options.length - 1;
    const next = active < 0 ? first : (active + step + options.length) % options.length;
    setActive(next);
    // Optional call: jsdom has no scrollIntoView.
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const chosen = options[active];
    if (event.key === 'ArrowDown') moveActive(1);
    else if (event.key === 'ArrowUp') moveActive(-1);
    else if (event.key === 'Escape') showQuery(null);
    else if (event.key === 'Enter' && chosen) choose(chosen);
    else return;
    event.preventDefault();
  };

  const clear = () => {
    setText('');
    setMentions([]);
    showQuery(null);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    if (queue)
      return void enqueue({ kind: 'comment', postId, postTitle, body, text: text.trim() }).then(clear);
    addComment.mutate(body, {
      onSuccess: () => {
        const mentioned = body.flatMap((part) =>
          part.type === 'mention' && part.user_id ? [part.user_id] : [],
        );
        if (mentioned.length > 0) onMentioned?.([...new Set(mentioned)]);
        clear();
      },
    });
  };

  return (
    <div className={styles.wrapper}>
      <QueuedComments postId={postId} />
      <form className={styles.box} onSubmit={send}>
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          {t('comments.label')}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textarea}
          className={styles.text}
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={online ? undefined : hintId}
          placeholder={t('comments.placeholder')}
          rows={3}
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onBlur={() => showQuery(null)}
          readOnly={addComment.isPending}
        />
        <div
          id={listboxId}
          className={styles.mentions}
          role="listbox"
          aria-label={t('comments.mentionList')}
          hidden={!open}
        >
          {options.map((user, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys work from the textarea through aria-activedescendant, so options take no focus
            <div
              key={user.id}
              id={optionId(index)}
              className={styles.option}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(user)}
            >
              <Avatar src={user.img} name={fullName(user)} size={32} />
              <span>{fullName(user)}</span>
            </div>
          ))}
        </div>
        {addComment.isError ? (
          <p className={styles.error} role="alert">
            {t('app.error')}
          </p>
        ) : null}
        <button className={styles.send} type="submit" disabled={!canSend} aria-label={t('comments.send')}>
          {t('labels.send')}
        </button>
      </form>
      {online ? null : (
        <p id={hintId} className={styles.hint}>
          {t('comments.offline')}
        </p>
      )}
      {draftReason ? (
        <p className={styles.hint} role="status">
          {draftReason}
        </p>
      ) : null}
    </div>
  );
}
