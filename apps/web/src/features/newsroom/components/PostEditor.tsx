import type { NewsroomPost, PostType } from '@vigie/contract';
import { useId, useState } from 'react';
import { useStore } from '../../../lib/store.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useNewsroomT } from '../i18n.ts';
import { isFuture, type PostForm } from '../post-form.ts';
import { usePostEditor } from '../use-post-editor.ts';
import { AttachmentsField } from './AttachmentsField.tsx';
import { CitationPicker } from './CitationPicker.tsx';
import { MarkdownPreview } from './MarkdownPreview.tsx';
import { PictureField } from './PictureField.tsx';
import styles from './PostEditor.module.css';

export const POST_TYPES: PostType[] = ['news', 'memo', 'synthese'];
const CITED_LISTS = ['contacts', 'entities', 'themes'] as const;

interface PostEditorProps {
  /** The post as the server has it; none for a new draft. */
  post?: NewsroomPost;
  onCreated: (post: NewsroomPost) => void;
}

/** docs/product.md §2.19: one post's fields, its preview, and its lifecycle buttons. */
export function PostEditor({ post, onCreated }: PostEditorProps) {
  const t = useNewsroomT();
  const id = useId();
  const canSeeConfidential = useStore((s) => s.compte?.has_confidential_access ?? false);
  const editor = usePostEditor(post, onCreated);
  const { form, setForm, conflict, state, editable } = editor;
  const [confirming, setConfirming] = useState(false);
  const [notify, setNotify] = useState(false);
  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const published = post?.status === 'published' || post?.status === 'scheduled';
  const disabled = !editable || conflict !== null;
  const field = (name: string) => `${id}-${name}`;

  return (
    <form className={styles.editor} aria-label={t('redaction.editor')} onSubmit={(e) => e.preventDefault()}>
      {conflict ? (
        <div role="alert" className={styles.conflict}>
          <p>{t('redaction.conflict', { version: conflict.version, title: conflict.title })}</p>
          <button type="button" className={styles.primary} onClick={editor.loadTheirs}>
            {t('redaction.loadTheirs')}
          </button>
        </div>
      ) : null}
      {!editable ? <p className={styles.note}>{t('redaction.retracted')}</p> : null}
      <fieldset className={styles.fields} disabled={disabled}>
        <label htmlFor={field('type')}>{t('redaction.type')}</label>
        <select
          id={field('type')}
          value={form.type}
          onChange={(e) => set('type', e.target.value as PostType)}
        >
          {POST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`postType.${type}`, { count: 1 })}
            </option>
          ))}
        </select>
        <label htmlFor={field('title')}>{t('redaction.title')}</label>
        <input
          id={field('title')}
          value={form.title}
          maxLength={500}
          onChange={(e) => set('title', e.target.value)}
        />
        <label htmlFor={field('summary')}>{t('redaction.summary')}</label>
        <textarea
          id={field('summary')}
          rows={3}
          value={form.summary}
          onChange={(e) => set('summary', e.target.value)}
        />
        <PictureField img={form.img} onChange={(img) => set('img', img)} />
        <label htmlFor={field('description')}>{t('redaction.description')}</label>
        <div className={styles.markdown}>
          <textarea
            id={field('description')}
            rows={12}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />
          <MarkdownPreview source={form.description} label={t('redaction.preview')} />
        </div>
        <label htmlFor={field('source')}>{t('redaction.sourceUrl')}</label>
        <input
          id={field('source')}
          type="url"
          value={form.sourceUrl}
          onChange={(e) => set('sourceUrl', e.target.value)}
        />
        <label htmlFor={field('geo')}>{t('redaction.geo')}</label>
        <input
          id={field('geo')}
          value={form.geo}
          maxLength={200}
          onChange={(e) => set('geo', e.target.value)}
        />
        {CITED_LISTS.map((list) => (
          <CitationPicker key={list} list={list} chosen={form[list]} onChange={(ids) => set(list, ids)} />
        ))}
        <AttachmentsField
          attachments={form.attachments}
          onChange={(change) =>
            setForm((current) => ({ ...current, attachments: change(current.attachments) }))
          }
        />
        {canSeeConfidential ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.confidential}
              onChange={(e) => set('confidential', e.target.checked)}
            />
            {t('redaction.confidential')}
          </label>
        ) : null}
        <label htmlFor={field('date')}>{t('redaction.publishDate')}</label>
        <input
          id={field('date')}
          type="datetime-local"
          aria-describedby={field('dateHint')}
          value={form.publishDate}
          readOnly={post?.status === 'published'}
          onChange={(e) => set('publishDate', e.target.value)}
        />
        <p id={field('dateHint')} className={styles.hint}>
          {t('redaction.publishDateHint')}
        </p>
        {post?.status === 'published' ? (
          <label className={styles.check}>
            <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
            {t('redaction.notifyAgain')}
          </label>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        {published ? (
          <button
            type="button"
            className={styles.primary}
            disabled={disabled}
            onClick={() =>
              void editor.save(undefined, false, notify).then((saved) => saved && setNotify(false))
            }
          >
            {t('redaction.saveCorrection')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className={styles.secondary}
              disabled={disabled}
              onClick={() => void editor.save('draft')}
            >
              {t('redaction.saveDraft')}
            </button>
            <button
              type="button"
              className={styles.primary}
              disabled={disabled}
              onClick={() => void editor.save('published')}
            >
              {isFuture(form.publishDate) ? t('redaction.schedule') : t('redaction.publish')}
            </button>
          </>
        )}
        {published ? (
          <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
            {t('redaction.retract')}
          </button>
        ) : null}
      </div>
      <p role="status" className={styles.state}>
        {state === 'saving' ? t('redaction.saving') : null}
        {state === 'saved' && !editor.dirty ? t('redaction.saved') : null}
      </p>
      {state === 'titleRequired' || state === 'error' ? (
        <p role="alert" className={styles.error}>
          {state === 'titleRequired' ? t('redaction.titleRequired') : t('app.error')}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          message={t('redaction.retractConfirm')}
          confirm={t('redaction.retract')}
          cancel={t('redaction.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void editor.retract();
          }}
        />
      ) : null}
    </form>
  );
}
