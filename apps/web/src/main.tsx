import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { handleSessionRejected } from './lib/api-client.ts';
import { startEarlyHome } from './lib/early-home.ts';
import { initLanguage } from './lib/i18n.ts';
import { initOnlineStatus } from './lib/online.ts';
import { logRenderError } from './lib/render-errors.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { signOut, startUp } from './lib/session.ts';
import { useStore } from './lib/store.ts';
import { initTheme } from './lib/theme.ts';
import './styles/global.css';

initLanguage();
initTheme();
initOnlineStatus();
handleSessionRejected(() => {
  if (useStore.getState().compte) void signOut();
});
void startUp();
if (useStore.getState().compte && /^\/app\/?$/.test(window.location.pathname)) startEarlyHome();
registerServiceWorker();

createRoot(document.getElementById('root')!, { onCaughtError: logRenderError }).render(<App />);
