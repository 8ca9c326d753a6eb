import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { iframeChecker } from './service.ts';

export async function iframeCheckRoutes(app: FastifyInstance): Promise<void> {
  const check = iframeChecker();
  route(app, routes.checkIframable, async ({ viewer, query }) => ({
    status: await check(viewer.id, query.url),
  }));
}
