import type { PushPayload } from '../lib/sw-protocol.ts';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

/** A push shows its notification; a click focuses a window of the app on its page, or opens one. */
export function handlePushes(): void {
  self.addEventListener('push', (event: PushEvent) => {
    let payload: PushPayload;
    try {
      payload = event.data?.json() as PushPayload;
    } catch {
      return;
    }
    if (!payload?.title) return;
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: ICON,
        badge: ICON,
        data: { url: payload.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string })?.url ?? '/app', self.location.origin);
    // Only the app's own pages: a payload never sends the user elsewhere.
    const target = url.origin === self.location.origin ? url.href : `${self.location.origin}/app`;
    event.waitUntil(openOrFocus(target));
  });
}

async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    await open.navigate(url);
  } else {
    await self.clients.openWindow(url);
  }
}
