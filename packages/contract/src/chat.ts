import { z } from 'zod';

/** A theme's chat room: the local part of its JID. */
export const ChatRoomId = z
  .string()
  .regex(/^[a-z0-9._-]{5,40}$/, 'must be 5 to 40 lowercase letters, digits, dots, underscores or hyphens');

/** What the chat client logs in with: the password is a token valid a few minutes. */
export const ChatCredentials = z.object({
  jid: z.string(),
  password: z.string(),
  /** Relative (`/im/ws`, same origin) unless the XMPP server runs elsewhere. */
  websocket_url: z.string(),
});
export type ChatCredentials = z.infer<typeof ChatCredentials>;

/** `{user id}@{XMPP domain}`, the domain being optional: the user id is what counts. */
export const AvatarParams = z.object({
  jid: z
    .string()
    .regex(/^[0-9a-f]{24}(@[a-z0-9.-]{1,253})?$/, 'must be a user id, then optionally @ and a domain'),
});
