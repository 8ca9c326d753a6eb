/**
 * Removes what the chat client (converse.js) keeps in the browser: messages, contacts and settings in
 * IndexedDB and web storage. Run at sign-out, whether or not the chat was opened in this page.
 */
export async function clearChatStorage(): Promise<void> {
  for (const storage of [localStorage, sessionStorage])
    for (const key of Object.keys(storage)) if (key.startsWith('converse')) storage.removeItem(key);
  const databases = (await indexedDB.databases?.()) ?? [];
  for (const { name } of databases) if (name?.startsWith('converse')) indexedDB.deleteDatabase(name);
}
