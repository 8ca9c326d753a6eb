import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const isClientError = (error: unknown) => error instanceof ApiError && error.status < 500;

/** The one cache of server state; sign-out clears it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Offline, a query still asks: the service worker answers from its cache, or the list says so.
      networkMode: 'offlineFirst',
      // docs/product.md §4.5: the connection back, every screen shown reloads its data, fresh or not.
      refetchOnReconnect: 'always',
      // A 4xx will answer the same again; network and server failures get two more tries.
      retry: (failures, error) => !isClientError(error) && failures < 2,
    },
  },
});
