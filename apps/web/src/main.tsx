import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadSignedIn } from './app/Navigator.tsx';
import { keepFirstPaintCookie } from './features/pin/first-paint-cookie.ts';
import { handleSessionRejected } from './lib/api-client.ts';
import { startEarlyHome } from './lib/early-home.ts';
import { takeHomeAnswers } from './lib/home-answers.ts';
import { initLanguage } from './lib/i18n.ts';
import { initOnlineStatus } from './lib/online.ts';
import { logRenderError } from './lib/render-errors.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { signOut, startUp } from './lib/session.ts';
import { useStore } from './lib/store.ts';
import { initTheme } from './lib/theme.ts';
import { yieldToMain } from './lib/yield.ts';
import './styles/global.css';

handleSessionRejected(() => {
  if (useStore.getState().compte) void signOut();
});
// Before the page's load event, which it waits for, unless the page has loaded already.
registerServiceWorker();
const container = document.getElementById('root')!;
// The painted cards are inert until React's first commit replaces them, which assistive technologies
// are told to wait for (aria-busy).
function TakeOver() {
  useLayoutEffect(() => container.removeAttribute('aria-busy'), []);
  return <App />;
}
/**
 * The start, in tasks that each stay short on a phone: evaluating the modules is one already, the
 * settings read from storage another, then the page's answers and the first render.
 */
async function start() {
  await yieldToMain();
  initLanguage();
  initTheme();
  initOnlineStatus();
  await yieldToMain();
  // Home's first cards, painted by the server with the answers they show: React's first commit replaces
  // them with the same screen, so it waits for that screen's code rather than commit the splash over them.
  const homeAnswers = container.dataset.firstPaint === 'home' ? takeHomeAnswers() : null;
  const ready: Promise<unknown>[] = [startUp(homeAnswers?.account)];
  if (useStore.getState().compte) {
    if (/^\/app\/?$/.test(window.location.pathname)) startEarlyHome(homeAnswers);
    ready.push(preloadSignedIn().catch(() => {}));
  }
  const root = createRoot(container, { onCaughtError: logRenderError });
  if (homeAnswers) await Promise.allSettled(ready);
  // A transition: React renders the first screen in slices, the page responsive between them.
  startTransition(() => root.render(<TakeOver />));
  await yieldToMain();
  keepFirstPaintCookie();
}
void start();
