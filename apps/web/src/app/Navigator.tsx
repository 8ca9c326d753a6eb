import { lazy, Suspense, useState } from 'react';
import { Connexion } from '../features/auth/screens/Connexion.tsx';
import { Nip } from '../features/pin/screens/Nip.tsx';
import { useUnlocked } from '../features/pin/unlock.ts';
import { useStore } from '../lib/store.ts';
import { chunkComponent } from './chunk-component.ts';
import { Splash } from './Splash.tsx';

// Signed-out visitors load only Connexion and NIP; the tabs come in their own chunk.
const signedInChunk = chunkComponent<object>(() =>
  import('./SignedIn.tsx').then(async (module) => {
    await module.earlyHomeInCache;
    return module;
  }),
);
/** A returning user needs it at once: its download then overlaps the start-up call and the PIN. */
export const preloadSignedIn = signedInChunk.preload;
// A set-password link's page (docs/product.md §2.20) is rarely opened: the login route does not carry it.
const SetPassword = lazy(() => import('../features/password/screens/SetPassword.tsx'));
const SET_PASSWORD_PATH = /^\/app\/password\/([^/]+)\/?$/;

/**
 * docs/product.md §2.1 navigators: splash until started, then Connexion, NIP, or the signed-in app. The
 * URL is left alone meanwhile, so a deep link opened while signed out is where the user lands after the PIN.
 */
export function Navigator() {
  const [passwordToken, setPasswordToken] = useState(
    () => SET_PASSWORD_PATH.exec(window.location.pathname)?.[1] ?? null,
  );
  const initialized = useStore((state) => state.initialized);
  const signedIn = useStore((state) => state.compte !== null);
  const unlocked = useUnlocked();
  if (passwordToken !== null)
    return (
      <Suspense fallback={<Splash />}>
        <SetPassword token={passwordToken} onDone={() => setPasswordToken(null)} />
      </Suspense>
    );
  if (!initialized) return <Splash />;
  if (!signedIn) return <Connexion />;
  if (!unlocked) return <Nip />;
  return <SignedInApp />;
}

/** The splash goes on until the signed-in chunk has loaded, usually with the page itself. */
function SignedInApp() {
  const SignedIn = signedInChunk.useLoaded();
  return SignedIn ? <SignedIn /> : <Splash />;
}
