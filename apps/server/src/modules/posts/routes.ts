import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { PostsJson } from './cards.ts';
import { customFeed } from './custom-feed.ts';
import { focusFeed } from './focus-feed.ts';
import * as posts from './service.ts';

export async function postRoutes(app: FastifyInstance): Promise<void> {
  const { db, readCache } = app;
  // Shared by audience in memory (modules/read-cache): a card or a post carries nothing personal.
  const { answers } = readCache;
  const cardsOf = (answer: PostsJson) => answer.postIds;
  route(app, routes.normalFeed, async ({ viewer, query }) =>
    answers.forAudience(
      routes.normalFeed,
      'list',
      viewer,
      [query],
      () => posts.normalFeed(db, viewer, query),
      cardsOf,
    ),
  );
  route(app, routes.focusFeed, async ({ viewer, query }) => focusFeed(db, viewer, query));
  route(app, routes.authorFeed, async ({ viewer, query }) => posts.authorFeed(db, viewer, query));
  route(app, routes.customFeed, async ({ viewer, query }) => customFeed(db, viewer, query));
  route(app, routes.searchPosts, async ({ viewer, query }) =>
    answers.forAudience(
      routes.searchPosts,
      'list',
      viewer,
      [query],
      () => posts.search(db, viewer, query),
      cardsOf,
    ),
  );
  route(app, routes.visiblePosts, async ({ viewer, body }) => posts.stillVisible(db, viewer, body.ids));
  route(app, routes.getPost, async ({ viewer, params }) =>
    answers.forAudience(
      routes.getPost,
      'post',
      viewer,
      [params.id],
      () => posts.loadPost(db, viewer, params.id),
      cardsOf,
    ),
  );
}
