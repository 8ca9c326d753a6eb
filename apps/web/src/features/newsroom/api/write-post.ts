import type { NewsroomPost, RouteBody } from '@vigie/contract';
import { ApiError, api } from '../../../lib/api-client.ts';

export type WrittenStatus = 'draft' | 'published';
export type PostInput = RouteBody<'publishPost'>['post'];

/** A new post: a draft, or published (scheduled when its date is later). */
export const createPost = (post: PostInput, status: WrittenStatus): Promise<NewsroomPost> =>
  api('publishPost', { body: { post, status } });

/** An edit from the version read; a 409 comes back as an `EditConflict` (docs/product.md §10.9.2). */
export const updatePost = (
  id: string,
  version: number,
  post: PostInput,
  status?: WrittenStatus,
  notify = false,
): Promise<NewsroomPost> => api('updatePost', { params: { id }, body: { version, post, status, notify } });

export const retractPost = (id: string): Promise<NewsroomPost> => api('retractPost', { params: { id } });

/** The colleague's post when an edit was refused because they saved first. */
export function conflictPost(error: unknown): NewsroomPost | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const post = (error.body as { post?: NewsroomPost } | null)?.post;
  return post?.id ? post : null;
}
