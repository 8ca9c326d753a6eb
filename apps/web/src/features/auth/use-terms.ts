import type { CguConfig } from '@vigie/contract';
import { useEffect, useState } from 'react';
import { getCgu } from '../../lib/api/get-cgu.ts';

/**
 * The terms for Connexion. The signed-out screens run without the query cache, which would weigh
 * more than the rest of the login route. Sign-in waits for the answer, so active terms are never skipped.
 */
export function useTerms(): { cgu: CguConfig | undefined; loading: boolean } {
  const [state, setState] = useState<{ cgu: CguConfig | undefined; loading: boolean }>({
    cgu: undefined,
    loading: true,
  });
  useEffect(() => {
    const controller = new AbortController();
    getCgu(controller.signal).then(
      (cgu) => setState({ cgu, loading: false }),
      () => setState({ cgu: undefined, loading: controller.signal.aborted }),
    );
    return () => controller.abort();
  }, []);
  return state;
}
