import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/demo/dataset.ts';
import { seedDemoIfEmpty } from '../../src/demo/seed.ts';
import { useTestApp } from '../helpers/app.ts';
import { signIn } from '../helpers/http.ts';
import { dumpTables } from './database.ts';

const t = useTestApp();

describe('seedDemoIfEmpty', () => {
  it('loads the demo data set into an empty database, once, and answers logins that work', async () => {
    const first = await seedDemoIfEmpty(t.db);
    expect(first.loaded).toBe(true);
    expect(first.logins).toEqual(DEMO_LOGINS);
    expect(first.logins.length).toBeGreaterThan(0);
    const loaded = await dumpTables(t.db);
    expect(loaded.posts?.length).toBeGreaterThan(10);
    const second = await seedDemoIfEmpty(t.db);
    expect(second).toEqual({ loaded: false, logins: DEMO_LOGINS });
    expect(await dumpTables(t.db)).toEqual(loaded);
    const [login] = first.logins;
    await signIn(t.app, login!.email, login!.password);
  });

  it('lists only the demo logins whose e-mail still exists', async () => {
    const [gone, ...kept] = DEMO_LOGINS;
    await t.db.deleteFrom('users').where('email', '=', gone!.email.toLowerCase()).execute();
    expect(await seedDemoIfEmpty(t.db)).toEqual({ loaded: false, logins: kept });
  });
});
