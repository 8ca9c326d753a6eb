import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { MOBILE } from '../support/chromium.ts';
import { ANALYST, signInWithPin } from '../support/flows.ts';
import { freePort, type RunningServer, startServer } from '../support/server.ts';

const b = useBrowser();
const builtWeb = path.resolve(import.meta.dirname, '../../apps/web/dist');
const servers: RunningServer[] = [];
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A copy of the build whose service worker differs by a byte: what a new deployment looks like. */
async function nextBuild(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'vigie-build-'));
  folders.push(folder);
  await cp(builtWeb, folder, { recursive: true });
  const sw = path.join(folder, 'sw.js');
  await writeFile(sw, `${await readFile(sw, 'utf8')}\n// next build\n`);
  return folder;
}

describe('a new version deployed while the app is open', () => {
  it('walks the Update screen through its states, then reloads on the new version', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vigie-e2e-update-'));
    folders.push(dataDir);
    const first = await startServer({ dataDir, port });
    const context = await b.browser.newContext({ ...MOBILE, baseURL: first.url });
    const page = await context.newPage();
    // The states the app goes through, kept across the reload that ends the update.
    await page.addInitScript(() => {
      const seen = () => JSON.parse(sessionStorage.getItem('sw-states') ?? '[]') as string[];
      setInterval(() => {
        const state = JSON.parse(localStorage.getItem('vigie') ?? '{}')?.state?.swState as string | undefined;
        if (state && seen().at(-1) !== state)
          sessionStorage.setItem('sw-states', JSON.stringify([...seen(), state]));
      }, 20);
    });
    await signInWithPin(page, ANALYST, '1234', '/app');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

    await first.stop();
    servers.push(await startServer({ dataDir, port, webDist: await nextBuild() }));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    await page.getByRole('heading', { name: 'Vigie est à jour.' }).waitFor({ timeout: 30_000 });
    await page.waitForEvent('load', { timeout: 10_000 });
    await page.getByRole('tabpanel', { name: 'Derniers Contenus' }).getByRole('article').first().waitFor();
    const states = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('sw-states') ?? '[]') as string[],
    );
    expect(states.slice(states.indexOf('waiting'))).toEqual([
      'waiting',
      'caching_dynamic',
      'activated',
      'unset',
    ]);
    // The page now runs under the new worker, with nothing left waiting.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBe(null);
    expect(await page.evaluate(async () => (await fetch('/sw.js')).text())).toContain('// next build');
    await context.close();
  });
});
