import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStoreConfig } from '../../config.ts';
import type { FileStore } from './store.ts';

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>;

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Garage…), addressed by path (`endpoint/bucket/key`),
 * which every such server understands, and signed with AWS Signature Version 4.
 */
export function s3FileStore(config: S3Config): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const urlOf = (key: string) => `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key}`;
  return {
    async put(key, data, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: data,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
    },
  };
}
