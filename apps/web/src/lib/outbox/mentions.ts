import { deleteAction, readActions } from './db.ts';
import { announceChange } from './replay.ts';

/** Sends the chat message to the colleagues a comment mentions (the chat feature's, given by the app). */
export type MentionMessenger = (post: { id: string; title: string }, userIds: string[]) => Promise<void>;

let messenger: MentionMessenger | null = null;

/** One sender at a time across tabs: a message owed is sent once. */
const LOCK = 'vigie-outbox-mentions';

async function sendOwed(send: MentionMessenger): Promise<boolean> {
  let sent = false;
  for (const action of await readActions()) {
    if (action.kind !== 'mentions') continue;
    // A courtesy beside the push, as for a comment sent online: a failure (chat down) is not tried again.
    await send({ id: action.postId, title: action.postTitle }, action.userIds).catch((error: unknown) =>
      console.warn('Mention message failed', error),
    );
    await deleteAction(action.id);
    sent = true;
  }
  return sent;
}

/** Sends the chat messages that comments sent from the queue owe, once a messenger is set and online. */
export async function sendOwedMentions(): Promise<void> {
  const send = messenger;
  if (!send || !navigator.onLine) return;
  const sent = await (navigator.locks?.request(LOCK, () => sendOwed(send)) ?? sendOwed(send));
  if (sent) announceChange();
}

/**
 * A comment sent from the queue messages whom it mentions, as one sent online does (docs/product.md
 * §4.14); the signed-in app gives the chat's sender here.
 */
export function messageQueuedMentionsWith(send: MentionMessenger): void {
  messenger = send;
  void sendOwedMentions();
}
