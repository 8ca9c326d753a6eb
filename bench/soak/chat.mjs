// The soak's chat: pairs of readers signed in to chat as the web app is (credentials from the API, XMPP over
// the server's WebSocket to its Prosody), each sending the other a message at a steady pace. A message's
// latency runs from its sending to its arrival; one that never arrives is a failure.
import { client, xml } from '@xmpp/client';
import { WebSocket } from 'undici';

// @xmpp/websocket opens a global WebSocket, which Node 20 only has behind --experimental-websocket.
if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket });

/** How long a message may take before it counts as lost. */
const LOST_AFTER_MS = 10_000;

async function signInToChat(origin, cookie, session) {
  const response = await fetch(`${origin}/api/v1/im_api/v1/get_credentials`, { headers: { cookie } });
  if (!response.ok) throw new Error(`chat credentials answered ${response.status}`);
  const credentials = await response.json();
  const [username, domain] = credentials.jid.split('@');
  const xmpp = client({
    service: new URL(credentials.websocket_url, origin.replace(/^http/, 'ws')).href,
    domain,
    username,
    password: credentials.password,
  });
  xmpp.reconnect.stop();
  xmpp.on('error', (error) => {
    if (!session.closing) session.recorder.fail(`chat ${error.condition ?? error.message}`);
  });
  await xmpp.start();
  await xmpp.send(xml('presence'));
  return { xmpp, jid: credentials.jid };
}

/**
 * Signs `cookies` (an even number of readers) in to chat, in pairs. `chatEvery(ms, recorder)` then has every
 * reader send its partner a message each `ms` until `stop()`, which waits for the messages on their way
 * (counting those lost) and answers how many arrived; `close()` signs everyone out.
 */
export async function startChat(origin, cookies) {
  const session = { recorder: undefined, closing: false };
  const chatters = await Promise.all(cookies.map((cookie) => signInToChat(origin, cookie, session)));
  const onTheirWay = new Map();
  let sequence = 0;
  let arrived = 0;
  for (const { xmpp } of chatters)
    xmpp.on('stanza', (stanza) => {
      const sentAt = onTheirWay.get(stanza.is('message') && stanza.getChildText('body'));
      if (sentAt === undefined) return;
      onTheirWay.delete(stanza.getChildText('body'));
      session.recorder.latency(performance.now() - sentAt);
      arrived++;
    });
  const send = (from, to) => {
    const body = `Message ${++sequence}`;
    onTheirWay.set(body, performance.now());
    session.recorder.count('chat');
    // A message that could not be sent never arrives: stop() counts it lost.
    from.xmpp.send(xml('message', { to: to.jid, type: 'chat' }, xml('body', {}, body))).catch(() => {});
  };
  return {
    chatEvery(ms, into) {
      session.recorder = into;
      arrived = 0;
      const timers = chatters.map((chatter, n) => {
        const partner = chatters[n % 2 === 0 ? n + 1 : n - 1];
        return setInterval(() => send(chatter, partner), ms);
      });
      return {
        async stop() {
          for (const timer of timers) clearInterval(timer);
          const deadline = performance.now() + LOST_AFTER_MS;
          while (onTheirWay.size > 0 && performance.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 100));
          for (let n = onTheirWay.size; n > 0; n--) into.fail('chat message lost');
          onTheirWay.clear();
          return arrived;
        },
      };
    },
    async close() {
      session.closing = true;
      await Promise.all(chatters.map(({ xmpp }) => xmpp.stop().catch(() => {})));
    },
  };
}
