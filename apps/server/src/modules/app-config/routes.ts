import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { attachmentDisposition, getCguFile, getConfigValue } from './service.ts';

export async function appConfigRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // The router prefers this static prefix over the wildcard below, whatever the registration order.
  route(app, routes.cguFile, async ({ params, reply }) => {
    const file = await getCguFile(db, params.lang);
    return reply
      .type('application/pdf')
      .header('content-disposition', attachmentDisposition(file.filename))
      .send(file.data);
  });
  route(app, routes.appConfig, async ({ request }) => {
    const { '*': key } = request.params as { '*': string };
    return getConfigValue(db, key);
  });
}
