import { useQueryClient } from '@tanstack/react-query';
import type { NewsroomPost } from '@vigie/contract';
import { useEffect, useRef, useState } from 'react';
import { dropUnsaved, keepUnsaved, readUnsaved } from '../../lib/unsaved-posts.ts';
import { newsroomKeys } from './api/keys.ts';
import { conflictPost, createPost, retractPost, updatePost, type WrittenStatus } from './api/write-post.ts';
import { EMPTY_FORM, type PostForm, toForm, toInput } from './post-form.ts';

/** How long typing pauses before a draft saves itself. */
export const AUTOSAVE_MS = 1500;

export type SaveState = 'idle' | 'saving' | 'saved' | 'titleRequired' | 'error';

const same = (a: PostForm, b: PostForm) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor's state (docs/product.md §2.19): the form, kept on the device until the server has it;
 * drafts saving themselves; every save sent with the version read, and a 409 kept as `conflict` until the
 * user loads the colleague's version, never overwritten.
 */
export function usePostEditor(post: NewsroomPost | undefined, onCreated: (post: NewsroomPost) => void) {
  const queryClient = useQueryClient();
  const stored = post ? toForm(post) : EMPTY_FORM;
  const unsaved = readUnsaved<PostForm>(post?.id);
  // A form kept by an older version of the app lacks the fields added since: the server's fill them.
  const [form, setForm] = useState<PostForm>(unsaved ? { ...stored, ...unsaved.form } : stored);
  const [savedForm, setSavedForm] = useState<PostForm>(stored);
  // A form kept from another version: a colleague saved since; say so before anything is sent.
  const [conflict, setConflict] = useState<NewsroomPost | null>(
    post && unsaved && unsaved.version !== post.version ? post : null,
  );
  const [state, setState] = useState<SaveState>('idle');
  const inFlight = useRef(false);
  const formRef = useRef(form);
  formRef.current = form;

  const dirty = !same(form, savedForm);
  const isDraft = post === undefined || post.status === 'draft';
  const editable = post?.status !== 'retracted';

  useEffect(() => {
    if (dirty) keepUnsaved(post?.id, { form, version: post?.version ?? null });
  }, [dirty, form, post?.id, post?.version]);

  const settle = (saved: NewsroomPost, sent: PostForm) => {
    queryClient.setQueryData(newsroomKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: newsroomKeys.lists() });
    setSavedForm(sent);
    // Typing during the request keeps the device's copy: it is not on the server yet.
    if (post === undefined) dropUnsaved(undefined);
    else if (same(formRef.current, sent)) dropUnsaved(saved.id);
    setState('saved');
    if (post === undefined) onCreated(saved);
  };

  /** `notify` pushes a published post's correction again (docs/product.md §10.9.2); true once saved. */
  const save = async (status: WrittenStatus | undefined, automatic = false, notify = false) => {
    if (inFlight.current || conflict) return false;
    if (form.title.trim() === '') {
      if (!automatic) setState('titleRequired');
      return false;
    }
    const sent = form;
    inFlight.current = true;
    setState('saving');
    try {
      const input = toInput(sent, post);
      const saved =
        post === undefined
          ? await createPost(input, status ?? 'draft')
          : await updatePost(post.id, post.version, input, status, notify);
      settle(saved, sent);
      return true;
    } catch (error) {
      const current = conflictPost(error);
      if (current) setConflict(current);
      setState(current ? 'idle' : 'error');
      return false;
    } finally {
      inFlight.current = false;
    }
  };

  useEffect(() => {
    if (!dirty || !isDraft || !editable || conflict || form.title.trim() === '') return;
    const timer = setTimeout(() => void save('draft', true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  });

  /** Replaces the form with the colleague's version; what was typed here is dropped on purpose. */
  const loadTheirs = () => {
    if (!conflict) return;
    queryClient.setQueryData(newsroomKeys.detail(conflict.id), conflict);
    void queryClient.invalidateQueries({ queryKey: newsroomKeys.lists() });
    const theirs = toForm(conflict);
    setForm(theirs);
    setSavedForm(theirs);
    dropUnsaved(conflict.id);
    setConflict(null);
    setState('idle');
  };

  const retract = async () => {
    if (!post) return;
    setState('saving');
    try {
      const retracted = await retractPost(post.id);
      queryClient.setQueryData(newsroomKeys.detail(retracted.id), retracted);
      void queryClient.invalidateQueries({ queryKey: newsroomKeys.lists() });
      dropUnsaved(post.id);
      setState('idle');
    } catch {
      setState('error');
    }
  };

  return { form, setForm, dirty, isDraft, editable, conflict, state, save, loadTheirs, retract };
}
