import { type Lang, useStore } from '../../lib/store.ts';

/** converse's settings for the app's theme; both its themes are set so the system's own is ignored. */
export function themeSettings(isDark: boolean) {
  const theme = isDark ? 'dracula' : 'classic';
  return { theme, dark_theme: theme };
}

export interface LookApi {
  settings: { set(settings: Record<string, unknown>): void };
}

/** What of converse.env redoes the chat's labels and dates in another language. */
export interface LookEnv {
  i18n: { initialize(): Promise<void> };
  dayjs: { locale(name: string): unknown };
}

/** converse's root element, which sets its theme class and `lang` from the settings when asked. */
type ConverseRoot = HTMLElement & { setThemeAttributes?(): void };
type Rendered = Element & { requestUpdate?(): void };

async function relabel(api: LookApi, env: LookEnv, root: ConverseRoot, lang: Lang): Promise<void> {
  api.settings.set({ i18n: lang });
  await env.i18n.initialize();
  // converse loads the date locale for French only: English is dayjs's own, set back by hand.
  if (lang === 'en') env.dayjs.locale('en');
  for (const element of root.querySelectorAll<Rendered>('*')) element.requestUpdate?.();
  root.setThemeAttributes?.();
}

/**
 * docs/product.md §2.17: the chat speaks the app's language and wears its theme, and changes with them at
 * once, open or not. Returns the unsubscription.
 */
export function followAppLook(api: LookApi, env: LookEnv, root: ConverseRoot): () => void {
  return useStore.subscribe((state, previous) => {
    if (state.isDark !== previous.isDark) {
      api.settings.set(themeSettings(state.isDark));
      root.setThemeAttributes?.();
    }
    if (state.lang !== previous.lang)
      void relabel(api, env, root, state.lang).catch((error: unknown) =>
        console.warn('The chat could not change language', error),
      );
  });
}
