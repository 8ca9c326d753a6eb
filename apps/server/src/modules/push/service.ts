import { ECDH } from 'node:crypto';
import type { Agent } from 'node:https';
import type { PingResult, PushSubscriptionJson } from '@vigie/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { badRequest, sessionRejected } from '../../http/errors.ts';
import type { Viewer } from '../access/viewer.ts';
import { hashToken } from '../auth/service.ts';
import { type AddressPolicy, pinTarget, publicOnly, resolveAll } from '../iframe-check/address-policy.ts';
import type { PushLog } from './queue.ts';
import * as repo from './repository.ts';
import { anyAddress, createPushSender, type PushSender } from './send.ts';
import { ensureVapidKeys, type VapidKeys } from './vapid.ts';

/** Registering one more device forgets the user's least recently registered one. */
export const MAX_DEVICES_PER_USER = 10;

/** Where pushes may go: public addresses, unless a local test push service is configured. */
export const pushAddressPolicy = (config: Pick<Config, 'pushPrivateEndpoints'>): AddressPolicy =>
  config.pushPrivateEndpoints ? anyAddress : publicOnly;

export interface PushKit {
  keys(): Promise<VapidKeys>;
  sender(): Promise<PushSender>;
}

/** The VAPID keys and a sender, read from the database once, on first use. */
export function pushKit(db: Db, config: Config, agent?: Agent): PushKit {
  let keys: Promise<VapidKeys> | undefined;
  let sender: Promise<PushSender> | undefined;
  const kit: PushKit = {
    keys() {
      keys ??= ensureVapidKeys(db).catch((error) => {
        keys = undefined;
        throw error;
      });
      return keys;
    },
    sender() {
      sender ??= kit.keys().then(
        (loaded) =>
          createPushSender({
            keys: loaded,
            subject: config.vapidSubject,
            agent,
            addressPolicy: pushAddressPolicy(config),
          }),
        (error) => {
          sender = undefined;
          throw error;
        },
      );
      return sender;
    },
  };
  return kit;
}

/** A device's key must be a point of P-256, or nothing could ever be encrypted for it. */
function requireCurvePoint(p256dh: string): void {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
  } catch {
    throw badRequest('body.subscription.keys.p256dh', 'is not a P-256 public key');
  }
}

/**
 * The sender would refuse an endpoint leading to an address its policy forbids: it is refused here
 * already, resolved the same way. A name that does not resolve gets the same answer, so that
 * registering cannot tell which names lead inside the network.
 */
async function requireAllowedAddress(endpoint: string, policy: AddressPolicy): Promise<void> {
  if (!(await pinTarget(new URL(endpoint), policy, resolveAll)))
    throw badRequest('body.subscription.endpoint', 'must lead to public addresses only');
}

/** `new` and `update` both upsert by endpoint, bound to the session that registers it. */
export async function registerDevice(
  db: Db,
  policy: AddressPolicy,
  viewer: Viewer,
  sessionToken: string | undefined,
  { endpoint, keys }: PushSubscriptionJson,
  lang: 'fr' | 'en' = 'fr',
): Promise<void> {
  if (!sessionToken) throw sessionRejected();
  requireCurvePoint(keys.p256dh);
  await requireAllowedAddress(endpoint, policy);
  await repo.upsertSubscription(db, viewer.id, hashToken(sessionToken), { endpoint, ...keys, lang });
  await repo.keepNewestDevices(db, viewer.id, MAX_DEVICES_PER_USER);
}

export async function unregisterDevice(db: Db, viewer: Viewer, endpoint: string): Promise<void> {
  await repo.deleteUserSubscription(db, viewer.id, endpoint);
}

const PING = JSON.stringify({
  title: 'Vigie',
  body: 'Les notifications fonctionnent sur cet appareil.',
  url: '/app',
  tag: 'ping',
});

/** A test push to each of the user's devices, now: devices whose push service forgot them are deleted. */
export async function ping(db: Db, sender: PushSender, viewer: Viewer, log: PushLog): Promise<PingResult[]> {
  const devices = await repo.subscriptionsOf(db, viewer.id);
  const sent = await Promise.all(
    devices.map(async (device) => ({ device, result: await sender.send(device, PING) })),
  );
  await repo.deleteSubscriptions(
    db,
    sent.filter(({ result }) => result.status === 'gone').map(({ device }) => device.id),
  );
  return sent.map(({ device, result }) => {
    if (result.status === 'failed') log.warn({ reason: result.reason }, 'test push failed');
    const answer = result.status === 'sent' ? 'sent' : result.status === 'gone' ? 'deleted' : 'error';
    return { endpoint: device.endpoint, result: answer };
  });
}
