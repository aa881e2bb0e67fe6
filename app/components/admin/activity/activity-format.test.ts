import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../contract/audit';
import {
  byDay,
  describeEntry,
  entryLink,
  formatValue,
  shownChanges,
  VALUE_LIMIT,
} from './activity-format';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-26T10:00:00.000Z',
  actor_id: 3,
  actor_email: 'meera@veedu.test',
  action: 'updated',
  entity: 'property',
  entity_id: 12,
  property_id: 12,
  changes: {},
  names: {},
  photo: null,
  ...overrides,
});

describe('the Activity screen’s wording', () => {
  it('says what was done to what', () => {
    expect(describeEntry(entry({}))).toBe('updated listing #12');
    expect(describeEntry(entry({ action: 'created', entity: 'city', entity_id: 7 }))).toBe(
      'created town #7',
    );
    expect(describeEntry(entry({ entity: 'property_feature', entity_id: null }))).toBe(
      'updated listing feature',
    );
  });

  it('shows values as one line, cut when long', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue('')).toBe('—');
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(8_500_000)).toBe('8500000');
    expect(formatValue([{ place: 'Lulu Mall', distance: 2.5 }])).toBe(
      '[{"place":"Lulu Mall","distance":2.5}]',
    );
    const long = formatValue('a'.repeat(VALUE_LIMIT + 40));
    expect(long).toHaveLength(VALUE_LIMIT + 1);
    expect(long.endsWith('…')).toBe(true);
  });

  it('lists the changed fields by their names, without the id', () => {
    expect(
      shownChanges(
        entry({
          changes: { id: [null, 12], price: [1_000_000, 950_000], property_for: [null, 'rent'] },
        }),
      ),
    ).toEqual([
      { field: 'Price', from: '1000000', to: '950000' },
      { field: 'Sale or rent', from: '—', to: 'rent' },
    ]);
  });

  it('groups entries by their day in Kerala (IST), newest first', () => {
    const days = byDay([
      entry({ id: 3, at: '2026-11-26T20:00:00.000Z' }),
      entry({ id: 2, at: '2026-11-26T10:00:00.000Z' }),
      entry({ id: 1, at: '2026-11-25T17:00:00.000Z' }),
    ]);
    // 20:00 UTC is 1:30 am on the 27th in Kerala; 17:00 UTC on the 25th is 10:30 pm there.
    expect(days.map((day) => [day.day, day.entries.map((item) => item.id)])).toEqual([
      ['Fri, 27 Nov 2026', [3]],
      ['Thu, 26 Nov 2026', [2]],
      ['Wed, 25 Nov 2026', [1]],
    ]);
  });

  it('links to the listing unless it was deleted', () => {
    expect(entryLink(entry({}))).toBe('/admin/edit-property/12');
    expect(entryLink(entry({ action: 'deleted' }))).toBeNull();
    expect(entryLink(entry({ entity: 'hero_banner', property_id: null }))).toBe('/admin/banners');
    expect(entryLink(entry({ entity: 'user', property_id: null }))).toBeNull();
  });
});
