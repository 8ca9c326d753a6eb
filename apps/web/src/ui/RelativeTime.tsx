import { useRelativeDate } from '../lib/relative-date.ts';

/** A `<time>` showing how long ago `iso` was, kept up to date. */
export function RelativeTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{useRelativeDate(iso)}</time>;
}
