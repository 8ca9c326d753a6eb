import { translate } from '../../lib/i18n.ts';
import { useStore } from '../../lib/store.ts';
import { startChat } from './chat-client.ts';

/** The post a chat message points to. */
export interface SharedPost {
  id: string;
  title: string;
}

const postUrl = (post: SharedPost) => `${window.location.origin}/app/post/${post.id}`;

async function sendToEach(userIds: readonly string[], body: string): Promise<void> {
  const chat = await startChat();
  for (const userId of userIds) {
    const conversation = await chat.api.chats.get(chat.jidOf(userId), {}, true);
    await conversation.sendMessage({ body });
  }
}

const say = (key: 'chat.shareMessage' | 'chat.mentionMessage', post: SharedPost) =>
  translate(useStore.getState().lang, key, { title: post.title, url: postUrl(post) });

/** docs/product.md §2.17 share: each colleague gets a private message with the post's title and link. */
export const sharePost = (post: SharedPost, userIds: readonly string[]) =>
  sendToEach(userIds, say('chat.shareMessage', post));

/**
 * docs/product.md §2.17 mentions: whoever a comment mentions also gets a private message linking to the
 * post.
 */
export const sendMentions = (post: SharedPost, userIds: readonly string[]) =>
  sendToEach(userIds, say('chat.mentionMessage', post));

/** Opens the conversation with a colleague, for the Message tab to show. */
export async function openConversation(userId: string): Promise<void> {
  const chat = await startChat();
  await chat.api.chats.open(chat.jidOf(userId));
}

/** Opens a theme's room, its archive with it, for the Message tab to show (docs/product.md §2.9). */
export async function openRoom(room: string): Promise<void> {
  const chat = await startChat();
  await chat.api.rooms.open(chat.roomJidOf(room));
}
