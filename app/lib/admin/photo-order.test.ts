import { describe, expect, it } from 'vitest';
import { isReordered, keyTarget, moveAnnouncement, movePhoto } from './photo-order';

describe('photo order', () => {
  it('moves a photo to a place, clamped to the list', () => {
    expect(movePhoto(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    const same = ['a', 'b'];
    expect(movePhoto(same, 0, -1)).toBe(same);
    expect(movePhoto(same, 5, 0)).toBe(same);
  });

  it('reads arrow keys, Home and End', () => {
    expect(keyTarget('ArrowLeft', 2, 4)).toBe(1);
    expect(keyTarget('ArrowDown', 2, 4)).toBe(3);
    expect(keyTarget('Home', 2, 4)).toBe(0);
    expect(keyTarget('End', 0, 4)).toBe(3);
    expect(keyTarget('Enter', 0, 4)).toBeNull();
  });

  it('says where the photo went, and when it became the cover', () => {
    expect(moveAnnouncement(1, 5)).toBe('Image moved to position 2 of 5.');
    expect(moveAnnouncement(0, 5)).toContain('now the cover');
  });

  it('tells a new order from the saved one, whatever was deleted', () => {
    expect(isReordered([3, 1], [1, 2, 3])).toBe(true);
    expect(isReordered([1, 3], [1, 2, 3])).toBe(false);
    expect(isReordered([], [1])).toBe(false);
  });
});
