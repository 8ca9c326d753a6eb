import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { callApi, EDITOR, signInWithPin } from '../support/flows.ts';

const b = useBrowser();

interface Setting {
  id: string;
  focus_enabled: boolean;
  notification_enabled: boolean;
  poi_contact: { id: string; firstname: string; lastname: string };
}

const nameOf = (setting: Setting) => `${setting.poi_contact.firstname} ${setting.poi_contact.lastname}`;

describe('MyFocus edit mode', () => {
  it('sends exactly the changed toggles on Valider, focus first, and nothing on Annuler', async () => {
    const page = await b.newPage();
    await signInWithPin(page, EDITOR);
    const contacts = (await callApi(page, 'GET', '/poi_contact')) as { id: string }[];
    const [a, c2, c3] = contacts.slice(0, 3).map((contact) => contact.id);
    for (const id of [a, c2, c3]) await callApi(page, 'POST', `/focus_contact/${id}/set`);
    const before = (await callApi(page, 'GET', '/focus_contact')) as Setting[];
    const [first, second, third] = [a, c2, c3].map((id) => before.find((s) => s.poi_contact.id === id)!);

    await page.goto('/app/my-focus');
    const list = page.getByRole('tabpanel', { name: 'Contacts' });
    await list.getByRole('link', { name: nameOf(first!) }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(new URL(request.url()).pathname.replace('/api/v1', ''));
    });

    await page.getByRole('button', { name: 'Modifier mes focus' }).click();
    await list.getByRole('button', { name: `Notifications : ${nameOf(second!)}` }).click();
    await list.getByRole('button', { name: `Focus : ${nameOf(first!)}` }).click();
    await list.getByRole('button', { name: `Notifications : ${nameOf(first!)}` }).click();
    await list.getByRole('button', { name: `Focus : ${nameOf(third!)}` }).click();
    // Twice on the same toggle: back where it was, so nothing to send for it.
    await list.getByRole('button', { name: `Focus : ${nameOf(second!)}` }).click();
    await list.getByRole('button', { name: `Focus : ${nameOf(second!)}` }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.getByRole('button', { name: 'Modifier mes focus' }).waitFor();

    // Focus changes first, then notifications; within each, in any order.
    expect(new Set(sent.slice(0, 2))).toEqual(
      new Set([`/focus_contact/${a}/unset`, `/focus_contact/${c3}/unset`]),
    );
    expect(new Set(sent.slice(2))).toEqual(
      new Set([`/notify_contact/${c2}/set`, `/notify_contact/${a}/set`]),
    );
    const after = (await callApi(page, 'GET', '/focus_contact')) as Setting[];
    const state = (id: string | undefined) => {
      const setting = after.find((s) => s.poi_contact.id === id);
      return [setting?.focus_enabled ?? false, setting?.notification_enabled ?? false];
    };
    expect([state(a), state(c2), state(c3)]).toEqual([
      [false, true],
      [true, true],
      [false, false],
    ]);

    sent.length = 0;
    await page.getByRole('button', { name: 'Modifier mes focus' }).click();
    await list.getByRole('button', { name: `Focus : ${nameOf(second!)}` }).click();
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Modifier mes focus' }).waitFor();
    expect(sent).toEqual([]);
    expect(await callApi(page, 'GET', '/focus_contact')).toEqual(after);
  });
});
