import { describe, expect, it } from 'vitest';
import { axeInBothThemes } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { READER, signInWithPin, tabBar } from '../support/flows.ts';

const b = useBrowser();

describe('a screen that fails to render', () => {
  it('shows the generic error with a reload, keeps the tab bar, logs once, and recovers', async () => {
    // Service workers blocked: page.route never sees a worker's fetches.
    const page = await b.newPage({ serviceWorkers: 'block' });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Render failed'))
        logged.push(message.text());
    });
    await signInWithPin(page, READER, '1234', '/app/tendance');

    let malformed = true;
    await page.route('**/api/v1/post/feed/normal*', async (route) => {
      if (!malformed) return route.continue();
      const answer = await route.fetch();
      const feed = (await answer.json()) as { data: Record<string, unknown>[] };
      delete feed.data[0]!.title;
      delete feed.data[0]!.summary;
      await route.fulfill({ response: answer, json: feed });
    });
    await tabBar(page).getByRole('link', { name: 'Accueil' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'An error occured' });
    await failure.waitFor();
    const reload = page.getByRole('button', { name: "Recharger l'application" });
    expect(await reload.isVisible()).toBe(true);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('/app');
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });

    await tabBar(page).getByRole('link', { name: 'Explorer' }).click();
    await page.getByRole('heading', { name: 'Explorer', level: 1 }).waitFor();
    expect(await failure.count()).toBe(0);

    await tabBar(page).getByRole('link', { name: 'Accueil' }).click();
    await failure.waitFor();
    malformed = false;
    await reload.click();
    await page.getByRole('article').first().waitFor();
    expect(await failure.count()).toBe(0);
    expect(await tabBar(page).isVisible()).toBe(true);
  });
});
