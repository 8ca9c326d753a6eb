import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { logIn, signInWithPin, tabBar } from '../support/flows.ts';

const b = useBrowser();
const ADMIN = 'admin@vigie.example';

/** A page at a desk's width, signed in with a PIN, at `path`. */
async function atDesk(email: string, path: string): Promise<Page> {
  const page = await b.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithPin(page, email, '1234', path);
  return page;
}

describe('the newsroom’s administration', () => {
  it('creates an account whose holder chooses a password from a one-time link; deactivating it sends their open tab back to Connexion', async () => {
    const admin = await atDesk(ADMIN, '/app/redaction/comptes');
    const email = `jeanne.martin.${Date.now()}@vigie.example`;
    await admin.getByRole('button', { name: 'Nouveau compte' }).click();
    await admin.getByLabel('Prénom').fill('Jeanne');
    await admin.getByLabel('Nom', { exact: true }).fill('Martin');
    await admin.getByLabel('E-mail').fill(email);
    await admin.getByRole('button', { name: 'Créer le compte' }).click();
    await admin.getByText('Compte créé pour Jeanne Martin.').waitFor();
    const linkField = admin.getByRole('textbox', { name: 'Lien à usage unique pour Jeanne Martin' });
    const first = await linkField.inputValue();

    // A new link voids the first, which is no longer shown.
    await admin.getByRole('searchbox', { name: 'Rechercher un compte' }).fill(email);
    const row = admin
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: 'Jeanne Martin' }) });
    await row.getByRole('button', { name: 'Lien de mot de passe' }).click();
    await expect
      .poll(async () => [await linkField.count(), await linkField.first().inputValue()])
      .not.toEqual([1, first]);
    expect(await linkField.count()).toBe(1);
    const link = await linkField.inputValue();
    expect(new URL(link).pathname).toMatch(/^\/app\/password\/[\w-]{43}$/);

    // The holder opens the link on their own phone and chooses a password nobody else sees.
    const holder = await b.newPage();
    const password = 'une phrase de passe assez longue';
    const choosePassword = async (page: Page, url: string) => {
      await page.goto(new URL(url).pathname);
      await page.getByLabel('Nouveau mot de passe').fill(password);
      await page.getByLabel('Confirmer le mot de passe').fill(password);
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    };
    await choosePassword(holder, link);
    await holder.getByText('Votre mot de passe est enregistré : connectez-vous avec le nouveau.').waitFor();
    await signInWithPin(holder, email, '1234', '/app', password);

    // Each link serves once: the voided first one, and the second now used.
    for (const used of [first, link]) {
      const again = await b.newPage();
      await choosePassword(again, used);
      await again.getByText(/Ce lien n'est plus valable/).waitFor();
    }

    await row.getByRole('button', { name: 'Désactiver' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Désactiver' }).click();
    await row.getByText('Désactivé').waitFor();

    // The holder's tab, open all along, returns to Connexion at its next request: one of its own (markers
    // read again, a refresh) may come first, else the click on Tendances makes one.
    const tendances = tabBar(holder).getByRole('link', { name: 'Tendances' });
    await tendances.click({ timeout: 5_000 }).catch(() => undefined);
    await holder.getByLabel('E-mail').waitFor();
    expect(await tabBar(holder).count()).toBe(0);
    await logIn(holder, email, password);
    await holder.getByText('E-mail ou mot de passe incorrect').waitFor();
  }, 90_000);
});
