import { createHash } from 'node:crypto';

/** The hash CSP gives an inline `<style>`: its exact text, between the tags. */
const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * The app's CSP: scripts only from this origin, embedded sites only in frames, and among inline styles
 * only those index.html was built with (its critical stylesheet), allowed by their hashes.
 */
export function appCsp(indexHtml: string): string {
  const inlineStyles = [...indexHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...inlineStyles.map(styleHash)].join(' '),
    "img-src 'self' data: blob: https:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
