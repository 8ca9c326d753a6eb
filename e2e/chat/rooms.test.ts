import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeInBothThemes } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { addReader, callApi, signInWithPin } from '../support/flows.ts';

const b = useBrowser();
const PASSWORD = 'salon-password-1';
const READERS = ['salon.un@vigie.example', 'salon.deux@vigie.example'] as const;

beforeAll(async () => {
  await addReader(READERS[0], PASSWORD, 'Rémi', 'Salon');
  await addReader(READERS[1], PASSWORD, 'Sacha', 'Salon');
});

/** Signs in and opens the Énergie theme's screen, which offers its room. */
async function openEnergie(page: Page, email: string): Promise<void> {
  await signInWithPin(page, email, '1234', '/app', PASSWORD);
  const tree = await callApi<Array<{ id: string; item: string }>>(page, 'GET', '/poi_theme/tree');
  await page.goto(`/app/explorer/theme/${tree.find((theme) => theme.item === 'Énergie')!.id}`);
  await page.getByRole('button', { name: 'Rejoindre le salon' }).waitFor();
}

/** The Message tab opens on the room. */
async function join(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Rejoindre le salon' }).click();
  await page.waitForURL((url) => url.pathname === '/app/message');
}

describe("A theme's chat room", () => {
  it('is joined from the theme, takes a line, and shows it from its archive to whoever joins later', async () => {
    const first = await b.newPage();
    await openEnergie(first, READERS[0]);
    expect(await axeInBothThemes(first)).toEqual({ light: [], dark: [] });
    await join(first);
    const box = first.getByPlaceholder('Message').last();
    await box.waitFor({ timeout: 30_000 });
    await box.fill('Point énergie à 15 h');
    await box.press('Enter');
    await first.getByText('Point énergie à 15 h').last().waitFor({ timeout: 30_000 });

    const later = await b.newPage();
    await openEnergie(later, READERS[1]);
    await join(later);
    await later.getByText('Point énergie à 15 h').last().waitFor({ timeout: 30_000 });
  }, 120_000);
});
