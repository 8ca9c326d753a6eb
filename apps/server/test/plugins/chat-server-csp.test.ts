import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const dist = await mkdtemp(path.join(os.tmpdir(), 'vigie-web-'));
await mkdir(path.join(dist, '.vite'));
await writeFile(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true } }),
);
await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Vigie</title><div id="root"></div>');
afterAll(() => rm(dist, { recursive: true, force: true }));

const elsewhere = useTestApp({ webDistDir: dist, xmppWebsocketUrl: 'wss://chat.example.org/xmpp-websocket' });
const onThisOrigin = useTestApp({ webDistDir: dist, xmppWebsocketUrl: '/xmpp-websocket' });

const connectSrc = async (app: typeof elsewhere.app) => {
  const page = await app.inject({ method: 'GET', url: '/app' });
  return /connect-src [^;]*/.exec(String(page.headers['content-security-policy']))?.[0];
};

describe("the app's CSP with a chat server run elsewhere (XMPP_WEBSOCKET_URL)", () => {
  it('lets the chat client connect to that server, which browsers reach directly', async () => {
    expect(await connectSrc(elsewhere.app)).toBe("connect-src 'self' wss://chat.example.org");
  });

  it('adds nothing for a chat server reached through this origin', async () => {
    expect(await connectSrc(onThisOrigin.app)).toBe("connect-src 'self'");
  });
});
