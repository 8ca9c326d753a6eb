import type { NewsroomPost, PostType } from '@vigie/contract';
import type { PostInput } from './api/write-post.ts';

/** What the editor edits, as the fields hold it; `publishDate` is a `datetime-local` value or ''. */
export interface PostForm {
  type: PostType;
  title: string;
  summary: string;
  description: string;
  sourceUrl: string;
  geo: string;
  confidential: boolean;
  publishDate: string;
  img: string | null;
  attachments: { filename: string; url: string }[];
  contacts: string[];
  entities: string[];
  themes: string[];
}

export const EMPTY_FORM: PostForm = {
  type: 'news',
  title: '',
  summary: '',
  description: '',
  sourceUrl: '',
  geo: '',
  confidential: false,
  publishDate: '',
  img: null,
  attachments: [],
  contacts: [],
  entities: [],
  themes: [],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the `datetime-local` field shows it, in the device's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const isFuture = (localInput: string, now = Date.now()) =>
  localInput !== '' && new Date(localInput).getTime() > now;

/**
 * A draft's stored date is when it was written, not when it will be published: the field shows it only
 * when it is later (scheduled), so that publishing a draft dates it now (docs/product.md §10.9.2).
 */
export function toForm(post: NewsroomPost, now = Date.now()): PostForm {
  const dated = post.status !== 'draft' || new Date(post.publish_date).getTime() > now;
  return {
    type: post.type,
    title: post.title,
    summary: post.summary,
    description: post.description,
    sourceUrl: post.source_url,
    geo: post.geo,
    confidential: post.confidential,
    publishDate: dated ? toLocalInput(post.publish_date) : '',
    img: post.img,
    attachments: post.attachments,
    contacts: post.contacts,
    entities: post.entities,
    themes: post.themes,
  };
}

/**
 * The whole post as the server expects it. The fields this screen does not edit (source name and flag)
 * are sent back as they were, so an edit never drops them.
 */
export function toInput(form: PostForm, post: NewsroomPost | undefined): PostInput {
  return {
    title: form.title.trim(),
    type: form.type,
    summary: form.summary,
    description: form.description,
    img: form.img,
    confidential: form.confidential,
    geo: form.geo.trim(),
    source_name: post?.source_name ?? '',
    source_url: form.sourceUrl.trim(),
    source_flag: post?.source_flag ?? false,
    contacts: form.contacts,
    entities: form.entities,
    themes: form.themes,
    attachments: form.attachments,
    publish_date: publishDate(form.publishDate, post),
  };
}

/**
 * The field holds minutes; an unchanged field sends the stored instant itself, so that correcting a
 * published post keeps its date to the millisecond (another date is refused, docs/product.md §10.9.2).
 */
function publishDate(field: string, post: NewsroomPost | undefined): string | undefined {
  if (field === '') return undefined;
  if (post && field === toLocalInput(post.publish_date)) return post.publish_date;
  return new Date(field).toISOString();
}
