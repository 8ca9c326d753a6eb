import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { API_PREFIX, type HomeAnswers, routes } from '@vigie/contract';
import { type FirstScreenStyles, startAfterFirstPaint } from './start-after-paint.ts';
import type { WebFile } from './web-files.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/**
 * The chunk the web app loads once a user is signed in (`app/Navigator.tsx`), named after
 * `app/SignedIn.tsx`, whose static imports the web build gathers into it (`build/signed-in-chunk.ts`).
 */
const SIGNED_IN_CHUNK = 'SignedIn';
/**
 * What Home's first cards show (`lib/early-home.ts`), as the app asks for it: the normal feed with no
 * cursor, the bookmarks, and the read markers of Home's two timelines; and the start-up's refresh of the
 * account (`lib/session.ts`), which the splash waits for.
 */
export const HOME_ANSWER_URLS = Object.fromEntries(
  Object.entries({
    account: routes.me.path,
    feed: routes.normalFeed.path,
    bookmarks: routes.listBookmarks.path,
    markers: `${routes.markers.path}?${new URLSearchParams([
      ['timeline[]', 'home'],
      ['timeline[]', 'focus'],
    ])}`,
  } satisfies Record<keyof HomeAnswers, string>).map(([key, path]) => [key, `${API_PREFIX}${path}`]),
) as Record<keyof HomeAnswers, string>;
const { account: ACCOUNT, ...HOME_REQUESTS } = HOME_ANSWER_URLS;

/** What Connexion shows besides its form: the app's title, the support address and the terms' date. */
const CONNEXION_ANSWER_URLS = ['app_title', 'support_email', 'cgu'].map(
  (key) => `${API_PREFIX}${routes.appConfig.path.replace('*', key)}`,
);

/** Same URL and credentials mode as the app's own `fetch`, so that the page asks once. */
const fetchPreload = (href: string) => `<link rel="preload" as="fetch" href="${href}" crossorigin>`;

/** The signed-in chunk and what it imports, minus the entry every page already loads. */
function signedInFiles(manifest: ViteManifest): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const signedIn = Object.keys(manifest).find((key) => manifest[key]?.name === SIGNED_IN_CHUNK);
  if (signedIn) visit(signedIn);
  return { scripts: [...scripts], styles: [...styles] };
}

const withHeadTags = (index: WebFile, tags: string[]): string =>
  index.body.toString().replace('</head>', `${tags.join('')}</head>`);

const SCRIPT_REQUEST = /<script type="module"|<link rel="modulepreload"/g;

/**
 * The splash is painted from the HTML alone (index.html): the scripts are not on the way to that first
 * paint, and their low priority says so, to the browser and to Lighthouse's simulation of a slow phone,
 * which otherwise counts each high-priority script that has arrived before the first paint as holding it.
 */
const scriptsAtLowPriority = (html: string) => html.replace(SCRIPT_REQUEST, '$& fetchpriority="low"');

function withTags(index: WebFile, tags: string[], rewrite = (html: string) => html): WebFile {
  const body = Buffer.from(rewrite(withHeadTags(index, tags)));
  return {
    body,
    type: index.type,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    br: brotliCompressSync(body),
    gzip: gzipSync(body, { level: 9 }),
  };
}

export interface AppPages {
  /** For visitors without a session: only what Connexion needs, its answers asked for with the HTML. */
  signedOut: WebFile;
  /** For a returning user: the account's refresh and the signed-in chunk start with the entry, not after it. */
  returning: WebFile;
  /** The same on Home, which also starts what its first cards show from the HTML. */
  returningHome: WebFile;
  /**
   * The HTML Home's first cards are painted into (`home-first-paint.ts`), the answers inside: the app's
   * scripts and the signed-in chunk start once the cards are on screen. Compressed with each page made
   * from it, not here.
   */
  paintedHome: string;
}

/** Written by the web build (apps/web/build/inline-css.ts): the stylesheet index.html inlines, as a file. */
const STYLESHEET_FILE = '.vite/stylesheet.json';

/** The painted page's CSS: that of its first screen, then the whole stylesheet; none when either is missing. */
async function firstScreenStyles(
  dir: string,
  css: string | null | undefined,
): Promise<FirstScreenStyles | undefined> {
  const listed = await readFile(path.join(dir, STYLESHEET_FILE), 'utf8').catch(() => null);
  if (!listed || !css) return undefined;
  return { css, href: `/${(JSON.parse(listed) as { file: string }).file}` };
}

/**
 * index.html in three variants. A signed-out visitor never downloads the signed-in chunk (the login
 * route's weight budget); a visitor holding a session cookie would fetch it right after the entry, one
 * round trip later, so the page asks for it at once. `firstScreenCss`: the CSS of Home's painted cards.
 */
export async function appPages(
  dir: string,
  index: WebFile,
  firstScreenCss?: string | null,
): Promise<AppPages> {
  const styles = await firstScreenStyles(dir, firstScreenCss);
  const manifestText = await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8').catch(() => null);
  if (!manifestText)
    return {
      signedOut: index,
      returning: index,
      returningHome: index,
      paintedHome: startAfterFirstPaint(index.body.toString(), styles),
    };
  const { scripts, styles: chunkStyles } = signedInFiles(JSON.parse(manifestText) as ViteManifest);
  // The account's refresh leaves with the HTML rather than after the entry has run: the splash lasts
  // until it answers.
  const chunkTags = [
    ...scripts.map((file) => `<link rel="modulepreload" href="/${file}">`),
    ...chunkStyles.map((file) => `<link rel="preload" as="style" href="/${file}">`),
  ];
  const returningTags = [fetchPreload(ACCOUNT), ...chunkTags];
  return {
    signedOut: withTags(index, CONNEXION_ANSWER_URLS.map(fetchPreload), scriptsAtLowPriority),
    returning: withTags(index, returningTags),
    returningHome: withTags(index, [...returningTags, ...Object.values(HOME_REQUESTS).map(fetchPreload)]),
    paintedHome: startAfterFirstPaint(withHeadTags(index, chunkTags), styles),
  };
}
