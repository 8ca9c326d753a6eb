import type { ReceivedPush } from '../../apps/server/test/helpers/push-service.ts';

/** Who sent a push: the contact (`sub`) of the VAPID token in its Authorization header. */
export function senderOf(push: ReceivedPush): string {
  const token = /t=([^,\s]+)/.exec(String(push.headers.authorization))?.[1] ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}');
  return String(claims.sub);
}

/** The pushes each device received among `pushes`, by device name, as the list of their senders. */
export function tally(pushes: ReceivedPush[]): Map<string, string[]> {
  const byDevice = new Map<string, string[]>();
  for (const push of pushes) {
    const senders = byDevice.get(push.name) ?? [];
    senders.push(senderOf(push));
    byDevice.set(push.name, senders);
  }
  return byDevice;
}

/** How many devices received each number of pushes: `{ 1: 9990, 2: 10 }`. */
export function devicesByCount(byDevice: Map<string, string[]>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const senders of byDevice.values()) counts[senders.length] = (counts[senders.length] ?? 0) + 1;
  return counts;
}
