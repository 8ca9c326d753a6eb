import type { IncomingHttpHeaders } from 'node:http';

/** Node joins repeated headers with commas, except the few it keeps as arrays. */
const headerValue = (headers: IncomingHttpHeaders, name: string): string =>
  [headers[name] ?? []].flat().join(',');

const BLOCKING_FRAME_OPTION = /^(deny|sameorigin|allow-from)\b/i;

/** Whether X-Frame-Options or a CSP frame-ancestors directive keeps other sites from framing the page. */
export function forbidsFraming(headers: IncomingHttpHeaders): boolean {
  const frameOptions = headerValue(headers, 'x-frame-options').split(',');
  const policies = headerValue(headers, 'content-security-policy').split(',');
  return (
    frameOptions.some((option) => BLOCKING_FRAME_OPTION.test(option.trim())) ||
    policies.some(restrictsAncestors)
  );
}

/** A policy enforces its first frame-ancestors directive; only a source list holding `*` lets anyone frame. */
function restrictsAncestors(policy: string): boolean {
  const directive = policy
    .split(';')
    .map((text) => text.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
  return directive !== undefined && !directive.slice(1).includes('*');
}
