import { apiUrl } from './api-client.ts';
import { useStore } from './store.ts';
import { askServiceWorker } from './sw-messages.ts';
import { deleteUserCaches, type FillProgress } from './sw-protocol.ts';

/** What a user reads offline: the URLs the screens ask for, exactly as they ask for them. */
function offlineUrls(): string[] {
  const days = `${useStore.getState().timeParution}` as const;
  return [
    apiUrl('normalFeed', { query: {} }),
    apiUrl('focusFeed', { query: {} }),
    apiUrl('listBookmarks'),
    apiUrl('focusContacts'),
    apiUrl('focusEntities'),
    apiUrl('focusThemes'),
    apiUrl('listContacts', { query: { search: '' } }),
    apiUrl('listEntities', { query: { search: '' } }),
    apiUrl('themeTree'),
    apiUrl('trends', { query: { days } }),
    apiUrl('me'),
  ];
}

/** Fills the service worker's dynamic cache with the signed-in user's reading, posts included. */
export async function fillOfflineCache(onProgress?: (progress: FillProgress) => void): Promise<FillProgress> {
  const postUrlPrefix = apiUrl('getPost', { params: { id: '' } });
  const reply = await askServiceWorker(
    { type: 'FILL_DYNAMIC_CACHE', urls: offlineUrls(), postUrlPrefix, visibleUrl: apiUrl('visiblePosts') },
    onProgress,
  );
  if (reply.type !== 'done') throw new Error(`Unexpected answer ${reply.type}`);
  return reply;
}

/** Sign-out: no user's answers or pictures outlive their session on a shared device. */
export async function clearOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await deleteUserCaches();
}
