import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: 'fr' | 'en';
}

/**
 * Records a device for a user and the session that registered it. An endpoint is one browser
 * profile: registered by someone else before (a shared device), it moves to this user, and the pushes
 * still queued for its previous owner are deleted with the old row.
 */
export async function upsertSubscription(
  db: Db,
  userId: string,
  sessionHash: Buffer,
  device: NewSubscription,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteDevices(trx, (eb) =>
      eb.and([eb('endpoint', '=', device.endpoint), eb('user_id', '<>', userId)]),
    );
    await trx
      .insertInto('push_subscriptions')
      .values({ id: newId(), user_id: userId, session_hash: sessionHash, ...device })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet((eb) => ({
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          session_hash: eb.ref('excluded.session_hash'),
          lang: eb.ref('excluded.lang'),
          updated_at: sql`now()`,
        })),
      )
      .execute();
  });
}

type DeviceFilter = (eb: ExpressionBuilder<Database, 'push_subscriptions'>) => Expression<SqlBool>;

/** Deletes devices and the pushes queued for them (the queue has no foreign key to cascade). */
export async function deleteDevices(db: Db, which: DeviceFilter): Promise<void> {
  await db
    .with('gone', (cte) => cte.deleteFrom('push_subscriptions').where(which).returning('id'))
    .deleteFrom('push_queue')
    .where('subscription_id', 'in', (eb) => eb.selectFrom('gone').select('gone.id'))
    .execute();
}

/** Forgets the user's devices beyond the `keep` registered (or registered again) most recently. */
export async function keepNewestDevices(db: Db, userId: string, keep: number): Promise<void> {
  await deleteDevices(db, (eb) =>
    eb.and([
      eb('user_id', '=', userId),
      eb(
        'id',
        'not in',
        eb
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('updated_at', 'desc')
          .orderBy('id')
          .limit(keep),
      ),
    ]),
  );
}

export async function deleteUserSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await deleteDevices(db, (eb) => eb.and([eb('user_id', '=', userId), eb('endpoint', '=', endpoint)]));
}

/** Forgets devices whose push service answered 404 or 410, with their queued pushes. */
export async function deleteSubscriptions(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await deleteDevices(db, (eb) => eb('id', 'in', ids));
}

export async function subscriptionsOf(db: Db, userId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
