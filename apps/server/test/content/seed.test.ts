import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { DEMO_LOGINS } from '../../src/demo/dataset.ts';
import { prepareContent } from '../../src/demo/seed.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { signIn } from '../helpers/http.ts';
import { dumpTables } from './database.ts';

const t = useTestApp();

describe('demo data', () => {
  it('is allowed on the embedded default and with VIGIE_DEMO=1 only, never on a real database by default', () => {
    const real = 'postgres://vigie@db.internal/vigie';
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: real }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: real, VIGIE_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ VIGIE_DEMO: '0' }).demo).toBe(false);
  });

  it('leaves an empty database empty when not allowed, and asks for a first admin', async () => {
    const empty = await dumpTables(t.db);
    expect(await prepareContent(t.db, false)).toEqual({ loaded: false, logins: [], needsFirstAdmin: true });
    expect(await dumpTables(t.db)).toEqual(empty);
  });

  it('loads into an empty database, once, and answers logins that work', async () => {
    const first = await prepareContent(t.db, true);
    expect(first).toEqual({ loaded: true, logins: DEMO_LOGINS, needsFirstAdmin: false });
    expect(first.logins.length).toBeGreaterThan(0);
    const loaded = await dumpTables(t.db);
    expect(loaded.posts?.length).toBeGreaterThan(10);
    expect(await prepareContent(t.db, true)).toEqual({ ...first, loaded: false });
    expect(await dumpTables(t.db)).toEqual(loaded);
    const [login] = first.logins;
    await signIn(t.app, login!.email, login!.password);
  });

  it('lists only the demo logins whose e-mail still exists, and none when demo data is not allowed', async () => {
    const [gone, ...kept] = DEMO_LOGINS;
    await t.db.deleteFrom('users').where('email', '=', gone!.email.toLowerCase()).execute();
    expect((await prepareContent(t.db, true)).logins).toEqual(kept);
    expect(await prepareContent(t.db, false)).toEqual({ loaded: false, logins: [], needsFirstAdmin: false });
  });

  it('never loads into a database that has users', async () => {
    await t.db.deleteFrom('users').execute();
    await createUser(t.db);
    expect((await prepareContent(t.db, true)).loaded).toBe(false);
  });
});
