import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium, MOBILE } from './chromium.ts';

export interface BrowserFixture {
  baseUrl: string;
  browser: Browser;
  /**
   * A new, empty browser profile (no cookie, no storage) with a page at a mobile size. `serviceWorkers:
   * 'block'` for a test that reroutes the page's requests: `page.route` never sees a worker's fetches;
   * `baseURL` for another server than the global set-up's.
   */
  newPage(options?: Pick<BrowserContextOptions, 'serviceWorkers' | 'baseURL'>): Promise<Page>;
  /** The same, as an installed browser profile on disk (installability needs a non-incognito profile). */
  newProfilePage(): Promise<Page>;
}

/** One Chromium per test file; each test gets fresh profiles, closed after it. */
export function useBrowser(): BrowserFixture {
  const fixture = { baseUrl: inject('baseUrl') } as BrowserFixture;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    fixture.browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(() => fixture.browser?.close());
  fixture.newPage = async (options = {}) => {
    const context = await fixture.browser.newContext({ ...MOBILE, baseURL: fixture.baseUrl, ...options });
    contexts.push(context);
    return context.newPage();
  };
  fixture.newProfilePage = async () => {
    const profile = await mkdtemp(path.join(os.tmpdir(), 'vigie-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      ...MOBILE,
      baseURL: fixture.baseUrl,
    });
    context.on(
      'close',
      () => void rm(profile, { recursive: true, force: true, maxRetries: 5 }).catch(() => {}),
    );
    contexts.push(context);
    return context.pages()[0] ?? context.newPage();
  };
  return fixture;
}
