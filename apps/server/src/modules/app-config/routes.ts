import { routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { webManifest } from './manifest.ts';
import { attachmentDisposition, getCguFile, getConfigValue } from './service.ts';
import { readSettings, updateSettings, uploadCgu } from './settings.ts';

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
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send(await webManifest(db)),
  );
  route(app, routes.appConfig, async ({ params }) => getConfigValue(db, params['*']));

  route(app, routes.adminAppConfig, async ({ viewer }) => readSettings(db, viewer));
  route(app, routes.updateAppSettings, async ({ viewer, body }) => updateSettings(db, viewer, body.settings));
  route(app, routes.uploadCgu, async ({ viewer, params, body }) => uploadCgu(db, viewer, params.lang, body));
}
