import { describe, expect, it } from 'vitest';
import { avatarPreviewUrl, coverCrop, stripDataUrlPrefix } from './resize-avatar.ts';

const rounded = ({ x, y, width, height }: ReturnType<typeof coverCrop>) =>
  [x, y, width, height].map((value) => Math.round(value * 1000) / 1000);

describe('the avatar resize helpers', () => {
  it('keeps the middle square of a landscape picture', () => {
    expect(rounded(coverCrop(1200, 800, 150))).toEqual([200, 0, 800, 800]);
  });

  it('keeps the middle square of a portrait picture', () => {
    expect(rounded(coverCrop(1000, 1500, 150))).toEqual([0, 250, 1000, 1000]);
  });

  it('takes all of a square picture, and scales up a small one', () => {
    expect(rounded(coverCrop(600, 600, 150))).toEqual([0, 0, 600, 600]);
    expect(rounded(coverCrop(100, 60, 150))).toEqual([20, 0, 60, 60]);
  });

  it('drops the data: prefix so the server gets bare base64', () => {
    expect(stripDataUrlPrefix('data:image/jpeg;base64,/9j/4AAQSkZJRg==')).toBe('/9j/4AAQSkZJRg==');
    expect(stripDataUrlPrefix('iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
  });

  it('turns bare base64 back into a JPEG data URL for the preview', () => {
    expect(avatarPreviewUrl('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
  });
});
