import type { PostStatus, PostType } from '@vigie/contract';

/** The list's filters, as the screen holds them (docs/product.md §2.19). */
export interface NewsroomFilters {
  status?: PostStatus;
  type?: PostType;
  /** A user id. */
  author?: string;
  query?: string;
}

/** Query keys of the newsroom's posts: every list under `lists()`, each post under `detail(id)`. */
export const newsroomKeys = {
  all: ['newsroom'] as const,
  lists: () => [...newsroomKeys.all, 'list'] as const,
  list: (filters: NewsroomFilters) => [...newsroomKeys.lists(), filters] as const,
  detail: (id: string) => [...newsroomKeys.all, 'detail', id] as const,
};
