import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { DEMO_PASSWORD, logIn, READER, tabBar, typePin } from '../support/flows.ts';

const b = useBrowser();

describe('Connexion', () => {
  it('is styled by the stylesheet inside its HTML, which the CSP allows by its hash', async () => {
    const page = await b.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const response = await page.goto('/app');
    expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-[\w+/]+=*'/);
    await page.getByLabel('E-mail').waitFor();
    // The light theme's --bg, #f4f6f9: the browser's default would be transparent.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(244, 246, 249)',
    );
    expect(violations).toEqual([]);
  });

  it('paints its splash before any script has run, and asks once for what it shows besides the form', async () => {
    const withoutScripts = await b.newPage();
    await withoutScripts.route('**/assets/*.js', (route) => route.abort());
    await withoutScripts.goto('/app');
    await withoutScripts.getByRole('status').waitFor();
    // The splash is the page's first content: nothing of it waits for a script.
    await expect
      .poll(() =>
        withoutScripts.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1);

    const page = await b.newPage();
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/app_config/')) configRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/app');
    await page.getByText(/Contactez le support par e-mail/).waitFor();
    // The page asks for them with its HTML (a preload link), and the app takes those answers rather than ask again.
    expect(configRequests.sort()).toEqual([
      '/api/v1/app_config/app_title',
      '/api/v1/app_config/cgu',
      '/api/v1/app_config/support_email',
    ]);
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/v1/app_config/'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators).toEqual(['link', 'link', 'link']);
  });

  it('shows Se connecter only once both fields are filled, and asks for the terms', async () => {
    const page = await b.newPage();
    await page.goto('/app');
    const submit = page.getByRole('button', { name: 'Se connecter' });
    await page.getByLabel('E-mail').fill(READER);
    expect(await submit.count()).toBe(0);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await submit.click();
    await page
      .getByText("Vous devez accepter les conditions générales d'utilisation pour accéder à l'application")
      .waitFor();
    expect(await tabBar(page).count()).toBe(0);
  });

  it('refuses a wrong password, then signs in with the right one and asks to create a PIN', async () => {
    const page = await b.newPage();
    await page.goto('/app');
    await logIn(page, READER, 'not the password');
    await page.getByText('E-mail ou mot de passe incorrect').waitFor();

    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page
      .getByRole('heading', { name: 'Vous venez de vous connecter, vous devez créer un NIP' })
      .waitFor();
    expect(await tabBar(page).count()).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'vigie_session')).toMatchObject({ httpOnly: true });
  });

  it('brings a deep link opened while signed out to its screen after login and PIN', async () => {
    const page = await b.newPage();
    await page.goto('/app/explorer/settings/langue');
    await logIn(page, READER);
    await typePin(page, '2468');
    await page.getByRole('heading', { name: 'Langue' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/explorer/settings/langue');
    await tabBar(page).getByRole('link', { name: 'Explorer' }).waitFor();
  });
});

describe('Connexion under repeated failures', () => {
  it('says how long to wait once the e-mail is locked out (429)', async () => {
    const page = await b.newPage();
    await page.goto('/app');
    await logIn(page, 'inconnu@vigie.example', 'guess-1');
    await page.getByText('E-mail ou mot de passe incorrect').waitFor();
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      await page.getByLabel('Mot de passe', { exact: true }).fill(`guess-${attempt}`);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    }
    await page.getByText(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/).waitFor();
  });
});
