import { beforeAll, describe, expect, it } from 'vitest';
import { axeInBothThemes } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { addReader, signInWithPin } from '../support/flows.ts';

const b = useBrowser();
const READER = 'premiers-pas@vigie.example';
const PASSWORD = 'premiers-pas-password-1';

beforeAll(() => addReader(READER, PASSWORD, 'Lou', 'Débutante'));

describe('the way in for a reader who follows nothing', () => {
  it("fills Home's Mes focus tab two taps from Home: the tab, then a suggestion's toggle", async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER, '1234', '/app', PASSWORD);

    await page.getByRole('tab', { name: 'Mes focus' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Mes focus' });
    const wayIn = panel.getByRole('region', { name: 'Vous ne suivez encore rien' });
    const toggles = wayIn.getByRole('button', { name: /^Focus : / });
    await toggles.first().waitFor();
    expect(await toggles.count()).toBeGreaterThan(0);
    expect(await panel.getByRole('article').count()).toBe(0);
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });

    await toggles.first().click();
    await panel.getByRole('article').first().waitFor();
    await wayIn.waitFor({ state: 'detached' });
  });
});
