import type { ContactSummary, Position } from '@vigie/contract';
import type { TKey } from '../../lib/i18n.ts';

/** Where a contact or an entity stood at the start and where it ended up; null is unknown. */
export type GridNode = ContactSummary['grid_node'];

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
 * above: the contract's list would bring its validation library into the web app.
 */
export const STANCE_SCALE = Object.keys(STANCE_COLORS) as readonly Position[];

export interface Stance {
  position: Position | null;
  /** 0 to 7 along the scale, null when unknown. */
  step: number | null;
  /** Null when unknown: no colour stands for it. */
  color: string | null;
  labelKey: TKey;
}

/** How one position shows: its step on the scale, its colour and its label. */
export function stanceOf(position: Position | null): Stance {
  if (position === null) return { position, step: null, color: null, labelKey: 'stance.unknown' };
  return {
    position,
    step: STANCE_SCALE.indexOf(position),
    color: STANCE_COLORS[position],
    labelKey: `stance.${position}`,
  };
}

export type StanceMove = 'same' | 'towardsSupport' | 'towardsOpposition' | 'unknown';

/** Which way the stance went from start to end; unknown unless both are known. */
export function stanceMove(node: GridNode): StanceMove {
  const start = stanceOf(node.start_position).step;
  const end = stanceOf(node.end_position).step;
  if (start === null || end === null) return 'unknown';
  if (start === end) return 'same';
  return end < start ? 'towardsSupport' : 'towardsOpposition';
}
