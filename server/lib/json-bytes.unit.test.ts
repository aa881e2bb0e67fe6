import { describe, expect, it } from 'vitest';

import { toPage } from '../../contract/pagination';
import { arrayJsonBytes, jsonBytes, pageJsonBytes, parseJsonBytes } from './json-bytes';

const items = [{ id: 1, title: 'Villa in Kakkanad' }, { id: 2, title: 'കടവന്ത്ര ഫ്ലാറ്റ് ₹' }, {}];
const asBytes = items.map((item) => jsonBytes<object>(JSON.stringify(item)));

describe('JSON bytes', () => {
  it('joins items into an array, empty or not', () => {
    expect(parseJsonBytes(arrayJsonBytes(asBytes))).toEqual(items);
    expect(parseJsonBytes(arrayJsonBytes([]))).toEqual([]);
  });

  it('wraps items in the paged-list envelope, exactly as the objects would be', () => {
    const counts = { count: 40, total: 1_000 };
    const page = pageJsonBytes(asBytes, counts, 2, 12);
    expect(parseJsonBytes(page)).toEqual(toPage(items, counts, 2, 12));
    expect(page.toString('utf8')).toBe(JSON.stringify(toPage(items, counts, 2, 12)));
    expect(parseJsonBytes(pageJsonBytes([], { count: 0, total: 0 }, 1, 12))).toEqual(
      toPage([], { count: 0, total: 0 }, 1, 12),
    );
  });
});
