import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * An element the component renders, as state: for effects that need it (an observer's root) and for the
 * descendants it is handed to. It is taken once the commit that mounts it is over: set from a ref
 * callback, an urgent update inside that commit, it made React render again, and run every effect of
 * the screen, in the very task that first paints it (Home's first cards came with one long task).
 */
export function useElement<T extends Element>(): [T | null, RefObject<T | null>] {
  const ref = useRef<T>(null);
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => setElement(ref.current));
  return [element, ref];
}
