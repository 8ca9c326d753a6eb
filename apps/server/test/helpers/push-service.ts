import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './self-signed.ts';

/** http_ece (web-push's own encryption) ships no types: the one call the tests make. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

export interface ReceivedPush {
  /** The endpoint's last path segment: `/push/<name>`. */
  name: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  origin: string;
  /** The self-signed certificate (PEM), for a client that trusts it some other way than `agent`. */
  cert: string;
  /** An https agent trusting the service's certificate, for the sender. */
  agent: https.Agent;
  received: ReceivedPush[];
  /**
   * The messages it holds for devices, as RFC 8030 §5.4 keeps them: a push whose Topic is that of a
   * message still held for the same device replaces it. No device fetches here: every message stays held.
   */
  held: ReceivedPush[];
  endpoint(name: string): string;
  /** The status the endpoint answers from now on (201 unless told). */
  answer(name: string, status: number): void;
  /** Forgets every push received and held so far. */
  forget(): void;
  /** Calls `listener` after each push is recorded. */
  onReceived(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * A local push service over https: records every POST to /push/<name> and answers 201, or as told.
 * It makes its own certificate, unless given one a client (a server started earlier) already trusts.
 */
export async function startPushService(
  options: { keepBodies?: boolean; certificate?: { key: string; cert: string } } = {},
): Promise<PushService> {
  const { keepBodies = true, certificate = selfSignedCertificate() } = options;
  const { key, cert } = certificate;
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const held: ReceivedPush[] = [];
  const heldByTopic = new Map<string, number>();
  const hold = (push: ReceivedPush) => {
    const topic = push.headers.topic;
    const key = topic && `${push.name}\n${topic}`;
    const at = key ? heldByTopic.get(key) : undefined;
    if (at !== undefined) held[at] = push;
    else if (key) heldByTopic.set(key, held.push(push) - 1);
    else held.push(push);
  };
  const listeners: (() => void)[] = [];
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => keepBodies && chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent(request.url?.replace(/^\/push\//, '') ?? '');
      const push = { name, headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      hold(push);
      response.writeHead(statuses.get(name) ?? 201).end();
      for (const listener of listeners) listener();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert, keepAlive: true, maxSockets: 64 });
  return {
    origin,
    cert,
    agent,
    received,
    held,
    endpoint: (name) => `${origin}/push/${encodeURIComponent(name)}`,
    answer: (name, status) => void statuses.set(name, status),
    forget() {
      received.length = 0;
      held.length = 0;
      heldByTopic.clear();
    },
    onReceived: (listener) => void listeners.push(listener),
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: real P-256 keys, and the decryption of what it receives. */
export function newBrowser(service: PushService, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    name,
    subscription: {
      endpoint: service.endpoint(name),
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    },
    /** The JSON payloads this browser received, decrypted (RFC 8291, aes128gcm). */
    payloads(): unknown[] {
      return service.received
        .filter((push) => push.name === name)
        .map((push) =>
          JSON.parse(
            ece.decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString(),
          ),
        );
    },
  };
}

export type Browser = ReturnType<typeof newBrowser>;
