import { PIN_MAX_ATTEMPTS } from '../../lib/constants.ts';
import type { TKey } from '../../lib/i18n.ts';

/** create: first PIN after login; verify: unlock; old → new: the change flow (docs/product.md §4.3). */
export type PinStep = 'create' | 'verify' | 'old' | 'new';

export const firstStep = (hasPin: boolean, isChange: boolean): PinStep =>
  !hasPin ? 'create' : isChange ? 'old' : 'verify';

export const PROMPT_KEYS: Record<PinStep, TKey> = {
  create: 'pin.create',
  verify: 'pin.enter',
  old: 'pin.old',
  new: 'pin.new',
};

export const attemptsLeft = (attempts: number) => Math.max(0, PIN_MAX_ATTEMPTS - attempts);
