import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { api } from './http.ts';

/** A small PDF, as a word processor's export begins and ends. */
export const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** An upload as the newsroom sends it: the file's bytes as the body, its name in the query. */
export function upload(
  app: FastifyInstance,
  cookie: string,
  filename: string,
  bytes: Buffer,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${api('/admin/files')}?filename=${encodeURIComponent(filename)}`,
    headers: { 'content-type': 'application/octet-stream', 'x-requested-with': 'fetch', cookie },
    payload: bytes,
  });
}

export const download = (
  app: FastifyInstance,
  cookie: string,
  url: string,
): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers: { cookie } });
