import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTrendCounts } from '../../src/modules/trends/refresh.ts';
import { useTestApp } from '../helpers/app.ts';
import {
  createContact,
  createEntity,
  createPost,
  createTheme,
  createUser,
  setItem,
} from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();

let readerId: string;
let reader: string;
let insider: string;
let open: { id: string; item: string };
let secret: { id: string };
let underSecret: { id: string };
let trending: { id: string; firstname: string; lastname: string };
let followedEntity: { id: string; name: string };

interface Suggestion {
  type: string;
  id: string;
  name: string;
  reason: string;
}

const suggestionsOf = async (cookie: string): Promise<Suggestion[]> => {
  const response = await call(t.app, 'GET', '/focus_suggestion', cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
};

beforeAll(async () => {
  const user = await createUser(t.db);
  readerId = user.id;
  reader = await signIn(t.app, user.email);
  insider = await signIn(t.app, (await createUser(t.db, { has_confidential_access: true })).email);
  const colleagues = [
    await createUser(t.db),
    await createUser(t.db),
    await createUser(t.db, { has_confidential_access: true }),
  ];

  open = await createTheme(t.db);
  secret = await createTheme(t.db, { confidential: true });
  underSecret = await createTheme(t.db, { parent: await createTheme(t.db, { confidential: true }) });
  trending = await createContact(t.db);
  followedEntity = await createEntity(t.db);
  for (const colleague of colleagues)
    for (const [kind, id] of [
      ['theme', open.id],
      ['theme', secret.id],
      ['theme', underSecret.id],
      ['entity', followedEntity.id],
    ] as const)
      await setItem(t.db, colleague.id, kind, id, { focus_enabled: true });
  await createPost(t.db, { contacts: [trending.id], themes: [secret.id] });
  await createPost(t.db, { contacts: [trending.id], confidential: true, themes: [underSecret.id] });
  await refreshTrendCounts(t.db);
});

describe('GET /focus_suggestion', () => {
  it("offers what colleagues follow and this week's trends, themes, contacts and entities in turn", async () => {
    expect(await suggestionsOf(reader)).toEqual([
      { type: 'theme', id: open.id, name: open.item, img: null, reason: 'colleagues' },
      {
        type: 'contact',
        id: trending.id,
        name: `${trending.firstname} ${trending.lastname}`,
        img: null,
        reason: 'trend',
      },
      { type: 'entity', id: followedEntity.id, name: followedEntity.name, img: null, reason: 'colleagues' },
    ]);
  });

  it('never offers a restricted theme, even to a reader who may read it', async () => {
    const offered = (await suggestionsOf(insider)).map((suggestion) => suggestion.id);
    expect(offered).toContain(open.id);
    expect(offered).not.toContain(secret.id);
    expect(offered).not.toContain(underSecret.id);
  });

  it('leaves out what the reader already focuses, but not what only notifies them', async () => {
    await setItem(t.db, readerId, 'theme', open.id, { focus_enabled: true });
    await setItem(t.db, readerId, 'entity', followedEntity.id, { notification_enabled: true });
    const offered = (await suggestionsOf(reader)).map((suggestion) => suggestion.id);
    expect(offered).toEqual([trending.id, followedEntity.id]);
  });

  it('answers 406 without a session', async () => {
    expect((await call(t.app, 'GET', '/focus_suggestion')).statusCode).toBe(406);
  });
});
