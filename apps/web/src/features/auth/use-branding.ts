import { useEffect, useState } from 'react';
import { type Branding, getBranding } from '../../lib/api/branding.ts';

const UNSET: Branding = { title: null, supportEmail: null };

/**
 * The configured title and support address for Connexion, which names the page after the title too.
 * Until they arrive, or when unset or unreachable, the built-in ones show.
 */
export function useBranding(): Branding {
  const [branding, setBranding] = useState(UNSET);
  useEffect(() => {
    const controller = new AbortController();
    getBranding(controller.signal).then(
      (found) => {
        setBranding(found);
        if (found.title) document.title = found.title;
      },
      () => {},
    );
    return () => controller.abort();
  }, []);
  return branding;
}
