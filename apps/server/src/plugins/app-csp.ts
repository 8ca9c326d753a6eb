import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The hash CSP gives an inline `<style>` or `<script>`: its exact text, between the tags. */
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The texts of the pages' elements of one kind written without attributes, as the builds write them. */
const inlineTexts = (pages: readonly string[], tag: 'style' | 'script') => [
  ...new Set(
    pages.flatMap((page) =>
      [...page.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1] ?? ''),
    ),
  ),
];

/** Written by the web build (apps/web/build/converse-assets.ts). */
const RUNTIME_STYLES_FILE = '.vite/inline-styles.json';

/**
 * The texts of the `<style>` elements the app inserts once running: the chat client's, which hold no CSS
 * (apps/web/build/converse-inline-styles.ts). None for a build that lists none.
 */
export async function runtimeInlineStyles(webDistDir: string): Promise<string[]> {
  const listed = await readFile(path.join(webDistDir, RUNTIME_STYLES_FILE), 'utf8').catch(() => '[]');
  return JSON.parse(listed) as string[];
}

/**
 * Where the chat client connects beyond this origin: a chat server given by its own address
 * (`XMPP_WEBSOCKET_URL`), which browsers reach directly; nothing for a path on this origin.
 */
export function chatConnectSources(websocketUrl: string | undefined): string[] {
  return websocketUrl && URL.canParse(websocketUrl) ? [new URL(websocketUrl).origin] : [];
}

/**
 * The app's CSP: scripts only from this origin, embedded sites only in frames, and among inline styles and
 * scripts only those the pages were built with (index.html's critical stylesheet, the painted Home's start)
 * and the styles the build lists as inserted at run time, allowed by their hashes. Connections go to this
 * origin and to `connectSources`.
 */
export function appCsp(
  builtPages: readonly string[],
  runtimeStyles: readonly string[] = [],
  connectSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineTexts(builtPages, 'script').map(hash)].join(' '),
    ["style-src 'self'", ...[...inlineTexts(builtPages, 'style'), ...runtimeStyles].map(hash)].join(' '),
    "img-src 'self' data: blob: https:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
