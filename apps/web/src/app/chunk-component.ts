import { type ComponentType, startTransition, useEffect, useState } from 'react';

export interface ChunkComponent<P> {
  /** Starts loading the chunk, once. */
  preload(): Promise<ComponentType<P>>;
  /**
   * Null, then the component once its chunk has loaded, rendered in a transition; throws if the load failed.
   */
  useLoaded(): ComponentType<P> | null;
}

/**
 * A component in a chunk of its own, for a screen that shows something of its own while the chunk loads.
 * Unlike `lazy` it never suspends: React holds back the commit that replaces a Suspense fallback until
 * 300 ms after that fallback appeared, and Home's first cards waited that long behind the splash though
 * their chunk had already arrived with the page. A chunk that arrives later brings its component in a
 * transition: React then renders it in slices between which the page stays responsive, where a render in
 * one go would have been one long task. One loaded before the first render is there at once (the app's
 * first render is itself a transition, `main.tsx`).
 */
export function chunkComponent<P>(load: () => Promise<{ default: ComponentType<P> }>): ChunkComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function useLoaded() {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return;
      let current = true;
      preload().then(
        (value) => current && startTransition(() => setComponent(() => value)),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [component]);
    if (failure) throw failure.error;
    return component;
  }
  return { preload, useLoaded };
}
