import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAppConfig, RouteBody } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';

export type AppSettingsChanges = RouteBody<'updateAppSettings'>['settings'];

/** The server's limit (docs/product.md §10.9.5), kept here: the contract's values would bring zod along. */
export const MAX_CGU_BYTES = 5_000_000;

export const appSettingsKey = ['admin-app-config'] as const;

export const getAppSettingsQueryOptions = () =>
  queryOptions({
    queryKey: appSettingsKey,
    queryFn: ({ signal }): Promise<AdminAppConfig> => api('adminAppConfig', {}, signal),
  });

export const useAppSettings = () => useQuery(getAppSettingsQueryOptions());

export const updateAppSettings = (settings: AppSettingsChanges): Promise<AdminAppConfig> =>
  api('updateAppSettings', { body: { settings } });

/** Sends a terms PDF as base64, read from the file the admin chose. */
export async function uploadCgu(lang: 'fr' | 'en', file: File): Promise<AdminAppConfig> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one call with every byte as an argument overflows the stack on a large file.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return api('uploadCgu', { params: { lang }, body: { filename: file.name, data: btoa(binary) } });
}
