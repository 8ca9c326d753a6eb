import { z } from 'zod';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url string decodes to, padded or not; -1 when no string of that length decodes. */
function decodedLength(text: string): number {
  const length = text.replace(/=+$/, '').length;
  return length % 4 === 1 ? -1 : Math.floor((length * 3) / 4);
}

/** A key of the browser's `PushSubscription.toJSON()`: base64url of exactly `bytes` bytes. */
const pushKey = (bytes: number) =>
  z
    .string()
    .max(200)
    .regex(BASE64URL, 'must be base64url')
    .refine((text) => decodedLength(text) === bytes, `must decode to ${bytes} bytes`);

/** Push services only accept https. */
export const PushEndpoint = z.url({ protocol: /^https$/, error: 'must be an https URL' }).max(2048);

/** `PushSubscription.toJSON()`: p256dh is the device's P-256 public key, auth its 16-byte secret. */
export const PushSubscriptionJson = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: pushKey(65), auth: pushKey(16) }),
});

export const RegisterPushQuery = z.object({ mode: z.enum(['new', 'update']) });
/** `lang`: the language the device's app shows, which its pushes are written in (French when absent). */
export const RegisterPushBody = z.object({
  subscription: PushSubscriptionJson,
  lang: z.enum(['fr', 'en']).optional(),
});
/** Unregistering needs only the endpoint: a device may send whatever keys it still holds. */
export const UnregisterPushBody = z.object({
  subscription: PushSubscriptionJson.extend({
    keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(200) }).optional(),
  }),
});

export const VapidPublicKey = z.object({ public_key: z.string() });

export const PingPushBody = z.object({ endpoint: z.string().max(2048) });
export const PingResult = z.object({
  endpoint: z.string(),
  result: z.enum(['sent', 'deleted', 'error']),
});

export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;
export type PingResult = z.infer<typeof PingResult>;
