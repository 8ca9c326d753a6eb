import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { runCli } from './server.ts';

export const DEMO_PASSWORD = 'vigie-demo-1';
export const READER = 'lecteur@vigie.example';
export const ANALYST = 'analyste@vigie.example';
export const EDITOR = 'redaction@vigie.example';

/** A reader of a scenario's own, added through the CLI: what they follow and read touches no other scenario. */
export async function addReader(email: string, password: string, firstname: string, lastname: string) {
  const names = ['--firstname', firstname, '--lastname', lastname];
  await runCli(inject('dataDir'), 'user', 'add', '--email', email, '--password', password, ...names);
}

/** Fills Connexion; the demo data has active terms, so the box is ticked. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export async function typePin(page: Page, pin: string): Promise<void> {
  for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
}

export const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** Signs in and creates the PIN, ending on the unlocked app at `path`. */
export async function signInWithPin(
  page: Page,
  email: string,
  pin = '1234',
  path = '/app',
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(path);
  await logIn(page, email, password);
  await page
    .getByRole('heading', { name: 'Vous venez de vous connecter, vous devez créer un NIP' })
    .waitFor();
  await typePin(page, pin);
  await tabBar(page).waitFor();
}

/** An API call made by the page itself, with its session cookie: the JSON answer, or null for a 204. */
export const callApi = <T = unknown>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) =>
  page.evaluate(
    async ([verb, url, json]) => {
      const response = await fetch(`/api/v1${url}`, {
        method: verb,
        headers: { 'content-type': 'application/json' },
        body: json,
      });
      return (response.status === 204 ? null : await response.json()) as T;
    },
    [method, path, body === undefined ? undefined : JSON.stringify(body)] as const,
  );

/** The status of an API call made by the page itself, with its cookie. */
export const apiStatus = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).status, `/api/v1${path}`);

/** Opens the app in the dark or light theme, as a user who chose it in Apparence (the persisted store). */
export async function preferTheme(page: Page, dark: boolean): Promise<void> {
  await page.addInitScript((isDark) => {
    if (!localStorage.getItem('vigie'))
      localStorage.setItem('vigie', JSON.stringify({ state: { isDark }, version: 1 }));
  }, dark);
}
