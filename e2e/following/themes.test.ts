import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, READER, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

describe('the theme tree', () => {
  it('shows the confidential branch, locked, only to users with confidential access', async () => {
    const analyst = await b.newPage();
    await signInWithPin(analyst, ANALYST, '1234', '/app/explorer');
    await analyst.getByRole('tab', { name: 'Thèmes' }).click();
    const tree = analyst.getByRole('tabpanel', { name: 'Thèmes' });
    const secret = tree.getByRole('link', { name: /^Dossiers sensibles/ });
    await secret.waitFor();
    expect(await secret.getByText('Confidentiel').count()).toBe(1);
    // Three levels: a root holds sub-roots, which hold leaves.
    expect(await tree.locator('ul ul ul').count()).toBeGreaterThan(0);
    expect(await axeViolations(analyst)).toEqual([]);
    const secretPath = await secret.getAttribute('href');

    const reader = await b.newPage();
    await signInWithPin(reader, READER, '1234', '/app/explorer');
    await reader.getByRole('tab', { name: 'Thèmes' }).click();
    const readerTree = reader.getByRole('tabpanel', { name: 'Thèmes' });
    await readerTree.getByRole('link').first().waitFor();
    expect(await readerTree.getByText('Confidentiel').count()).toBe(0);
    expect(await readerTree.getByRole('link', { name: /^Dossiers sensibles/ }).count()).toBe(0);
    const answer = await reader.evaluate(
      async (id) => (await fetch(`/api/v1/poi_theme/${id}`)).status,
      secretPath!.split('/').at(-1)!,
    );
    expect(answer).toBe(404);
  });
});
