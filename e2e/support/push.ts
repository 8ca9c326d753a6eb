import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  newBrowser,
  type PushService,
  startPushService,
} from '../../apps/server/test/helpers/push-service.ts';

/**
 * A local push service for one test file, started before its tests and closed after them; the server
 * trusts its certificate (NODE_EXTRA_CA_CERTS, set by the global set-up). `device` subscribes a browser.
 */
export function useLocalPushService() {
  let service: PushService | undefined;
  beforeAll(async () => {
    service = await startPushService({ certificate: inject('pushCertificate') });
  });
  afterAll(() => service?.close());
  return {
    device: (name: string) => {
      if (!service) throw new Error('the push service starts before the tests');
      return newBrowser(service, name);
    },
  };
}

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
