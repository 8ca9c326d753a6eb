import { type Kysely, sql } from 'kysely';

const statements = [
  // One row: the boolean key refuses a second, so concurrent first starts keep whichever came first.
  `CREATE TABLE vapid_keys (
     singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
     public_key text NOT NULL,
     private_key text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE push_subscriptions (
     id char(24) PRIMARY KEY,
     user_id char(24) NOT NULL REFERENCES users ON DELETE CASCADE,
     endpoint text NOT NULL UNIQUE,
     p256dh text NOT NULL,
     auth text NOT NULL,
     session_hash bytea NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `COMMENT ON COLUMN push_subscriptions.session_hash IS
     'the session that registered the device: signing it out (or revoking it) stops its pushes'`,
  `CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)`,
  `CREATE INDEX push_subscriptions_session ON push_subscriptions (session_hash)`,
  `CREATE TABLE push_queue (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     subscription_id char(24) NOT NULL,
     payload jsonb NOT NULL,
     attempts smallint NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     claim_token uuid,
     created_at timestamptz NOT NULL DEFAULT now())`,
  // No foreign key: checking it cost 40% of queueing 10,000 pushes. The code deleting a device deletes
  // its pushes; those of devices gone otherwise (signed out, user deleted) are dropped unsent when due.
  `COMMENT ON COLUMN push_queue.subscription_id IS 'push_subscriptions.id; a push whose device is gone is dropped'`,
  `COMMENT ON COLUMN push_queue.next_attempt_at IS
     'due time; a claim moves it to the end of the lease, so a crashed sender''s rows come due again'`,
  `CREATE INDEX push_queue_due ON push_queue (next_attempt_at, id)`,
  `CREATE INDEX push_queue_subscription ON push_queue (subscription_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
