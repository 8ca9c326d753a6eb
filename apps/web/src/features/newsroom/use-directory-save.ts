import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterDirectoryWrite } from './api/directory.ts';
import { directoryError, type FormError } from './directory-form.ts';

/**
 * A directory form's save: pending while it runs, the server's refusal as a form error (what was typed
 * stays), and every read marked stale once it is stored.
 */
export function useDirectorySave() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<FormError | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);

  const save = <T>(write: () => Promise<T>, onStored: (stored: T) => void) => {
    setPending(true);
    setError(null);
    write()
      .then(
        (stored) => {
          setSaved(true);
          void afterDirectoryWrite(queryClient);
          onStored(stored);
        },
        (failure: unknown) => setError(directoryError(failure)),
      )
      .finally(() => setPending(false));
  };
  return { error, setError, pending, saved, setSaved, save };
}
