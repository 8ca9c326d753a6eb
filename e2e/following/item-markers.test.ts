import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { textAboveCard } from '../support/feed.ts';
import { addReader, callApi, signInWithPin } from '../support/flows.ts';

const b = useBrowser();
const READER = 'marque-theme@vigie.example';
const PASSWORD = 'marque-theme-password-1';

beforeAll(() => addReader(READER, PASSWORD, 'Théo', 'Marque'));

describe("a followed item's read marker", () => {
  it('counts unread posts in Mes focus, marks the last visit on the briefing, and catches up', async () => {
    const page = await b.newPage();
    await signInWithPin(page, READER, '1234', '/app/settings', PASSWORD);
    const tree = await callApi<Array<{ id: string; item: string }>>(page, 'GET', '/poi_theme/tree');
    const energie = tree.find((theme) => theme.item === 'Énergie')!.id;
    await callApi(page, 'POST', `/focus_theme/${energie}/set`);
    const selection = JSON.stringify({ contacts: [], entities: [], themes: [energie], types: [] });
    const briefing = await callApi<{ data: Array<{ id: string }> }>(
      page,
      'GET',
      `/post/feed/custom?query=${encodeURIComponent(selection)}`,
    );
    await callApi(page, 'POST', '/markers', { [`theme:${energie}`]: { last_read_id: briefing.data[2]!.id } });

    await page.goto('/app/my-focus');
    await page.getByRole('tab', { name: 'Thèmes' }).click();
    const themes = page.getByRole('tabpanel', { name: 'Thèmes' });
    await themes.getByRole('link', { name: 'Énergie 2 non lus' }).click();

    const panel = page.getByRole('tabpanel', { name: 'Briefing' });
    await panel.getByText('Nouveau depuis votre dernière visite').waitFor();
    expect(await textAboveCard(panel, 2)).toBe('Nouveau depuis votre dernière visite');
    await panel.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await panel.getByRole('button', { name: 'Tout marquer comme lu' }).waitFor({ state: 'detached' });

    await page.goBack();
    await themes.getByRole('link', { name: 'Énergie', exact: true }).waitFor();
  });
});
