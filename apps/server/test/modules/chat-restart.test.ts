import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { xml } from '@xmpp/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInToChat, useChatApp } from '../helpers/chat.ts';
import { createUser } from '../helpers/factories.ts';
import { nextStanza } from '../helpers/xmpp.ts';

// Secrets the server's own environment may hold, set before Prosody starts.
vi.stubEnv('DATABASE_URL', 'postgres://vigie:hunter2@db.internal/vigie');
vi.stubEnv('VIGIE_TEST_SECRET', 'not for prosody');
afterAll(() => vi.unstubAllEnvs());
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

  it('gets only the environment it needs, none of the server’s secrets', async () => {
    const environ = await readFile(`/proc/${await prosodyPid()}/environ`, 'utf8');
    const variables = new Map(
      environ
        .split('\0')
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    expect(variables.has('DATABASE_URL')).toBe(false);
    expect(environ).not.toContain('hunter2');
    expect(environ).not.toContain('not for prosody');
    for (const name of variables.keys())
      expect(name).toMatch(/^(PATH|HOME|LANG|LANGUAGE|LC_\w+|TZ|LUA_C?PATH\w*)$/);
    expect(variables.get('HOME')).toBe(path.join(t.dataDir, 'prosody'));
    expect(variables.get('PATH')).toBe(process.env.PATH);
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
