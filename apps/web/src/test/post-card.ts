import type { PostCard } from '@vigie/contract';

/** A published news card as the feeds send it, nothing cited, no author; `extra` changes any field. */
export const postCard = (
  id: string,
  title: string,
  publishDate: string,
  extra: Partial<PostCard> = {},
): PostCard => ({
  id,
  title,
  type: 'news',
  summary: `Résumé de ${title}`,
  img: null,
  is_published: true,
  publish_date: publishDate,
  inserted_at: publishDate,
  confidential: false,
  geo: '',
  source_name: '',
  source_url: '',
  source_flag: false,
  contacts: [],
  entities: [],
  themes: [],
  author: null,
  comments_count: 0,
  edited_at: null,
  ...extra,
});
