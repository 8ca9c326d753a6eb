import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStoreConfig, loadConfig } from '../../src/config.ts';
import { createFileStore } from '../../src/modules/files/store.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';
import { download, PDF, upload } from '../helpers/uploads.ts';

const BUCKET = 'vigie-files';
const root = await mkdtemp(path.join(tmpdir(), 'vigie-stores-'));
const local: FileStoreConfig = { kind: 'local', dir: path.join(root, 'local') };
// The app below is built with this object, filled in once the S3 server has its port.
const s3: { fileStore: FileStoreConfig } = { fileStore: local };
let server: S3rver;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  s3.fileStore = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
});
const t = useTestApp(s3);
afterAll(async () => server.close());

describe.each(['local', 's3'] as const)('the %s file store', (kind) => {
  const store = () => createFileStore(kind === 'local' ? local : s3.fileStore);

  it('gives back the bytes stored under a key', async () => {
    await store().put('0123456789abcdef0123456a', PDF, 'application/pdf');
    const bytes = await store().get('0123456789abcdef0123456a');
    expect(bytes && (await buffer(bytes)).equals(PDF)).toBe(true);
  });

  it('answers undefined for a key never stored', async () => {
    expect(await store().get('0123456789abcdef0123456f')).toBeUndefined();
  });
});

it('an app configured for S3 keeps uploads in the bucket, where another server finds them', async () => {
  const editor = await createUser(t.db, { role: 'editor' });
  const cookie = await signIn(t.app, editor.email);
  const response = await upload(t.app, cookie, 'note.pdf', PDF);
  expect(response.statusCode, response.body).toBe(201);
  const { id, url } = response.json() as { id: string; url: string };
  const object = await createFileStore(s3.fileStore).get(id);
  expect(object && (await buffer(object)).equals(PDF)).toBe(true);
  const answer = await download(t.app, cookie, url);
  expect(answer.statusCode).toBe(200);
  expect(answer.rawPayload.equals(PDF)).toBe(true);
  const post = { title: 'Pièce jointe', type: 'news', attachments: [{ filename: 'note.pdf', url }] };
  expect((await call(t.app, 'POST', '/admin/posts', cookie, { post })).statusCode).toBe(201);
});

describe('the store chosen by the environment', () => {
  it('is VIGIE_DATA_DIR/files without S3_BUCKET', () => {
    expect(loadConfig({ VIGIE_DATA_DIR: '/srv/vigie' }).fileStore).toEqual({
      kind: 'local',
      dir: '/srv/vigie/files',
    });
  });

  it('is the bucket with S3_BUCKET, which needs its credentials', () => {
    const env = { S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000/', S3_ACCESS_KEY_ID: 'k' };
    expect(() => loadConfig(env)).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({ ...env, S3_SECRET_ACCESS_KEY: 's' }).fileStore).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
  });
});
