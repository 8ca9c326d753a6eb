import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { xml } from '@xmpp/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInToChat, useChatApp } from '../helpers/chat.ts';
import { createUser } from '../helpers/factories.ts';
import { nextStanza } from '../helpers/xmpp.ts';

const t = useChatApp();
let alice: Awaited<ReturnType<typeof createUser>>;
let bruno: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  alice = await createUser(t.db);
  bruno = await createUser(t.db);
});

const prosodyPid = async () => Number(await readFile(path.join(t.dataDir, 'prosody', 'prosody.pid'), 'utf8'));

/** Alice logs in and writes to Bruno, who must receive it. */
async function exchange(text: string): Promise<string | null> {
  const [fromAlice, toBruno] = await Promise.all([signInToChat(t, alice), signInToChat(t, bruno)]);
  const received = nextStanza(toBruno, (stanza) => stanza.getChildText('body') === text);
  await fromAlice.send(
    xml('message', { to: `${bruno.id}@vigie.local`, type: 'chat' }, xml('body', {}, text)),
  );
  return (await received).getChildText('body');
}

describe('the Prosody child process', () => {
  it('runs as the prosody user when the server is root', async () => {
    const status = await readFile(`/proc/${await prosodyPid()}/status`, 'utf8');
    const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
    if (process.getuid?.() === 0) expect(uid).not.toBe(0);
    else expect(uid).toBe(process.getuid?.());
  });

  it('is restarted when it dies, and chat works again', async () => {
    expect(await exchange('avant')).toBe('avant');
    const killed = await prosodyPid();
    const killedAt = Date.now();
    process.kill(killed, 'SIGKILL');

    // Clients lose their connection; the next login waits for the restarted Prosody.
    await expect.poll(() => t.chat.upstreamPort(), { timeout: 15_000, interval: 100 }).toBeUndefined();
    await expect.poll(() => t.chat.upstreamPort(), { timeout: 15_000, interval: 100 }).toBeDefined();
    const restartedInMs = Date.now() - killedAt;
    expect(await prosodyPid()).not.toBe(killed);
    expect(await exchange('après')).toBe('après');
    expect(t.warnings.join('\n')).toContain('Prosody stopped: restarting it');
    expect(restartedInMs).toBeLessThan(5_000);
  });
});
