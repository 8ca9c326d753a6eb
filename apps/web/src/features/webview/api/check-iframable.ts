import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query keys of the WebView's questions to the server. */
export const webviewKeys = {
  check: (url: string) => ['webview', 'check', url] as const,
};

/** Asks the server whether the site lets other apps show it in a frame. */
export const checkIframable = (url: string, signal?: AbortSignal) =>
  api('checkIframable', { query: { url } }, signal);

// A refusal or a failure both lead to the same question, so there is nothing to gain by trying again.
export const getCheckIframableQueryOptions = (url: string) =>
  queryOptions({
    queryKey: webviewKeys.check(url),
    queryFn: ({ signal }) => checkIframable(url, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useCheckIframable = (url: string) => useQuery(getCheckIframableQueryOptions(url));
