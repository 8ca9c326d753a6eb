import { xml } from '@xmpp/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInToChat, useChatApp } from '../helpers/chat.ts';
import { createTheme, createUser } from '../helpers/factories.ts';
import { archivedBodies, iqErrorOf, joinRoom, nextStanza, rosterOf } from '../helpers/xmpp.ts';

const t = useChatApp();
const ROOMS = 'conference.vigie.local';
let alice: Awaited<ReturnType<typeof createUser>>;
let bruno: Awaited<ReturnType<typeof createUser>>;
let chloe: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  alice = await createUser(t.db, { firstname: 'Alice', lastname: 'Arnaud' });
  bruno = await createUser(t.db, { firstname: 'Bruno', lastname: 'Bernard' });
  chloe = await createUser(t.db, { firstname: 'Chloé', lastname: 'Colin', has_confidential_access: true });
  const energy = await createTheme(t.db, { chat_room: 'energie' });
  const secret = await createTheme(t.db, { confidential: true, chat_room: 'dossiers.sensibles' });
  // A room inherits its theme's restriction from a confidential ancestor.
  await createTheme(t.db, { parent: secret, chat_room: 'sous-dossier' });
  expect(energy.restricted).toBe(false);
});

describe('chat between users', () => {
  it('delivers a message through /im/ws and keeps it in both archives (MAM)', async () => {
    const [fromAlice, toBruno] = await Promise.all([signInToChat(t, alice), signInToChat(t, bruno)]);
    const received = nextStanza(toBruno, (stanza) => stanza.is('message') && !!stanza.getChildText('body'));
    await fromAlice.send(
      xml('message', { to: `${bruno.id}@vigie.local`, type: 'chat' }, xml('body', {}, 'Bonjour Bruno')),
    );
    const message = await received;
    expect(message.getChildText('body')).toBe('Bonjour Bruno');
    expect(message.attrs.from).toMatch(new RegExp(`^${alice.id}@vigie\\.local/`));
    expect(await archivedBodies(fromAlice)).toContain('Bonjour Bruno');
    expect(await archivedBodies(toBruno)).toContain('Bonjour Bruno');
  });

  it('lists every other active user in the roster, with their Vigie names, and follows changes', async () => {
    const gone = await createUser(t.db, { firstname: 'Denis', lastname: 'Durand', is_active: false });
    const xmpp = await signInToChat(t, alice);
    const roster = await rosterOf(xmpp);
    expect(roster).toEqual(
      expect.arrayContaining([
        { jid: `${bruno.id}@vigie.local`, name: 'Bruno Bernard' },
        { jid: `${chloe.id}@vigie.local`, name: 'Chloé Colin' },
      ]),
    );
    expect(roster.map((item) => item.jid)).not.toContain(`${alice.id}@vigie.local`);
    expect(roster.map((item) => item.jid)).not.toContain(`${gone.id}@vigie.local`);

    // The groups file is rewritten on the users table's notification: online users get a roster push.
    const pushed = nextStanza(
      xmpp,
      (stanza) => stanza.attrs.type === 'set' && !!stanza.getChild('query'),
      10_000,
    );
    await t.db
      .updateTable('users')
      .set({ is_active: true, firstname: 'Denise' })
      .where('id', '=', gone.id)
      .execute();
    expect((await pushed).getChild('query')?.getChild('item')?.attrs).toMatchObject({
      jid: `${gone.id}@vigie.local`,
      name: 'Denise Durand',
      subscription: 'both',
    });
    expect(await rosterOf(await signInToChat(t, alice))).toContainEqual({
      jid: `${gone.id}@vigie.local`,
      name: 'Denise Durand',
    });
  });
});

describe('theme rooms', () => {
  it('admit anyone to a public theme’s room', async () => {
    const xmpp = await signInToChat(t, alice);
    expect(await joinRoom(xmpp, `energie@${ROOMS}`, 'alice')).toBe('joined');
  });

  it('admit to a confidential theme’s room, and to its sub-themes’, only users with confidential access', async () => {
    const [withoutAccess, withAccess] = await Promise.all([signInToChat(t, bruno), signInToChat(t, chloe)]);
    expect(await joinRoom(withoutAccess, `dossiers.sensibles@${ROOMS}`, 'bruno')).toBe('forbidden');
    expect(await joinRoom(withoutAccess, `sous-dossier@${ROOMS}`, 'bruno')).toBe('forbidden');
    expect(await joinRoom(withAccess, `dossiers.sensibles@${ROOMS}`, 'chloe')).toBe('joined');
    expect(await joinRoom(withAccess, `sous-dossier@${ROOMS}`, 'chloe')).toBe('joined');
  });

  it('keep a confidential room’s archive from users without access', async () => {
    const [withoutAccess, withAccess] = await Promise.all([signInToChat(t, bruno), signInToChat(t, chloe)]);
    const room = `dossiers.sensibles@${ROOMS}`;
    expect(await joinRoom(withAccess, room, 'chloe2')).toBe('joined');
    const echoed = nextStanza(withAccess, (stanza) => stanza.getChildText('body') === 'Note interne');
    await withAccess.send(xml('message', { to: room, type: 'groupchat' }, xml('body', {}, 'Note interne')));
    await echoed;
    expect(await archivedBodies(withAccess, room)).toContain('Note interne');
    expect(await iqErrorOf(archivedBodies(withoutAccess, room))).toBe('forbidden');
  });
});
