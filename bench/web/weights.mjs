import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MOBILE } from '../../e2e/support/chromium.ts';
import { logIn, READER, typePin } from '../../e2e/support/flows.ts';

const PIN = '1234';

const gzipSize = (body) => gzipSync(body, { level: 9 }).length;
const brotliSize = (body) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Records every same-origin document, stylesheet and script the page loads. Bodies are read as soon as
 * each response arrives because Chromium may drop them once the page moves on.
 */
function recordResponses(page, origin) {
  const entries = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (!['document', 'stylesheet', 'script'].includes(type)) return;
    if (new URL(url).origin !== origin || entries.has(url)) return;
    entries.set(url, {
      url,
      type,
      status: response.status(),
      body: response.body().catch((error) => {
        throw new Error(`could not read the body of ${url}: ${error.message}`);
      }),
    });
  });
  return async () => {
    const list = [...entries.values()];
    const bodies = await Promise.all(list.map((entry) => entry.body));
    return list.map((entry, i) => ({
      file: new URL(entry.url).pathname,
      type: entry.type,
      status: entry.status,
      bytes: bodies[i].length,
      gzip: gzipSize(bodies[i]),
      brotli: brotliSize(bodies[i]),
    }));
  };
}

const scriptsOf = (files) =>
  files
    .filter((f) => f.type === 'script')
    .map(({ file, bytes, gzip }) => ({ file, bytes, gzip }))
    .sort((a, b) => b.gzip - a.gzip);

const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);

/** JS (gzip -9) of the login route and of the signed-in Home, and the login route's HTML + CSS (brotli 11). */
export async function measureWeights(browser, url) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const snapshot = recordResponses(page, url);
    await page.goto(`${url}/app`);
    await page.getByLabel('E-mail').waitFor();
    await page.waitForLoadState('networkidle');
    const loginFiles = await snapshot();
    const loginScripts = scriptsOf(loginFiles);
    const htmlCss = loginFiles
      .filter((f) => f.type === 'document' || f.type === 'stylesheet')
      .map(({ file, type, bytes, brotli }) => ({ file, type, bytes, brotli }));

    await logIn(page, READER);
    await page.getByRole('heading', { name: /vous devez créer un NIP/ }).waitFor();
    await typePin(page, PIN);
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    await page.waitForLoadState('networkidle');
    const homeScripts = scriptsOf(await snapshot());

    return {
      login: {
        scripts: loginScripts,
        jsGzip: sum(loginScripts, 'gzip'),
        htmlCss,
        htmlCssBrotli: sum(htmlCss, 'brotli'),
      },
      home: { scripts: homeScripts, jsGzip: sum(homeScripts, 'gzip') },
    };
  } finally {
    await context.close();
  }
}
