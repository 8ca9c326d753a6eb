import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { INTERNAL_CHAT_PREFIX } from './runtime.ts';
import { chatLoginIsValid, findAvatar, isChatServer, issueCredentials, mayEnterRoom } from './service.ts';

const XmppLogin = z.object({ username: z.string().max(1_000), password: z.string().max(1_000) });
const XmppRoomEntry = z.object({ username: z.string().max(1_000), room: z.string().max(1_000) });

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  route(app, routes.chatCredentials, async ({ viewer }) => issueCredentials(db, app.chat, config, viewer.id));
  route(app, routes.chatAvatar, async ({ params, reply }) => {
    const avatar = await findAvatar(db, params.jid);
    if ('redirect' in avatar) return reply.redirect(avatar.redirect);
    return reply.type(avatar.contentType).header('cache-control', 'private, max-age=300').send(avatar.data);
  });

  // Called by our Prosody modules, not by clients: outside the contract and the OpenAPI document.
  await app.register(
    async (internal) => {
      internal.addHook('onRequest', async (request) => {
        if (!isChatServer(app.chat?.apiSecret, request.headers['x-vigie-secret']))
          throw new HttpError(401, 'unauthorized', 'Only the chat server may call this');
      });
      const typed = internal.withTypeProvider<ZodTypeProvider>();
      typed.post('/auth', { schema: { hide: true, body: XmppLogin } }, async ({ body }) => {
        if (!(await chatLoginIsValid(db, body.username, body.password)))
          throw new HttpError(401, 'invalid_credentials', 'Wrong, expired or revoked chat password');
        return { ok: true };
      });
      typed.post('/room-access', { schema: { hide: true, body: XmppRoomEntry } }, async ({ body }) => {
        if (!(await mayEnterRoom(db, body.username, body.room)))
          throw new HttpError(403, 'forbidden', 'This room is not open to this user');
        return { ok: true };
      });
    },
    { prefix: INTERNAL_CHAT_PREFIX },
  );
}
