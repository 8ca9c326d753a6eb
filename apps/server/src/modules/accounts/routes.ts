import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../../http/https.ts';
import { fixedWindowLimit } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { setPasswordWithLink } from './reset-links.ts';
import * as accounts from './service.ts';

/** Tokens are 256-bit, so this only keeps one client from keeping the password hasher busy. */
const SET_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, readCache } = app;
  const countSetPassword = fixedWindowLimit(SET_PASSWORD_LIMIT);

  route(app, routes.listAdminUsers, async ({ viewer, query }) =>
    accounts.listAccounts(db, viewer, query.search),
  );
  route(app, routes.createAdminUser, async ({ viewer, body, request }) =>
    accounts.createAccount(db, viewer, body.user, siteOrigin(request)),
  );
  route(app, routes.updateAdminUser, async ({ viewer, params, body }) =>
    accounts.changeAccount(db, readCache.sessions, viewer, params.id, body.user),
  );
  route(app, routes.signOutAdminUser, async ({ viewer, params }) => ({
    sessions_revoked: await accounts.signOutAccount(db, readCache.sessions, viewer, params.id),
  }));
  route(app, routes.adminResetLink, async ({ viewer, params, request }) =>
    accounts.resetLinkFor(db, viewer, params.id, siteOrigin(request)),
  );

  route(app, routes.setPassword, async ({ body, request }) => {
    countSetPassword(request.ip);
    await setPasswordWithLink(db, readCache.sessions, body.token, body.password);
    return undefined;
  });
}
