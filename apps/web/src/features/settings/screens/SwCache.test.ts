import { describe, expect, it } from 'vitest';
import { formatUsage } from './SwCache.tsx';

describe('formatUsage', () => {
  it('gives megabytes and the share of the quota with two decimals', () => {
    expect(formatUsage(12_949_504, 2_500_000_000)).toBe('12.35 MB (0.52 %)');
    expect(formatUsage(0, 0)).toBe('0.00 MB (0.00 %)');
  });
});
