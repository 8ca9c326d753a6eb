import { type SwState, useStore } from './store.ts';

/** docs/product.md §4.4: a waiting update activates after 1 s; the page reloads 1 s after it is ready. */
const ACTIVATION_DELAY_MS = 1000;
const RELOAD_DELAY_MS = 1000;
/** The fill waits for this long without a tap, a key or a scroll: it never competes with reading, even
 * between two bursts of scrolling. */
const FILL_IDLE_MS = 10_000;
/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60_000;

const setState = (swState: SwState) => useStore.setState({ swState });

/** Asks a waiting worker to take over (the Update screen's button does the same at once). */
export function activateWaitingWorker(registration: ServiceWorkerRegistration | undefined): void {
  registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
}

let prepared = false;

/** What preparing for offline runs: the signed-in app holds this code, which the entry never loads. */
export interface OfflinePreparation {
  ensurePushSubscription: () => Promise<void>;
  fillOfflineCache: () => Promise<unknown>;
}
let preparation: OfflinePreparation | null = null;

/** Resolves once the user has left the page alone for `FILL_IDLE_MS`. */
function whenIdle(): Promise<void> {
  const events = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
  return new Promise((resolve) => {
    let timer = setTimeout(done, FILL_IDLE_MS);
    function restart() {
      clearTimeout(timer);
      timer = setTimeout(done, FILL_IDLE_MS);
    }
    function done() {
      for (const event of events) window.removeEventListener(event, restart, true);
      resolve();
    }
    for (const event of events) window.addEventListener(event, restart, { capture: true, passive: true });
  });
}

/**
 * The user's data for offline use, and the push subscription; failures only logged (docs/product.md
 * §3.8). Once per page, when a worker controls it and a user is signed in. The signed-in app passes `steps`
 * when it starts; the worker's lifecycle, in the entry, calls again without them.
 */
export async function prepareOffline({
  steps,
  waitForIdle = true,
}: {
  steps?: OfflinePreparation;
  waitForIdle?: boolean;
} = {}): Promise<void> {
  if (steps) preparation = steps;
  if (prepared || !preparation || !navigator.serviceWorker?.controller || !useStore.getState().compte) return;
  prepared = true;
  const { ensurePushSubscription, fillOfflineCache } = preparation;
  await ensurePushSubscription().catch((error: unknown) => console.warn('Push subscription failed', error));
  if (waitForIdle) await whenIdle();
  await fillOfflineCache().catch((error: unknown) => console.warn('Offline cache fill failed', error));
}

/** An update: installing → waiting → (1 s) activation. */
function followUpdate(registration: ServiceWorkerRegistration, worker: ServiceWorker): void {
  const onState = () => {
    if (worker.state === 'installing') setState('installing');
    if (worker.state === 'installed') {
      setState('waiting');
      setTimeout(() => activateWaitingWorker(registration), ACTIVATION_DELAY_MS);
    }
  };
  worker.addEventListener('statechange', onState);
  onState();
}

/**
 * docs/product.md §4.4 lifecycle. A first install takes the page silently and fills the caches. An update
 * shows the Update screen through installing, waiting, caching_dynamic and activated, then reloads the
 * page.
 */
async function register(): Promise<void> {
  // Whether a worker controls the page: the first to take it is an install, not an update.
  let controlled = navigator.serviceWorker.controller !== null;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // A state saved by a page that reloaded mid-update, with nothing pending now, is over.
  if (!registration.installing && !registration.waiting) setState('unset');
  if (controlled && registration.waiting) followUpdate(registration, registration.waiting);
  registration.addEventListener('updatefound', () => {
    if (navigator.serviceWorker.controller && registration.installing)
      followUpdate(registration, registration.installing);
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const firstInstall = !controlled;
    controlled = true;
    if (firstInstall) {
      void prepareOffline();
      return;
    }
    setState('caching_dynamic');
    prepared = false;
    // The Update screen is the only screen: nothing to wait for.
    void prepareOffline({ waitForIdle: false }).then(() => {
      setState('activated');
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    });
  });
  const checkForUpdate = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
}

/** Registers the service worker once the page has loaded, so it never competes with the start. */
export function registerServiceWorker(): void {
  // The reload that follows 'activated' ends the update: the app opens normally.
  if (useStore.getState().swState === 'activated') setState('unset');
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const registerNow = () =>
    register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  // Home's painted page asks for the app's code after its first paint, when the page may have loaded
  // already: registered at once, the worker's precaching competed with the app's start. It waits for the
  // reader to leave the page alone, as the offline fill does.
  if (document.readyState === 'complete') void whenIdle().then(registerNow);
  else window.addEventListener('load', () => void registerNow());
}
