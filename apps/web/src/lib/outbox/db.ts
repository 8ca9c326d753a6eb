import type { CommentPart, RouteName } from '@vigie/contract';

/** The bookmark, focus and notification routes: each takes `{id, flag}`. */
export type ToggleRoute = Extract<RouteName, 'setBookmark' | `setFocus${string}` | `setNotify${string}`>;

type Message = [key: string, vars?: Record<string, string>];

type Common = {
  id: string;
  at: number;
  /** The status the server refused it with: it is not sent again. */
  refused?: number;
  /** The reader was told of the refusal. */
  told?: boolean;
};

export type ToggleAction = Common & {
  kind: 'toggle';
  route: ToggleRoute;
  target: string;
  on: boolean;
  /** What to say should the server refuse it: a catalogue key and its values. */
  refusal: Message;
  /** What to say should the server answer 404: what it toggles is no longer visible to the reader. */
  gone: Message;
};
export type CommentAction = Common & {
  kind: 'comment';
  postId: string;
  /** The post's title, for the chat message to those the comment mentions. */
  postTitle: string;
  body: CommentPart[];
  text: string;
};
/**
 * A comment the server took, whose mentions are still owed their chat message: a page sends it, since the
 * chat lives there and not in the service worker (docs/product.md §4.14).
 */
export type MentionsAction = Common & {
  kind: 'mentions';
  postId: string;
  postTitle: string;
  userIds: string[];
};
/** An action taken offline, kept until the server has it (docs/product.md §4.5). */
export type OutboxAction = ToggleAction | CommentAction | MentionsAction;

const STORE = 'actions';

// Raw IndexedDB, one store keyed by the action's id: the page and the service worker share it.
const opened = () =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('vigie-outbox', 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await opened();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** Every action kept, oldest first: they are sent in the order they were taken. */
export const readActions = async () =>
  (await run<OutboxAction[]>('readonly', (store) => store.getAll())).sort((a, b) => a.at - b.at);

export const putAction = (action: OutboxAction) => run('readwrite', (store) => store.put(action));
export const deleteAction = (id: string) => run('readwrite', (store) => store.delete(id));
export const clearActions = () => run('readwrite', (store) => store.clear());
