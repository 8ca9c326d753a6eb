import { useStore } from './store.ts';

/** The store's online flag follows the browser's (docs/product.md §4.5). */
export function initOnlineStatus(): void {
  const update = () => useStore.setState({ online: navigator.onLine });
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}

export const useOnline = () => useStore((state) => state.online);
