import type { PinRecord } from '../../lib/store.ts';

// A 4-digit PIN has only 10,000 values: the hash keeps it out of clear text, the iterations make each
// guess cost something; the real guard is the 3-attempt limit and the server session behind it.
const ITERATIONS = 100_000;

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS },
    key,
    256,
  );
  return toBase64(bits);
}

export async function hashPin(pin: string, now = Date.now()): Promise<PinRecord> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: await derive(pin, salt), createdAt: now };
}

export async function pinMatches(pin: string, record: PinRecord): Promise<boolean> {
  return (await derive(pin, fromBase64(record.salt))) === record.hash;
}
