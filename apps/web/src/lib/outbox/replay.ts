import { ApiError, api } from '../api-client.ts';
import { deleteAction, type OutboxAction, putAction, readActions } from './db.ts';

export const OUTBOX_SYNC_TAG = 'vigie-outbox';
/** Each context that changes the queue says so here; the others read it again. */
export const OUTBOX_CHANNEL = 'vigie-outbox';

function send(action: OutboxAction): Promise<unknown> {
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

async function sendQueued(): Promise<boolean> {
  let changed = false;
  for (const action of await readActions()) {
    if (action.refused) continue;
    try {
      await send(action);
      await deleteAction(action.id);
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
  if (changed) {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.postMessage('changed');
    channel.close();
  }
}
