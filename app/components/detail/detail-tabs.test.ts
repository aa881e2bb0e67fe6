import { describe, expect, it } from 'vitest';

import { tabFromHash } from './detail-tabs';

describe('tabFromHash', () => {
  it('opens the tab the link names', () => {
    expect(tabFromHash('#video')).toBe('video');
    expect(tabFromHash('#location')).toBe('location');
  });

  it('ignores other hashes', () => {
    expect(tabFromHash('')).toBeNull();
    expect(tabFromHash('#main-content')).toBeNull();
  });
});
