import { randomUUID } from 'node:crypto';
import { type Client, type Element, xml } from '@xmpp/client';

/** The next stanza matching, or a rejection after `timeoutMs`. */
export function nextStanza(xmpp: Client, matches: (stanza: Element) => boolean, timeoutMs = 5_000) {
  return new Promise<Element>((resolve, reject) => {
    const timer = setTimeout(() => {
      xmpp.off('stanza', listener);
      reject(new Error('no matching stanza came'));
    }, timeoutMs);
    const listener = (stanza: Element) => {
      if (!matches(stanza)) return;
      clearTimeout(timer);
      xmpp.off('stanza', listener);
      resolve(stanza);
    };
    xmpp.on('stanza', listener);
  });
}

/** The user's roster: every contact's bare JID and name. */
export async function rosterOf(xmpp: Client): Promise<{ jid: string; name: string | undefined }[]> {
  const answer = await xmpp.iqCaller.request(
    xml('iq', { type: 'get' }, xml('query', { xmlns: 'jabber:iq:roster' })),
  );
  const items = answer.getChild('query', 'jabber:iq:roster')?.getChildren('item') ?? [];
  return items.map((item) => ({ jid: item.attrs.jid ?? '', name: item.attrs.name }));
}

/** The bodies of the messages archived by `archive` (the user's own when undefined), oldest first. */
export async function archivedBodies(xmpp: Client, archive?: string): Promise<string[]> {
  const queryid = randomUUID();
  const bodies: string[] = [];
  const collect = (stanza: Element) => {
    const result = stanza.getChild('result', 'urn:xmpp:mam:2');
    if (result?.attrs.queryid !== queryid) return;
    const body = result
      .getChild('forwarded', 'urn:xmpp:forward:0')
      ?.getChild('message')
      ?.getChildText('body');
    if (body) bodies.push(body);
  };
  xmpp.on('stanza', collect);
  try {
    await xmpp.iqCaller.request(
      xml('iq', { type: 'set', to: archive }, xml('query', { xmlns: 'urn:xmpp:mam:2', queryid })),
    );
  } finally {
    xmpp.off('stanza', collect);
  }
  return bodies;
}

/** Joins a room: 'joined', or the condition of the error the room answered. */
export async function joinRoom(xmpp: Client, roomJid: string, nick: string): Promise<string> {
  const occupant = `${roomJid}/${nick}`;
  const answer = nextStanza(xmpp, (stanza) => stanza.is('presence') && stanza.attrs.from === occupant);
  await xmpp.send(xml('presence', { to: occupant }, xml('x', { xmlns: 'http://jabber.org/protocol/muc' })));
  const presence = await answer;
  if (presence.attrs.type !== 'error') return 'joined';
  const error = presence.getChild('error');
  return error?.children.find((child): child is Element => typeof child !== 'string')?.name ?? 'error';
}

/** The condition of an error the server answered to an IQ (what iqCaller rejects with). */
export async function iqErrorOf(request: Promise<unknown>): Promise<string> {
  try {
    await request;
    return 'no error';
  } catch (error) {
    return (error as { condition?: string }).condition ?? String(error);
  }
}
