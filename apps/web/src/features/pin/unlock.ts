import { useEffect, useState } from 'react';
import { PIN_UNLOCK_MS } from '../../lib/constants.ts';
import { useStore } from '../../lib/store.ts';

export const isUnlocked = (tokenNIP: number | null, now: number) =>
  tokenNIP !== null && now >= tokenNIP && now - tokenNIP < PIN_UNLOCK_MS;

// Background tabs throttle timers, so the expiry is also checked whenever the page comes back.
const RECHECK_MS = 15_000;

/** Whether the PIN was entered less than 15 minutes ago; turns false on time, even on an open tab. */
export function useUnlocked(): boolean {
  const tokenNIP = useStore((state) => state.tokenNIP);
  // The ticks only re-render; the check reads the clock itself, so a PIN entered just now counts at once.
  const [, setTick] = useState(0);

  useEffect(() => {
    const tick = () => setTick((count) => count + 1);
    tick();
    const remaining = tokenNIP === null ? RECHECK_MS : tokenNIP + PIN_UNLOCK_MS - Date.now();
    const expiry = setTimeout(tick, Math.max(0, remaining) + 1);
    const interval = setInterval(tick, RECHECK_MS);
    window.addEventListener('focus', tick);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearTimeout(expiry);
      clearInterval(interval);
      window.removeEventListener('focus', tick);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [tokenNIP]);

  return isUnlocked(tokenNIP, Date.now());
}
