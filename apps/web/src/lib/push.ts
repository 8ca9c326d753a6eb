import { api } from './api-client.ts';
import { useStore } from './store.ts';

/** The server key a subscription was made with: a new key means a new subscription (docs/product.md §4.6). */
const KEY_MARKER = 'vigie-push-key';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const subscriptionBody = (subscription: PushSubscription) => {
  const json = subscription.toJSON();
  return {
    subscription: {
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
    // Pushes are written in the language the app shows on this device (docs/product.md §10.9.9).
    lang: useStore.getState().lang,
  };
};

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

async function subscribe(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { public_key: publicKey } = await api('vapidPublicKey');
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await api('registerPush', { query: { mode: 'new' }, body: subscriptionBody(subscription) });
  localStorage.setItem(KEY_MARKER, publicKey);
  return subscription;
}

/**
 * docs/product.md §4.6: with the permission granted, a device without a subscription gets one (registered
 * as new); one made with the current key is registered again (update); one without the key marker is
 * dropped and made again.
 */
export async function ensurePushSubscription(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (!existing) {
    await subscribe(registration);
    return;
  }
  if (!localStorage.getItem(KEY_MARKER)) {
    await existing.unsubscribe();
    await api('unregisterPush', { body: subscriptionBody(existing) }).catch(() => undefined);
    await subscribe(registration);
    return;
  }
  await api('registerPush', { query: { mode: 'update' }, body: subscriptionBody(existing) });
}

/**
 * A language chosen in Réglages (or the browser's, under Automatique) reaches the server at once, so this
 * device's next pushes are written in it (docs/product.md §4.6). Answers the unsubscribe.
 */
export function sendLanguageChanges(): () => void {
  return useStore.subscribe((state, previous) => {
    if (state.lang === previous.lang || !state.compte) return;
    void updateLanguage().catch((error: unknown) => console.warn('Push language update failed', error));
  });
}

async function updateLanguage(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted' || !localStorage.getItem(KEY_MARKER)) return;
  const subscription = await currentSubscription();
  if (subscription)
    await api('registerPush', { query: { mode: 'update' }, body: subscriptionBody(subscription) });
}

/** SWNotif's switch on: asks the permission if needed, then subscribes. */
export async function enablePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(permission);
  await ensurePushSubscription();
}

/** SWNotif's switch off: the device stops receiving and the server forgets it. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await subscription.unsubscribe();
  localStorage.removeItem(KEY_MARKER);
  await api('unregisterPush', { body: subscriptionBody(subscription) });
}
