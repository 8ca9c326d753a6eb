import type { ContactSummary, Position } from '@vigie/contract';
import type { TKey } from '../../lib/i18n.ts';
import { STANCE_COLORS, STANCE_SCALE, stanceLabel } from '../../lib/stance-scale.ts';

/** Where a contact or an entity stood at the start and where it ended up; null is unknown. */
export type GridNode = ContactSummary['grid_node'];

export { STANCE_COLORS, STANCE_SCALE } from '../../lib/stance-scale.ts';

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
  const labelKey = stanceLabel(position);
  if (position === null) return { position, step: null, color: null, labelKey };
  return { position, step: STANCE_SCALE.indexOf(position), color: STANCE_COLORS[position], labelKey };
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
