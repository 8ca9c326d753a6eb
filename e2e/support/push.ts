import type { Page } from 'playwright-core';
import type { newBrowser } from '../../apps/server/test/helpers/push-service.ts';

/**
 * Chromium subscribes through its vendor's push service, out of reach here: the page's PushManager hands
 * out this device's subscription to the local push service instead. Everything past it is real: the
 * server's VAPID and RFC 8291 encryption, the push service, and the worker's push handler.
 */
export function usePushService(subscription: ReturnType<typeof newBrowser>['subscription']) {
  const stored = 'e2e-push-subscription';
  const fake = (json: typeof subscription) => ({
    endpoint: json.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    toJSON: () => ({ ...json, expirationTime: null }),
    unsubscribe: async () => {
      localStorage.removeItem(stored);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async () => {
    const json = localStorage.getItem(stored);
    return json ? (fake(JSON.parse(json)) as unknown as PushSubscription) : null;
  };
  PushManager.prototype.subscribe = async () => {
    localStorage.setItem(stored, JSON.stringify(subscription));
    return fake(subscription) as unknown as PushSubscription;
  };
}

/** Hands a decrypted payload to the page's service worker, as the browser does with a push. */
export async function deliverToWorker(page: Page, payload: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      if (registrations[0]) resolve(registrations[0].registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
}
