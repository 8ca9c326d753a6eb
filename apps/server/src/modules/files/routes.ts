import { API_PREFIX, MAX_UPLOAD_BYTES, routes } from '@vigie/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requireNewsroom } from '../admin/service.ts';
import { fileBytes, fileHeaders, readableFile, uploadFile } from './service.ts';
import { createFileStore } from './store.ts';

const UPLOAD_URL = API_PREFIX + routes.uploadFile.path;
const tooLarge = () =>
  new HttpError(413, 'payload_too_large', `A file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);

/** Post pictures and attachments (docs/product.md §10.9.8); this context alone reads raw bodies. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const store = createFileStore(app.config.fileStore);

  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Before a byte of the body is read: readers are refused, and a declared size over the limit too (a
  // body sent in chunks is cut at the limit by the parser, with Fastify's own 413).
  app.addHook('preParsing', async (request) => {
    if (request.routeOptions.url !== UPLOAD_URL || !request.viewer) return;
    requireNewsroom(request.viewer);
    if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES) throw tooLarge();
  });

  route(app, routes.uploadFile, async ({ viewer, query, request }) =>
    uploadFile(db, store, viewer, query.filename, request.body),
  );
  route(app, routes.file, async ({ viewer, params, request, reply }) => {
    const file = await readableFile(db, viewer, params.id);
    const headers = fileHeaders(file);
    if (request.headers['if-none-match'] === headers.etag) return reply.code(304).send();
    return reply.headers(headers).send(await fileBytes(store, file));
  });
}
