import type { Position } from '@vigie/contract';

/** Green for support, grey for neutral, red for opposition; the same in both themes so a stance always looks alike. */
export const STANCE_COLORS: Readonly<Record<Position, string>> = {
  committed: '#1b7f3b',
  supportive: '#4caf50',
  hesitant: '#a5c83b',
  neutral: '#9e9e9e',
  passive: '#f2c230',
  opponent: '#f08a24',
  contrarian: '#e0482f',
  adversary: '#a4161a',
};

/**
 * The 8 steps, from the most supportive (step 0) to the most opposed (step 7), in the order of the colours
 * above: the contract's list would bring its validation library into the web app. Readers' grids and the
 * newsroom's stance editor share it.
 */
export const STANCE_SCALE = Object.keys(STANCE_COLORS) as readonly Position[];

/** A position's label key in the catalogue; null is an unknown stance. */
export const stanceLabel = (position: Position | null) =>
  position === null ? ('stance.unknown' as const) : (`stance.${position}` as const);
