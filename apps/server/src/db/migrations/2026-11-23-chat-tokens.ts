import { type Kysely, sql } from 'kysely';

const statements = [
  // Chat passwords (GET /im_api/v1/get_credentials): Prosody's mod_auth_vigie asks the server to check
  // one at each XMPP login. Only the hash is kept, and only until it expires.
  `CREATE TABLE chat_tokens (
     token_hash bytea PRIMARY KEY,
     user_id char(24) NOT NULL REFERENCES users ON DELETE CASCADE,
     expires_at timestamptz NOT NULL)`,
  `CREATE INDEX chat_tokens_expiry ON chat_tokens (expires_at)`,
  `ALTER TABLE themes ADD COLUMN chat_room text CHECK (chat_room ~ '^[a-z0-9._-]{5,40}$')`,
  `COMMENT ON COLUMN themes.chat_room IS
     'the local part of the theme''s chat room; a restricted theme''s room admits only readers who may see it'`,
  `CREATE UNIQUE INDEX themes_chat_room ON themes (chat_room) WHERE chat_room IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
