import { useEffect, useState } from 'react';

/**
 * False until the frame after the calling component first appeared has been painted. What a screen does
 * not show at once asks for its data then: asked for in the same commit, those requests and the renders
 * of their answers came before Home's first cards were painted.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
