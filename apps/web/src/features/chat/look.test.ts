import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../lib/store.ts';
import { followAppLook } from './look.ts';

/** converse.js's side, as far as the chat's look reaches it: its settings, its labels and its elements. */
function fakeConverse() {
  const settings: Record<string, unknown> = {};
  const api = { settings: { set: (values: Record<string, unknown>) => Object.assign(settings, values) } };
  const env = { i18n: { initialize: vi.fn(async () => {}) }, dayjs: { locale: vi.fn() } };
  const root = Object.assign(document.createElement('converse-root'), { setThemeAttributes: vi.fn() });
  const message = Object.assign(document.createElement('converse-chat-message'), { requestUpdate: vi.fn() });
  root.append(message);
  return { settings, api, env, root, message };
}

describe("the chat's look", () => {
  let stop = () => {};
  afterEach(() => stop());

  it("takes the app's theme and language as soon as they change", async () => {
    const chat = fakeConverse();
    stop = followAppLook(chat.api, chat.env, chat.root);

    useStore.setState({ isDark: true });
    expect(chat.settings).toEqual({ theme: 'dracula', dark_theme: 'dracula' });
    expect(chat.root.setThemeAttributes).toHaveBeenCalledOnce();

    useStore.setState({ lang: 'en' });
    await vi.waitFor(() => expect(chat.message.requestUpdate).toHaveBeenCalledOnce());
    expect(chat.settings.i18n).toBe('en');
    expect(chat.env.i18n.initialize).toHaveBeenCalledOnce();
    expect(chat.env.dayjs.locale).toHaveBeenCalledWith('en');
    expect(chat.root.setThemeAttributes).toHaveBeenCalledTimes(2);
  });

  it('lets go of the app once stopped, at sign-out', () => {
    const chat = fakeConverse();
    followAppLook(chat.api, chat.env, chat.root)();
    useStore.setState({ isDark: true, lang: 'en' });
    expect(chat.settings).toEqual({});
  });
});
