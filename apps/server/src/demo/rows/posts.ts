import type { PostType } from '@vigie/contract';
import { COMMENTS } from '../corpus/comments.ts';
import { POSTS } from '../corpus/posts.ts';
import type { PostSeed } from '../corpus/types.ts';
import { USERS, type UserSlug } from '../corpus/users.ts';
import { demoId } from '../ids.ts';
import type { ImportRow } from './import-row.ts';

const HOUR = 3_600_000;
/** Where the demo attachments would live; the reserved .example domain never resolves. */
const ATTACHMENTS_BASE = 'https://documents.vigie.example/demo';

const HEADINGS: Record<PostType, [string, string, string]> = {
  news: ['Les faits', 'Points clés', 'À suivre'],
  memo: ['Contexte', "Ce qu'il faut retenir", 'Prochaines étapes'],
  synthese: ["Vue d'ensemble", 'Positions et enjeux', 'Perspectives'],
};

const hoursBefore = (now: Date, hours: number): Date => new Date(now.getTime() - hours * HOUR);

/** The post page's markdown: three headed sections, a list with bold leads, then the links. */
function postMarkdown(seed: PostSeed): string {
  const [intro, keyPoints, next] = HEADINGS[seed.type];
  return [
    seed.confidential &&
      '> **Diffusion restreinte** : ne pas transmettre en dehors des personnes habilitées.',
    `## ${intro}`,
    seed.context,
    `## ${keyPoints}`,
    seed.points.map(([lead, point]) => `- **${lead}** : ${point}`).join('\n'),
    `## ${next}`,
    seed.outlook,
    seed.source && `[${seed.source.name} : lire l'article](${seed.source.url})`,
    seed.link && `[${seed.link.label}](${seed.link.url})`,
  ]
    .filter((block) => typeof block === 'string')
    .join('\n\n');
}

export const postRows = (now: Date): ImportRow<'posts'>[] =>
  POSTS.map((seed) => ({
    id: demoId('post', seed.slug),
    title: seed.title,
    type: seed.type,
    summary: seed.summary,
    description: postMarkdown(seed),
    is_published: !seed.draft,
    publish_date: hoursBefore(now, seed.hoursAgo).toISOString(),
    confidential: seed.confidential ?? false,
    geo: seed.geo,
    ...(seed.source && {
      source_name: seed.source.name,
      source_url: seed.source.url,
      source_flag: seed.source.flag ?? false,
    }),
    author_id: demoId('user', 'redaction'),
    contacts: seed.contacts.map((slug) => demoId('contact', slug)),
    entities: (seed.entities ?? []).map((slug) => demoId('entity', slug)),
    themes: seed.themes.map((slug) => demoId('theme', slug)),
    attachments: (seed.attachments ?? []).map((filename) => ({
      id: demoId('attachment', `${seed.slug}/${filename}`),
      filename,
      url: `${ATTACHMENTS_BASE}/${seed.slug}/${filename}`,
    })),
  }));

const isUserSlug = (name: string): name is UserSlug => Object.hasOwn(USERS, name);

/**
 * The comment box's parts: `@slug` words become mentions (content is the first name without spaces, as the
 * app inserts it) and the words between them one text part; the app joins parts with spaces.
 */
function commentBody(text: string): ImportRow<'comments'>['body'] {
  const parts: ImportRow<'comments'>['body'] = [];
  for (const word of text.split(' ')) {
    const name = word.slice(1);
    const previous = parts.at(-1);
    if (word.startsWith('@') && isUserSlug(name)) {
      const user = USERS[name];
      parts.push({
        type: 'mention',
        content: user.firstname.replaceAll(' ', ''),
        user_id: demoId('user', name),
      });
    } else if (previous?.type === 'text') {
      previous.content = `${previous.content} ${word}`;
    } else {
      parts.push({ type: 'text', content: word });
    }
  }
  return parts;
}

export function commentRows(now: Date): ImportRow<'comments'>[] {
  const postsBySlug = new Map(POSTS.map((post) => [post.slug, post]));
  return COMMENTS.map((seed) => {
    const post = postsBySlug.get(seed.post);
    if (!post) throw new Error(`A demo comment cites the unknown post ${seed.post}`);
    return {
      id: demoId('comment', `${seed.post}/${seed.by}/${seed.hoursAfter}`),
      post_id: demoId('post', seed.post),
      user_id: demoId('user', seed.by),
      inserted_at: hoursBefore(now, post.hoursAgo - seed.hoursAfter).toISOString(),
      body: commentBody(seed.text),
    };
  });
}
