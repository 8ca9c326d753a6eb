import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/modules/audit/service.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
type Account = 'admin' | 'outsiderAdmin' | 'editor' | 'reader';
const cookies = {} as Record<Account, string>;
let admin: { id: string };
const USER_ID = '0123456789abcdef01234567';

beforeAll(async () => {
  const accounts: Record<Account, { id: string; email: string }> = {
    admin: await createUser(t.db, { role: 'admin', has_confidential_access: true }),
    outsiderAdmin: await createUser(t.db, { role: 'admin' }),
    editor: await createUser(t.db, { role: 'editor', has_confidential_access: true }),
    reader: await createUser(t.db),
  };
  admin = accounts.admin;
  for (const [name, user] of Object.entries(accounts))
    cookies[name as Account] = await signIn(t.app, user.email);
});

const audit = (query: string, cookie = cookies.admin) => call(t.app, 'GET', `/admin/audit${query}`, cookie);

describe('recordAudit', () => {
  it('keeps only the fields a write changed, in the transaction of the change', async () => {
    await t.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actorId: admin.id,
        action: 'user.update',
        targetType: 'user',
        targetId: USER_ID,
        before: { role: 'reader', email: 'a@b.c', tags: ['x'] },
        after: { role: 'editor', email: 'a@b.c', tags: ['x'] },
      }),
    );
    await t.db
      .transaction()
      .execute(async (trx) => {
        await recordAudit(trx, {
          actorId: admin.id,
          action: 'user.update',
          targetType: 'user',
          targetId: USER_ID,
          before: null,
          after: { role: 'admin' },
        });
        throw new Error('rolled back');
      })
      .catch(() => {});
    const page = (await audit(`?target_type=user&target_id=${USER_ID}`)).json();
    expect(page.data).toEqual([
      expect.objectContaining({
        action: 'user.update',
        actor_id: admin.id,
        before: { role: 'reader' },
        after: { role: 'editor' },
      }),
    ]);
  });
});

describe('GET /admin/audit', () => {
  it('records a publication, newest first, paged by cursor', async () => {
    const published = [];
    for (const title of ['Premier', 'Second', 'Troisième']) {
      const response = await call(t.app, 'POST', '/admin/posts', cookies.editor, {
        post: { title, type: 'memo' },
      });
      expect(response.statusCode, response.body).toBe(201);
      published.push(response.json().id);
    }
    const first = (await audit('?target_type=post&limit=2')).json();
    expect(first.data.map((entry: { target_id: string }) => entry.target_id)).toEqual([
      published[2],
      published[1],
    ]);
    expect(first.data[0]).toMatchObject({
      action: 'post.create',
      before: null,
      after: { title: 'Troisième' },
    });
    const second = (await audit(`?target_type=post&limit=2&cursor=${first.cursor}`)).json();
    expect(second).toMatchObject({ data: [{ target_id: published[0] }], cursor: false });
    const one = (await audit(`?target_id=${published[1]}`)).json();
    expect(one.data).toHaveLength(1);
  });

  it('hides entries about confidential posts from an admin without confidential access', async () => {
    const response = await call(t.app, 'POST', '/admin/posts', cookies.editor, {
      post: { title: 'Secret', type: 'memo', confidential: true },
    });
    const id = response.json().id;
    expect((await audit(`?target_id=${id}`)).json().data).toHaveLength(1);
    expect((await audit(`?target_id=${id}`, cookies.outsiderAdmin)).json().data).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await audit('', cookies.editor)).statusCode).toBe(403);
    expect((await audit('', cookies.reader)).statusCode).toBe(403);
  });

  it('refuses bad input naming the field', async () => {
    const cursor = await audit('?cursor=nonsense');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toMatch(/^querystring\.cursor/);
    const target = await audit('?target_type=Post!');
    expect(target.statusCode).toBe(400);
    expect(target.json().message).toMatch(/^querystring\.target_type/);
  });
});
