#!/usr/bin/env node
// Renders the PNG icons of the web manifest from their SVG sources with Debian's Chromium.
// Run after changing apps/web/public/icons/*.svg; the PNGs are committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const dir = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const renders = [
  ['vigie.svg', 'icon-192.png', 192],
  ['vigie.svg', 'icon-512.png', 512],
  ['maskable.svg', 'maskable-512.png', 512],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [source, target, size] of renders) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const svg = readFileSync(path.join(dir, source), 'utf8').replace(
    '<svg ',
    `<svg width="${size}" height="${size}" `,
  );
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${svg}`);
  await page.screenshot({ path: path.join(dir, target), omitBackground: true });
  await page.close();
}
await browser.close();
