import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { ANALYST, signInWithPin } from '../support/flows.ts';
import { controlled } from '../support/offline.ts';

const b = useBrowser();

describe('the Content Security Policy', () => {
  it('still holds when the service worker answers the page from its cache', async () => {
    const page = await b.newPage();
    await signInWithPin(page, ANALYST);
    await controlled(page);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();

    const blocked = await page.evaluate(async () => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        }),
      );
      document.body.insertAdjacentHTML('beforeend', '<p id="injected" style="color: rgb(255, 0, 0)">x</p>');
      const directive = await Promise.race([
        violation,
        new Promise((r) => setTimeout(() => r('none'), 2000)),
      ]);
      const colour = getComputedStyle(document.getElementById('injected')!).color;
      return { directive, colour };
    });
    expect(blocked.directive).toBe('style-src-attr');
    expect(blocked.colour).not.toBe('rgb(255, 0, 0)');
  });
});
