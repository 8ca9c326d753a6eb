import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as repo from './repository.ts';
import { bookmarkFeed, setBookmark } from './service.ts';

export async function bookmarkRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.listBookmarks, async ({ viewer }) => repo.bookmarkedPostIds(db, viewer));
  route(app, routes.bookmarkFeed, async ({ viewer, query }) => bookmarkFeed(db, viewer, query));
  route(app, routes.setBookmark, async ({ viewer, params }) => {
    const bookmarked = params.flag === 'set';
    await setBookmark(db, viewer, params.id, bookmarked);
    return { post_id: params.id, bookmarked };
  });
}
