import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIN_UNLOCK_MS } from '../../lib/constants.ts';
import { useStore } from '../../lib/store.ts';
import { useUnlocked } from './unlock.ts';

describe('useUnlocked', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('locks on time without re-rendering the app at each check before that', () => {
    useStore.setState({ tokenNIP: Date.now() });
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useUnlocked();
    });
    expect(result.current).toBe(true);
    const settled = renders;

    act(() => vi.advanceTimersByTime(PIN_UNLOCK_MS - 1000));
    expect(result.current).toBe(true);
    expect(renders).toBe(settled);

    act(() => vi.advanceTimersByTime(1001));
    expect(result.current).toBe(false);
    expect(renders).toBe(settled + 1);
  });
});
