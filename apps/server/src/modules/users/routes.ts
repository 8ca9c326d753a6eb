import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import * as repo from './repository.ts';
import { getUser, toAccount, toUser, toUserSummary, updateProfile } from './service.ts';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, routes.me, async ({ viewer }) => toAccount(await getUser(db, viewer.id)));
  route(app, routes.listUsers, async () => (await repo.listActiveUsers(db)).map(toUserSummary));
  route(app, routes.getUser, async ({ params }) => toUser(await getUser(db, params.id)));
  route(app, routes.updateUser, async ({ viewer, params, body }) =>
    updateProfile(db, viewer, params.id, body),
  );

  route(app, routes.media, async ({ params, reply }) => {
    const media = await repo.findMedia(db, params.id);
    if (!media) throw notFound('Image');
    // A media id is never reused: a new upload gets a new id.
    return reply
      .type(media.content_type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(media.data);
  });
}
