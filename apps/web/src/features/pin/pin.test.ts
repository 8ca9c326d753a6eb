import { describe, expect, it } from 'vitest';
import { PIN_UNLOCK_MS } from '../../lib/constants.ts';
import { hashPin, pinMatches } from './pin-hash.ts';
import { attemptsLeft, firstStep } from './pin-steps.ts';
import { isUnlocked } from './unlock.ts';

describe('the PIN hash', () => {
  it('never holds the digits, is salted, and matches only the right PIN', async () => {
    const first = await hashPin('1234', 42);
    const second = await hashPin('1234', 42);
    expect(JSON.stringify(first)).not.toContain('1234');
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(first.createdAt).toBe(42);
    expect(await pinMatches('1234', first)).toBe(true);
    expect(await pinMatches('1243', first)).toBe(false);
  });
});

describe('the PIN steps', () => {
  it('creates without a PIN, verifies with one, and changes from the old PIN', () => {
    expect(firstStep(false, false)).toBe('create');
    expect(firstStep(false, true)).toBe('create');
    expect(firstStep(true, false)).toBe('verify');
    expect(firstStep(true, true)).toBe('old');
    expect([0, 1, 2, 3].map(attemptsLeft)).toEqual([3, 2, 1, 0]);
  });

  it('stays unlocked for 900,000 ms from when the PIN was entered', () => {
    expect(PIN_UNLOCK_MS).toBe(900_000);
    expect(isUnlocked(null, 1000)).toBe(false);
    expect(isUnlocked(1000, 1000)).toBe(true);
    expect(isUnlocked(1000, 1000 + PIN_UNLOCK_MS - 1)).toBe(true);
    expect(isUnlocked(1000, 1000 + PIN_UNLOCK_MS)).toBe(false);
    // A token from the future (the clock was moved back) does not unlock.
    expect(isUnlocked(5000, 1000)).toBe(false);
  });
});
