import type { NewsroomPost } from '@vigie/contract';

/** A post as the newsroom API answers it, for the screens' tests; a draft unless `extra` says otherwise. */
export const newsroomPost = (id: string, title: string, extra: Partial<NewsroomPost> = {}): NewsroomPost => ({
  id,
  status: 'draft',
  version: 2,
  title,
  type: 'news',
  summary: '',
  description: '',
  img: null,
  publish_date: '2026-03-02T09:00:00.000Z',
  confidential: false,
  geo: '',
  source_name: '',
  source_url: '',
  source_flag: false,
  contacts: [],
  entities: [],
  themes: [],
  attachments: [],
  author: null,
  inserted_at: '2026-03-02T09:00:00.000Z',
  edited_at: null,
  retracted_at: null,
  ...extra,
});
