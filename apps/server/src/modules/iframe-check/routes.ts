import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { publicOnly } from './address-policy.ts';
import { checkIframable } from './service.ts';

export async function iframeCheckRoutes(app: FastifyInstance): Promise<void> {
  route(app, routes.checkIframable, async ({ query }) => ({
    status: await checkIframable(query.url, { policy: publicOnly }),
  }));
}
