/**
 * What the page and the service worker say to each other, and the caches they share. Imported by
 * both: nothing here may touch the DOM.
 */

/** API answers kept for offline use; emptied at sign-out. */
export const DYNAMIC_CACHE = 'vigie-api';
/** Pictures (avatars, post images), cache-first, capped. */
export const IMAGE_CACHE = 'vigie-images';
/** Deletes the user's caches (answers and pictures), from the page at sign-out or from the worker. */
export const deleteUserCaches = async (): Promise<void> => {
  await Promise.all([caches.delete(DYNAMIC_CACHE), caches.delete(IMAGE_CACHE)]);
};

/** Bumped when the caches' layout changes: old caches are then dropped. */
export const CACHE_VERSION = 1;

/** What the page fills the dynamic cache with; the worker adds the posts those answers list. */
export interface FillRequest {
  urls: string[];
  /** Prefix of a post's URL: the worker appends each listed post's id. */
  postUrlPrefix: string;
  /** Where the worker asks which kept posts the reader may still see, to drop the others. */
  visibleUrl: string;
}

export type SwRequest =
  | { type: 'GET_VERSION' }
  | { type: 'CLAIM' }
  | { type: 'STORAGE_ESTIMATE' }
  | ({ type: 'FILL_DYNAMIC_CACHE' } & FillRequest)
  | { type: 'DELETE_DYNAMIC_CACHE' }
  | { type: 'SKIP_WAITING' };

export interface FillProgress {
  done: number;
  total: number;
  failed: number;
}

/** Answers on the request's port; a fill sends `progress` messages before its `done`. */
export type SwReply =
  | { type: 'version'; appVersion: string; cacheVersion: number }
  | { type: 'claimed' }
  | { type: 'storage'; usage: number; quota: number }
  | ({ type: 'progress' } & FillProgress)
  | ({ type: 'done' } & FillProgress)
  | { type: 'deleted' }
  | { type: 'error'; message: string };

/** The push payload the server sends. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
