import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadSignedIn } from './app/Navigator.tsx';
import { handleSessionRejected } from './lib/api-client.ts';
import { startEarlyHome } from './lib/early-home.ts';
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
registerServiceWorker();
// Evaluating the modules is one task already long on a phone: the start gets one of its own.
void yieldToMain().then(() => {
  void startUp();
  if (useStore.getState().compte) {
    if (/^\/app\/?$/.test(window.location.pathname)) startEarlyHome();
    void preloadSignedIn().catch(() => {});
  }
  createRoot(document.getElementById('root')!, { onCaughtError: logRenderError }).render(<App />);
});
