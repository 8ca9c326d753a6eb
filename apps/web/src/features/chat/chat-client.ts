import { api, apiUrl } from '../../lib/api-client.ts';
import { clearChatStorageOnceSettled } from '../../lib/chat-storage.ts';
import { onSignOut } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { makeTemplatesCspSafe } from './csp-safe-templates.ts';
import { drawInitialsWithClasses, type ElementRegistry, type Html } from './initials-avatar.ts';
import { followAppLook, type LookApi, type LookEnv, themeSettings } from './look.ts';
import { ownNickname, publishOwnProfile, type VcardApi } from './own-profile.ts';
import { type ConverseEvents, watchUnread } from './unread.ts';

/** docs/product.md §9: away after 300 s without activity. */
const AUTO_AWAY_SECONDS = 300;
const ROOT_TAG = 'converse-root';

/** The few calls Vigie makes on converse.js's API. */
interface ConverseApi {
  chats: {
    get(
      jid: string,
      attrs: object,
      create: boolean,
    ): Promise<{ sendMessage(attrs: { body: string }): unknown }>;
    open(jid: string): Promise<unknown>;
  };
  rooms: { open(jid: string): Promise<unknown> };
  user: { logout(): Promise<unknown> };
}
type ConverseInternals = ConverseEvents & { api: ConverseApi & VcardApi & ElementRegistry & LookApi };
interface Converse {
  env: { html: Html; nothing: unknown } & LookEnv;
  initialize(settings: Record<string, unknown>): Promise<void>;
  plugins: { add(name: string, plugin: { initialize(this: { _converse: ConverseInternals }): void }): void };
}

export interface Chat {
  /** The chat address of a Vigie user. */
  jidOf(userId: string): string;
  /** The address of a theme's room (its `chat_room`). */
  roomJidOf(room: string): string;
  api: ConverseApi;
  /** Puts converse's element in the Message tab; `hide` parks it again, connection and all. */
  show(container: HTMLElement): void;
  hide(): void;
}

let started: Promise<Chat> | null = null;

/** converse.js, loaded and signed in once per page, whoever asks first (the Message tab, a share). */
export function startChat(): Promise<Chat> {
  started ??= connect().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

function addStylesheet(): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `${__CONVERSE_BASE__}converse.min.css`;
  document.head.append(link);
}

/** converse's element, parked out of sight in the page while no Message tab shows it. */
function converseRoot() {
  const root = document.createElement(ROOT_TAG);
  const parking = document.createElement('div');
  parking.hidden = true;
  parking.append(root);
  document.body.append(parking);
  return {
    element: root,
    shown: () => root.parentElement !== parking,
    show: (container: HTMLElement) => container.append(root),
    hide: () => parking.append(root),
  };
}

async function connect(): Promise<Chat> {
  // 503 when the server runs no chat: the Message tab then says chat is unavailable.
  const credentials = await api('chatCredentials');
  addStylesheet();
  const module = (await import(/* @vite-ignore */ `${__CONVERSE_BASE__}converse.min.js`)) as {
    default: Converse;
  };
  const converse = module.default;
  const root = converseRoot();
  let internals: ConverseInternals | undefined;
  let clearShownUnread = () => {};
  converse.plugins.add('vigie', {
    initialize() {
      internals = this._converse;
      drawInitialsWithClasses(internals.api, converse.env.html);
      makeTemplatesCspSafe(internals.api, converse.env.nothing);
      clearShownUnread = watchUnread(this._converse, root.shown);
    },
  });
  const { lang, isDark } = useStore.getState();
  const websocket = new URL(credentials.websocket_url, window.location.href);
  websocket.protocol = websocket.protocol === 'https:' ? 'wss:' : 'ws:';
  await converse.initialize({
    assets_path: __CONVERSE_BASE__,
    authentication: 'login',
    auto_login: true,
    // Asked again at each reconnection: the password is a token valid a few minutes.
    credentials_url: apiUrl('chatCredentials'),
    websocket_url: websocket.href,
    discover_connection_methods: false,
    view_mode: 'mobile',
    auto_away: AUTO_AWAY_SECONDS,
    message_archiving: 'always',
    i18n: lang,
    ...themeSettings(isDark),
    allow_registration: false,
    allow_logout: false,
    show_client_info: false,
    whitelisted_plugins: ['vigie'],
    // Messages stay readable on the server (archive, MAM); the contacts are managed by Vigie.
    blacklisted_plugins: ['converse-omemo'],
    allow_contact_requests: false,
    // The user is shown by name at the top, never as an address among the colleagues.
    show_self_in_roster: false,
    nickname: ownNickname(),
    // Web storage, not IndexedDB: an open IndexedDB cannot be deleted at sign-out until the page closes.
    persistent_store: 'localStorage',
    loglevel: 'warn',
  });
  if (!internals) throw new Error('converse.js did not start');
  const domain = credentials.jid.split('@')[1] ?? '';
  const stopPublishing = publishOwnProfile(internals.api, credentials.jid.split('/')[0]!);
  const stopFollowingLook = followAppLook(internals.api, converse.env, root.element);
  const chat: Chat = {
    api: internals.api,
    jidOf: (userId) => `${userId}@${domain}`,
    // Prosody serves the theme rooms on its `conference.` component (server: modules/chat/prosody-config.ts).
    roomJidOf: (room) => `${room}@conference.${domain}`,
    show(container) {
      root.show(container);
      clearShownUnread();
    },
    hide: root.hide,
  };
  const forget = onSignOut(() => {
    forget();
    stopPublishing();
    stopFollowingLook();
    return disconnect(chat);
  });
  return chat;
}

/** Sign-out: the connection ends with the session, then what converse wrote while leaving goes too. */
async function disconnect(chat: Chat): Promise<void> {
  started = null;
  await chat.api.user.logout().catch(() => undefined);
  await clearChatStorageOnceSettled();
}
