import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { configKeys } from './config-keys.ts';

/** The image-valued configuration keys: the header's icon and the product logo. */
export type ConfigImageKey = 'icon' | 'img/app_image';

/** The value is JSON text `{"path": "/icons/…"}`; anything else means no image. */
export function parseImagePath(value: string): string | null {
  try {
    const parsed = JSON.parse(value) as { path?: unknown } | null;
    return typeof parsed?.path === 'string' && parsed.path.startsWith('/') ? parsed.path : null;
  } catch {
    return null;
  }
}

export const getConfigImageQueryOptions = (key: ConfigImageKey) =>
  queryOptions({
    queryKey: configKeys.value(key),
    queryFn: async ({ signal }) =>
      parseImagePath((await api('appConfig', { params: { '*': key } }, signal)).value),
    staleTime: 3_600_000,
    retry: false,
  });

/** `enabled: false` holds the request back, still showing an image already known. */
export const useConfigImage = (key: ConfigImageKey, enabled: boolean) =>
  useQuery({ ...getConfigImageQueryOptions(key), enabled }).data ?? null;
