import { ApiError, api } from '../api-client.ts';
import {
  type CommentAction,
  deleteAction,
  type MentionsAction,
  putAction,
  readActions,
  type ToggleAction,
} from './db.ts';

export const OUTBOX_SYNC_TAG = 'vigie-outbox';
/** Each context that changes the queue says so here; the others read it again. */
export const OUTBOX_CHANNEL = 'vigie-outbox';

function send(action: ToggleAction | CommentAction): Promise<unknown> {
  if (action.kind === 'comment')
    return api('addComment', {
      body: { post_comment: { post_id: action.postId, body: action.body, client_id: action.id } },
    });
  // Every toggle route takes the same {id, flag}: the union of their parameter types is that one shape.
  return api(action.route as 'setBookmark', {
    params: { id: action.target, flag: action.on ? 'set' : 'unset' },
  });
}

/** A refusal is final (the post is gone, the toggle not allowed); a 406 ends the session, which empties the queue. */
const refused = (error: unknown) => error instanceof ApiError && error.status < 500 && error.status !== 406;

/** What a comment sent still owes those it mentions: their chat message, replacing it in the queue. */
function owedMessage(action: CommentAction): MentionsAction | null {
  const userIds = action.body.flatMap((part) => (part.type === 'mention' ? [part.user_id] : []));
  if (userIds.length === 0) return null;
  const { id, at, postId, postTitle } = action;
  return { kind: 'mentions', id, at, postId, postTitle, userIds: [...new Set(userIds)] };
}

async function sendQueued(): Promise<boolean> {
  let changed = false;
  for (const action of await readActions()) {
    if (action.refused || action.kind === 'mentions') continue;
    try {
      await send(action);
      const owed = action.kind === 'comment' ? owedMessage(action) : null;
      await (owed ? putAction(owed) : deleteAction(action.id));
    } catch (error) {
      // Offline again or the server failing: the rest waits, in order.
      if (!(refused(error) && error instanceof ApiError)) break;
      await putAction({ ...action, refused: error.status });
    }
    changed = true;
  }
  return changed;
}

/**
 * Sends the queue in order, from the page or the service worker (docs/product.md §4.5). The lock makes
 * one sender at a time, and an action leaves the queue once answered, so no action goes twice; a send
 * whose answer was lost goes again, which the server makes harmless.
 */
export async function replayOutbox(): Promise<void> {
  const changed = await (navigator.locks?.request(OUTBOX_SYNC_TAG, sendQueued) ?? sendQueued());
  if (changed) announceChange();
}

/** Tells the other contexts (pages, service worker) that the queue changed. */
export function announceChange(): void {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}
