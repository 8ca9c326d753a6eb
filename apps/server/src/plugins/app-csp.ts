import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The hash CSP gives an inline `<style>`: its exact text, between the tags. */
const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

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
 * The app's CSP: scripts only from this origin, embedded sites only in frames, and among inline styles
 * only those index.html was built with (its critical stylesheet) and those the build lists as inserted at
 * run time, allowed by their hashes. Connections go to this origin and to `connectSources`.
 */
export function appCsp(
  indexHtml: string,
  runtimeStyles: readonly string[] = [],
  connectSources: readonly string[] = [],
): string {
  const inlineStyles = [...indexHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...[...inlineStyles, ...runtimeStyles].map(styleHash)].join(' '),
    "img-src 'self' data: blob: https:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
