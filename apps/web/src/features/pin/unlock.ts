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
  // A check re-renders only when the answer flips: the whole signed-in app sits below this hook, and a
  // feed of 500 cards re-rendered on every check was a long task. The answer itself reads the clock,
  // so a PIN entered just now counts at once.
  const [, setUnlocked] = useState(() => isUnlocked(tokenNIP, Date.now()));

  useEffect(() => {
    const check = () => setUnlocked(isUnlocked(tokenNIP, Date.now()));
    check();
    const remaining = tokenNIP === null ? RECHECK_MS : tokenNIP + PIN_UNLOCK_MS - Date.now();
    const expiry = setTimeout(check, Math.max(0, remaining) + 1);
    const interval = setInterval(check, RECHECK_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(expiry);
      clearInterval(interval);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [tokenNIP]);

  return isUnlocked(tokenNIP, Date.now());
}
