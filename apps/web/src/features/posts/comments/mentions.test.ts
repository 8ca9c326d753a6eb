import { describe, expect, it } from 'vitest';
import { insertMention, mentionHandle, mentionQueryAt, toCommentBody } from './mentions.ts';

describe('mentionQueryAt', () => {
  it('finds the @word right before the caret', () => {
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Merci @Je', 9)).toEqual({ start: 6, query: 'Je' });
    expect(mentionQueryAt('Merci @Je et', 9)).toEqual({ start: 6, query: 'Je' });
    expect(mentionQueryAt('Vu\n@an', 6)).toEqual({ start: 3, query: 'an' });
  });

  it('is null without an @ word, after a trailing space, or inside an e-mail address', () => {
    expect(mentionQueryAt('Merci', 5)).toBeNull();
    expect(mentionQueryAt('Merci @Jean ', 12)).toBeNull();
    expect(mentionQueryAt('jean@vigie.example', 18)).toBeNull();
    expect(mentionQueryAt('', 0)).toBeNull();
  });
});

describe('mentionHandle and insertMention', () => {
  it('uses the first name without spaces', () => {
    expect(mentionHandle({ firstname: 'Jean Marc' })).toBe('@JeanMarc');
  });

  it('replaces the typed @query with the handle and a space, caret after it', () => {
    expect(insertMention('Merci @je', 6, 9, { firstname: 'Jean Marc' })).toEqual({
      text: 'Merci @JeanMarc ',
      caret: 16,
    });
    expect(insertMention('@ell bravo', 0, 4, { firstname: 'Éloïse' })).toEqual({
      text: '@Éloïse bravo',
      caret: 8,
    });
  });
});

describe('toCommentBody', () => {
  const mentions = [
    { handle: '@Anne', userId: 'u4' },
    { handle: '@JeanMarc', userId: 'u2' },
  ];

  it('turns recorded handles into mentions and keeps other @words as text', () => {
    expect(toCommentBody('  Merci @Anne  et @JeanMarc @JeanMarc, voir   @Paul ! ', mentions)).toEqual([
      { type: 'text', content: 'Merci ' },
      { type: 'mention', content: 'Anne', user_id: 'u4' },
      { type: 'text', content: ' et ' },
      { type: 'mention', content: 'JeanMarc', user_id: 'u2' },
      { type: 'text', content: ' @JeanMarc, voir @Paul !' },
    ]);
  });

  it('keeps a space between two mentions in a row, and line breaks', () => {
    expect(toCommentBody('@Anne @JeanMarc\n\nà lire', mentions)).toEqual([
      { type: 'mention', content: 'Anne', user_id: 'u4' },
      { type: 'text', content: ' ' },
      { type: 'mention', content: 'JeanMarc', user_id: 'u2' },
      { type: 'text', content: '\nà lire' },
    ]);
  });

  it('gives no part for a blank text', () => {
    expect(toCommentBody('', mentions)).toEqual([]);
    expect(toCommentBody('  \n ', mentions)).toEqual([]);
  });
});
