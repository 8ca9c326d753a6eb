import type { NewsroomPost } from '@vigie/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, toForm, toInput } from './post-form.ts';

const published = {
  status: 'published',
  publish_date: '2026-03-02T09:15:42.123Z',
  title: 'Note',
  type: 'memo',
  summary: '',
  description: '',
  source_url: '',
  geo: '',
  confidential: false,
  img: null,
  source_name: 'AFP',
  source_flag: true,
  contacts: ['c1'],
  entities: [],
  themes: ['t1'],
  attachments: [],
} as unknown as NewsroomPost;

describe('post form', () => {
  it('sends a published post back with its exact date and the fields it does not edit', () => {
    const input = toInput(toForm(published), published);
    expect(input.publish_date).toBe('2026-03-02T09:15:42.123Z');
    expect(input).toMatchObject({ source_name: 'AFP', source_flag: true, contacts: ['c1'], themes: ['t1'] });
  });

  it('leaves the date out when the field is empty, and hides a draft’s past date', () => {
    expect(toInput({ ...EMPTY_FORM, title: 'x' }, undefined).publish_date).toBeUndefined();
    expect(toForm({ ...published, status: 'draft' }).publishDate).toBe('');
  });
});
