/** Query keys of the app's configuration values (`appConfig`), one per configuration key. */
export const configKeys = {
  all: ['app_config'] as const,
  value: (key: string) => [...configKeys.all, key] as const,
};
