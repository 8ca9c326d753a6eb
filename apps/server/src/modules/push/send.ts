import { lookup } from 'node:dns';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import webpush from 'web-push';
import { type AddressPolicy, publicOnly } from '../iframe-check/address-policy.ts';
import { type Encrypt, encryptHere, encryptionPool } from './encrypt-pool.ts';
import type { VapidKeys } from './vapid.ts';

/** Where a push goes: a browser's subscription as stored. */
export interface Device {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type SendResult =
  | { status: 'sent' }
  /** 404 or 410: the browser dropped the subscription, which must be forgotten. */
  | { status: 'gone' }
  | { status: 'failed'; retry: boolean; reason: string };

export interface PushSender {
  /**
   * Never throws: the result says what happened. `topic` (RFC 8030 §5.4: up to 32 characters of
   * base64url) names the message: the push service replaces a message of the same topic it still holds
   * for the device, so a push sent again after a crash reaches the device once.
   */
  send(device: Device, payload: string, topic?: string): Promise<SendResult>;
  close(): Promise<void>;
}

export interface SenderOptions {
  keys: VapidKeys;
  /** VAPID `sub`: a mailto: or https: contact. */
  subject: string;
  /** An https agent: keeps connections to push services open, or trusts a test service's CA. */
  agent?: https.Agent;
  timeoutMs?: number;
  /** How long the push service keeps a push for an offline device. */
  ttlSeconds?: number;
  /** Worker threads encrypting pushes; 0 encrypts on the calling thread. */
  encryptThreads?: number;
  /**
   * Which addresses a push may go to. Endpoints come from browsers, that is from users: by default only
   * public addresses, so that a registered endpoint cannot make the server post inside its network.
   */
  addressPolicy?: AddressPolicy;
}

/** For tests and benchmarks whose push service listens on 127.0.0.1. */
export const anyAddress: AddressPolicy = () => true;

class RefusedAddress extends Error {}

/** Resolves as Node does, then refuses the connection when an address fails the policy. */
function vettedLookup(policy: AddressPolicy, port: number): LookupFunction {
  return (hostname, options, callback) =>
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find(({ address }) => !policy(ipaddr.process(address), port));
      if (refused || addresses.length === 0)
        return callback(new RefusedAddress(`${hostname} leads to a non-public address`), '', 4);
      if (options.all) return callback(null, addresses as never, 4);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
}

const DAY_SECONDS = 86_400;
// A VAPID token may live 24 hours; it is signed once per push service and renewed well before its end.
const TOKEN_LIFETIME_S = 12 * 3_600;
const RENEW_BEFORE_S = 3_600;

/**
 * Sends pushes as web-push's sendNotification does, encrypted (RFC 8291) and signed with VAPID
 * (RFC 8292), in two steps so that the encryption, the largest cost, can run on worker threads.
 */
export function createPushSender(options: SenderOptions): PushSender {
  const { agent, timeoutMs = 10_000, ttlSeconds = DAY_SECONDS, encryptThreads = 0 } = options;
  const policy = options.addressPolicy ?? publicOnly;
  const pool = encryptThreads > 0 ? encryptionPool(encryptThreads) : undefined;
  const encrypt: Encrypt = pool?.encrypt ?? encryptHere;
  const authorization = vapidTokens(options.keys, options.subject);
  return {
    async send({ endpoint, p256dh, auth }, payload, topic) {
      try {
        const request = await encrypt({ endpoint, keys: { p256dh, auth } }, payload, {
          headers: { Authorization: authorization(endpoint) },
          TTL: ttlSeconds,
          ...(topic && { topic }),
        });
        const status = await post(request, { agent, timeoutMs, policy });
        if (status >= 200 && status < 300) return { status: 'sent' };
        if (status === 404 || status === 410) return { status: 'gone' };
        // Throttling and server errors pass; any other refusal would be refused again.
        const retry = status === 408 || status === 429 || status >= 500;
        return { status: 'failed', retry, reason: `HTTP ${status}` };
      } catch (error) {
        // A refused address would be refused again.
        return {
          status: 'failed',
          retry: !(error instanceof RefusedAddress),
          reason: (error as Error).message,
        };
      }
    },
    close: async () => pool?.close(),
  };
}

/** Signing costs more than encrypting (0.9 ms against 0.3 ms a push): one token per push service. */
function vapidTokens(keys: VapidKeys, subject: string): (endpoint: string) => string {
  const tokens = new Map<string, { authorization: string; expiresAt: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const now = Math.floor(Date.now() / 1000);
    const cached = tokens.get(audience);
    if (cached && cached.expiresAt - now > RENEW_BEFORE_S) return cached.authorization;
    const expiresAt = now + TOKEN_LIFETIME_S;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expiresAt,
    );
    tokens.set(audience, { authorization: Authorization, expiresAt });
    return Authorization;
  };
}

interface PostOptions {
  agent: https.Agent | undefined;
  timeoutMs: number;
  policy: AddressPolicy;
}

/** Posts an encrypted push; answers the push service's status. */
function post(request: webpush.RequestDetails, { agent, timeoutMs, policy }: PostOptions) {
  return new Promise<number>((resolve, reject) => {
    const url = new URL(request.endpoint);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = Number(url.port) || 443;
    // Node connects to an IP literal without any lookup: it is vetted here.
    if (isIP(host) && !policy(ipaddr.process(host), port))
      return reject(new RefusedAddress(`${host} is not a public address`));
    const outgoing = https.request(
      {
        method: 'POST',
        hostname: host,
        port: url.port,
        lookup: vettedLookup(policy, port),
        path: url.pathname + url.search,
        headers: request.headers,
        timeout: timeoutMs,
        ...(agent && { agent }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('push service timed out')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
