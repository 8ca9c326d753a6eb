const isChatKey = (key: string) => key.startsWith('converse');

function chatKeys(): [Storage, string[]][] {
  return [localStorage, sessionStorage].map((storage) => [storage, Object.keys(storage).filter(isChatKey)]);
}

/**
 * Removes what the chat client (converse.js) keeps in the browser: messages, contacts and settings in
 * web storage and IndexedDB. Run at sign-out, whether or not the chat was opened in this page.
 */
export async function clearChatStorage(): Promise<void> {
  for (const [storage, keys] of chatKeys()) for (const key of keys) storage.removeItem(key);
  const databases = (await indexedDB.databases?.()) ?? [];
  for (const { name } of databases) if (name && isChatKey(name)) indexedDB.deleteDatabase(name);
}

const SETTLE_MS = 100;
const SETTLE_ROUNDS = 20;

/** converse saves a few collections while it shuts down, after its logout resolves: clear until none come back. */
export async function clearChatStorageOnceSettled(): Promise<void> {
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    await clearChatStorage();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    if (chatKeys().every(([, keys]) => keys.length === 0)) return;
  }
}
