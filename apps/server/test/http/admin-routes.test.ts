import { routes } from '@vigie/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
const SOME_ID = '0123456789abcdef01234567';
let readerCookie: string;

beforeAll(async () => {
  readerCookie = await signIn(t.app, (await createUser(t.db)).email);
});

const adminRoutes = Object.entries(routes).filter(([, def]) => def.path.startsWith('/admin/'));

describe('every /admin/ route of the contract', () => {
  it('exists', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it.each(adminRoutes)('%s answers 403 to a signed-in reader, whatever the input', async (_name, def) => {
    const path = def.path.replace(/:\w+/g, SOME_ID);
    const response = await call(t.app, def.method, path, readerCookie, def.method === 'GET' ? undefined : {});
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toBe('forbidden');
  });
});
