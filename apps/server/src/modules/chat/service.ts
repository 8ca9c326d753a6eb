import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ChatCredentials } from '@vigie/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { hashToken } from '../auth/service.ts';
import { findMedia } from '../users/repository.ts';
import { mediaIdOf } from '../users/service.ts';
import * as repo from './repository.ts';
import type { ChatBackend } from './runtime.ts';

const USER_ID = /^[0-9a-f]{24}$/;

/** A fresh password for the chat client: a random token, valid `chatTokenTtlMs`. */
export async function issueCredentials(
  db: Db,
  chat: ChatBackend | undefined,
  config: Pick<Config, 'xmppDomain' | 'chatTokenTtlMs'>,
  userId: string,
): Promise<ChatCredentials> {
  const websocketUrl = chat?.websocketUrl;
  if (!websocketUrl) throw new HttpError(503, 'chat_unavailable', 'Chat is not available on this server');
  const token = randomBytes(18).toString('base64url');
  await repo.insertChatToken(db, hashToken(token), userId, new Date(Date.now() + config.chatTokenTtlMs));
  return { jid: `${userId}@${config.xmppDomain}`, password: token, websocket_url: websocketUrl };
}

/** Whether Prosody's modules sent the shared secret; none is configured, none is accepted. */
export function isChatServer(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An XMPP login: `username` is the user id, `password` a chat token of that user. */
export async function chatLoginIsValid(db: Db, username: string, password: string): Promise<boolean> {
  if (!USER_ID.test(username)) return false;
  return repo.chatTokenIsValid(db, hashToken(password), username);
}

/** Any active user may enter a room, but a theme's room only if the theme is visible to them. */
export async function mayEnterRoom(db: Db, username: string, room: string): Promise<boolean> {
  const viewer = USER_ID.test(username) ? await repo.findActiveViewer(db, username) : undefined;
  return viewer !== undefined && !(await repo.roomOfHiddenTheme(db, viewer, room));
}

export type Avatar = { redirect: string } | { contentType: string; data: Buffer };

/** A user's image: the uploaded bytes, or where an imported image lives. */
export async function findAvatar(db: Db, jid: string): Promise<Avatar> {
  const img = await repo.findUserImage(db, jid.split('@')[0] ?? '');
  if (!img) throw notFound('Avatar');
  const mediaId = mediaIdOf(img);
  if (mediaId === undefined) return { redirect: img };
  const media = await findMedia(db, mediaId);
  if (!media) throw notFound('Avatar');
  return { contentType: media.content_type, data: media.data };
}
