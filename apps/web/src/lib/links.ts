/** A piece of plain text: either words, or an address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Starts an address only where a word starts: not inside "awww.", an e-mail or a longer host name.
// A `www.` address needs a dot after its first label, so that "www." alone stays text.
const CANDIDATE = /(?<![\p{L}\p{N}_@./-])(?:https?:\/\/|www\.(?=[\p{L}\p{N}-]+\.[\p{L}\p{N}]))[^\s<>"]+/giu;
const TRAILING_PUNCTUATION = new Set([...'.,;:!?\'"«»“”‘’)]}']);
const OPENING: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
// A scheme, unless what follows the colon is a port number ("example.org:8080").
const SCHEME = /^([a-z][a-z\d+.-]*):(?!\d)/i;

const count = (text: string, character: string) => text.split(character).length - 1;

/** Drops the punctuation that ends the sentence, but keeps a bracket the address itself opened. */
function trimTrailingPunctuation(candidate: string): string {
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1]!;
    if (!TRAILING_PUNCTUATION.has(last)) break;
    const opening = OPENING[last];
    const kept = candidate.slice(0, end);
    if (opening !== undefined && count(kept, opening) >= count(kept, last)) break;
    end -= 1;
  }
  return candidate.slice(0, end);
}

/**
 * An absolute http(s) address for a link, `https://` added when the scheme is missing
 * ("www.example.org", "example.org/page"); null when the app cannot open it.
 */
export function normalizeUrl(raw: string): string | null {
  const trimmed = raw.trim();
  // Browsers drop tabs and line breaks inside addresses, which is how schemes get disguised.
  if (trimmed === '' || /[\s\p{Cc}]/u.test(trimmed)) return null;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  const candidate = scheme === undefined ? `https://${trimmed.replace(/^\/\//, '')}` : trimmed;
  // "/path" is relative to the app, and "http:example.org" is not an address anyone writes.
  if (!/^https?:\/\/[^/\\]/i.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (scheme === undefined && !url.hostname.includes('.')) return null;
  return candidate;
}

/** Cuts plain text into words and the http(s) or `www.` addresses found in it. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let textStart = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const address = trimTrailingPunctuation(match[0]);
    const href = normalizeUrl(address);
    if (href === null) continue;
    if (match.index > textStart) parts.push({ kind: 'text', text: text.slice(textStart, match.index) });
    parts.push({ kind: 'link', text: address, href });
    textStart = match.index + address.length;
  }
  if (textStart < text.length) parts.push({ kind: 'text', text: text.slice(textStart) });
  return parts;
}
