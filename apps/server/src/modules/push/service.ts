import { ECDH } from 'node:crypto';
import type { Agent } from 'node:https';
import type { PingResult, PushSubscriptionJson } from '@vigie/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { badRequest, sessionRejected } from '../../http/errors.ts';
import { hashToken } from '../auth/service.ts';
import type { Viewer } from '../auth/viewer.ts';
import { publicOnly } from '../iframe-check/address-policy.ts';
import type { PushLog } from './queue.ts';
import * as repo from './repository.ts';
import { anyAddress, createPushSender, type PushSender } from './send.ts';
import { ensureVapidKeys, type VapidKeys } from './vapid.ts';

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
            addressPolicy: config.pushPrivateEndpoints ? anyAddress : publicOnly,
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

/** `new` and `update` both upsert by endpoint, bound to the session that registers it. */
export async function registerDevice(
  db: Db,
  viewer: Viewer,
  sessionToken: string | undefined,
  { endpoint, keys }: PushSubscriptionJson,
): Promise<void> {
  if (!sessionToken) throw sessionRejected();
  requireCurvePoint(keys.p256dh);
  await repo.upsertSubscription(db, viewer.id, hashToken(sessionToken), { endpoint, ...keys });
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
