import type { UserSummary } from '@vigie/contract';
import { describe, expect, it } from 'vitest';
import { person } from '../test/people.ts';
import { colleaguesFor } from './colleagues.ts';

const users = [
  person('u1', 'Éloïse', 'Martin'),
  person('u2', 'Jean Marc', 'Durand', { has_confidential_access: false }),
  person('u3', 'Paul', 'Arnaud', { is_active: false }),
  person('u4', 'Anne', 'Durand'),
];

const names = (list: UserSummary[]) => list.map((user) => user.firstname);

describe('colleaguesFor', () => {
  it('keeps active users, sorted by last then first name', () => {
    expect(names(colleaguesFor(users, { confidential: false, query: '' }))).toEqual([
      'Anne',
      'Jean Marc',
      'Éloïse',
    ]);
  });

  it('keeps only those with confidential access on a confidential post', () => {
    expect(names(colleaguesFor(users, { confidential: true, query: '' }))).toEqual(['Anne', 'Éloïse']);
  });

  it('filters on first name, last name and username, ignoring accents and case', () => {
    expect(names(colleaguesFor(users, { confidential: false, query: 'elo' }))).toEqual(['Éloïse']);
    expect(names(colleaguesFor(users, { confidential: false, query: 'DURA' }))).toEqual([
      'Anne',
      'Jean Marc',
    ]);
    expect(names(colleaguesFor(users, { confidential: false, query: 'marc.dur' }))).toEqual(['Jean Marc']);
  });

  it('leaves out the signed-in user', () => {
    expect(names(colleaguesFor(users, { confidential: false, query: '', selfId: 'u4' }))).toEqual([
      'Jean Marc',
      'Éloïse',
    ]);
  });
});
