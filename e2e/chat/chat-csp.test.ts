import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { addReader, signInWithPin, tabBar } from '../support/flows.ts';

const b = useBrowser();

/** Every CSP violation the page reports, from its console and its `securitypolicyviolation` events. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective}: ${(event.target as Element | null)?.outerHTML?.slice(0, 200)}`,
      ),
    ),
  );
  return violations;
}

describe('the chat under the Content Security Policy', () => {
  it('breaks no rule of the policy on the Message tab or in a conversation, and shows the user by name', async () => {
    await addReader('camille.csp@vigie.example', 'chat-password-2', 'Camille', 'Sécurité');
    const page = await b.newPage();
    const violations = await recordViolations(page);
    await signInWithPin(page, 'camille.csp@vigie.example', '1234', '/app', 'chat-password-2');
    await tabBar(page).getByRole('link', { name: 'Messages' }).click();
    await page.getByTitle(/^Cliquez pour discuter avec Inès Carpentier/).waitFor({ timeout: 30_000 });
    const chat = page.locator('converse-root');
    await chat.getByText('Camille Sécurité').first().waitFor({ timeout: 30_000 });
    expect(await chat.textContent()).not.toMatch(/@vigie\.local|\(moi\)/);
    const initials = chat.locator('.vigie-initials').first();
    expect(await initials.textContent()).toMatch(/^\s*[A-ZÀ-Ý]{1,2}\s*$/);
    const box = await initials.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBe(box?.width);
    await page.getByTitle(/^Cliquez pour discuter avec Inès Carpentier/).click();
    const message = page.getByPlaceholder('Message').last();
    await message.fill('Bonjour, sous la CSP');
    await message.press('Enter');
    await chat.locator('.chat-msg__text', { hasText: 'Bonjour, sous la CSP' }).waitFor();
    // A violation is reported in a task of its own: one more task lets the last ones arrive.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    expect(violations).toEqual([]);
  }, 90_000);
});
