import webpush from 'web-push';
import type { Db } from '../../db/connect.ts';

export interface VapidKeys {
  /** URL-safe base64 of the P-256 public key: what `PushManager.subscribe` takes. */
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair, made on first start. Every server on the database must sign with the
 * same pair, since subscriptions are bound to its public key: concurrent first starts race on one
 * row, and all of them read back the winner.
 */
export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await readKeys(db);
  if (stored) return stored;
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insertInto('vapid_keys')
    .values({ public_key: fresh.publicKey, private_key: fresh.privateKey })
    .onConflict((oc) => oc.column('singleton').doNothing())
    .execute();
  const kept = await readKeys(db);
  if (!kept) throw new Error('VAPID keys missing right after their creation');
  return kept;
}

async function readKeys(db: Db): Promise<VapidKeys | undefined> {
  const row = await db
    .selectFrom('vapid_keys')
    .select(['public_key', 'private_key'])
    .where('singleton', '=', true)
    .executeTakeFirst();
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}
