import { describe, expect, it } from 'vitest';
import { dropAllUnsaved, dropUnsaved, keepUnsaved, readUnsaved } from './unsaved-posts.ts';

describe('unsaved posts', () => {
  it('keeps a form per post until it is dropped, and sign-out forgets them all', () => {
    keepUnsaved(undefined, { form: { title: 'Nouveau' }, version: null });
    keepUnsaved('p1', { form: { title: 'Correction' }, version: 4 });
    localStorage.setItem('vigie', '{"state":{}}');
    expect(readUnsaved('p1')).toEqual({ form: { title: 'Correction' }, version: 4 });
    dropUnsaved('p1');
    expect(readUnsaved('p1')).toBeNull();
    expect(readUnsaved(undefined)).toEqual({ form: { title: 'Nouveau' }, version: null });
    dropAllUnsaved();
    expect(readUnsaved(undefined)).toBeNull();
    expect(localStorage.getItem('vigie')).not.toBeNull();
  });
});
