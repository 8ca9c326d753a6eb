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

initLanguage();
initTheme();
initOnlineStatus();
handleSessionRejected(() => {
  if (useStore.getState().compte) void signOut();
});
keepFirstPaintCookie();
registerServiceWorker();
const container = document.getElementById('root')!;
// Home's first cards, painted by the server with the answers they show: React's first commit replaces them
// with the same screen, so it waits for that screen's code rather than commit the splash over them.
const homeAnswers = container.dataset.firstPaint === 'home' ? takeHomeAnswers() : null;
// The painted cards are inert until React's first commit replaces them, which assistive technologies
// are told to wait for (aria-busy).
function TakeOver() {
  useLayoutEffect(() => container.removeAttribute('aria-busy'), []);
  return <App />;
}
// Evaluating the modules is one task already long on a phone: the start gets one of its own.
void yieldToMain().then(async () => {
  const ready: Promise<unknown>[] = [startUp(homeAnswers?.account)];
  if (useStore.getState().compte) {
    if (/^\/app\/?$/.test(window.location.pathname)) startEarlyHome(homeAnswers);
    ready.push(preloadSignedIn().catch(() => {}));
  }
  const root = createRoot(container, { onCaughtError: logRenderError });
  if (homeAnswers) await Promise.allSettled(ready);
  // A transition: React renders the first screen in slices, the page responsive between them.
  startTransition(() => root.render(<TakeOver />));
});
