import { POSITIONS, type Position } from '@vigie/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n.ts';
import { STANCE_SCALE, stanceMove, stanceOf } from './stance.ts';

describe('stanceOf', () => {
  it.each([
    ['committed', 0, '#1b7f3b', 'Engagé', 'Committed'],
    ['supportive', 1, '#4caf50', 'Favorable', 'Supportive'],
    ['hesitant', 2, '#a5c83b', 'Hésitant', 'Hesitant'],
    ['neutral', 3, '#9e9e9e', 'Neutre', 'Neutral'],
    ['passive', 4, '#f2c230', 'Passif', 'Passive'],
    ['opponent', 5, '#f08a24', 'Opposant', 'Opponent'],
    ['contrarian', 6, '#e0482f', 'Contestataire', 'Contrarian'],
    ['adversary', 7, '#a4161a', 'Adversaire', 'Adversary'],
    [null, null, null, 'Inconnue', 'Unknown'],
  ] as const)('maps %s to step %s, colour %s, "%s" / "%s"', (position, step, color, fr, en) => {
    const stance = stanceOf(position);
    expect(stance).toMatchObject({ position, step, color });
    expect(translate('fr', stance.labelKey)).toBe(fr);
    expect(translate('en', stance.labelKey)).toBe(en);
  });

  it('keeps one distinct colour per position', () => {
    expect(new Set(POSITIONS.map((position) => stanceOf(position).color)).size).toBe(8);
  });
});

describe('STANCE_SCALE', () => {
  it('runs from the most supportive to the most opposed', () => {
    expect(STANCE_SCALE).toEqual(POSITIONS);
  });
});

describe('stanceMove', () => {
  const move = (start_position: Position | null, end_position: Position | null) =>
    stanceMove({ start_position, end_position });

  it('tells which way the stance went', () => {
    expect(move('supportive', 'opponent')).toBe('towardsOpposition');
    expect(move('adversary', 'neutral')).toBe('towardsSupport');
    expect(move('passive', 'passive')).toBe('same');
  });

  it('is unknown when either end is', () => {
    expect(move(null, 'opponent')).toBe('unknown');
    expect(move('supportive', null)).toBe('unknown');
    expect(move(null, null)).toBe('unknown');
  });
});
