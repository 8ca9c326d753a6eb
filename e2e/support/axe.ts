import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the DevTools protocol: the app's CSP rightly refuses injected script tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2.x A and AA rules on the current page: the violations, each with its elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(options: object): Promise<{ violations: Violation[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations;
  });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * axe's violations on the current screen in the light and then the dark theme, switched as Apparence
 * switches it (the root's `data-theme`, which alone selects the theme's colours), and back.
 */
export async function axeInBothThemes(page: Page): Promise<Record<'light' | 'dark', string[]>> {
  const setTheme = (theme: string) =>
    page.evaluate((name) => {
      document.documentElement.dataset.theme = name;
      document.documentElement.style.colorScheme = name;
    }, theme);
  const initial = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  await setTheme('light');
  const light = await axeViolations(page);
  await setTheme('dark');
  const dark = await axeViolations(page);
  await setTheme(initial);
  return { light, dark };
}
