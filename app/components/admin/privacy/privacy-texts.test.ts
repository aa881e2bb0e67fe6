import { describe, expect, it } from 'vitest';

import type { ErasureReport } from '../../../../contract/privacy';
import { countRows, describeEnquiry, hiddenEnquiries } from './privacy-texts';

const report: ErasureReport = {
  dry_run: true,
  counts: { enquiries: 3, enquiry_notes: 2, audit_entries: 5, mails: 1, alerts: 2 },
  enquiries: [
    {
      id: 12,
      created_at: '2026-11-24T08:35:00.000Z',
      status: 'won',
      property: 7,
      property_title: 'Plot in Thrissur',
    },
    {
      id: 9,
      created_at: '2026-03-02T04:30:00.000Z',
      status: 'new',
      property: null,
      property_title: null,
    },
    {
      id: 4,
      created_at: '2026-01-15T10:00:00.000Z',
      status: 'lost',
      property: 3,
      property_title: null,
    },
  ],
};

describe('the Privacy screen’s texts', () => {
  it('lists each kind with its count, zeros too', () => {
    expect(countRows(report.counts)).toEqual([
      { label: 'Enquiries', count: 3 },
      { label: 'Notes by the team', count: 2 },
      { label: 'Activity entries (kept, values erased)', count: 5 },
      { label: 'Saved searches (alerts)', count: 2 },
      { label: 'E-mails about them', count: 1 },
    ]);
  });

  it('tells an enquiry by when it came (in Kerala), about what, and where it stands', () => {
    expect(describeEnquiry(report.enquiries[0]!)).toBe(
      '24 Nov 2026, 2:05 pm · Plot in Thrissur (#7) · Won',
    );
    expect(describeEnquiry(report.enquiries[1]!)).toBe(
      '2 Mar 2026, 10:00 am · a general enquiry · New',
    );
    // The listing was deleted since: its number stays.
    expect(describeEnquiry(report.enquiries[2]!)).toMatch(/· listing #3 · Lost$/);
  });

  it('counts the enquiries not shown', () => {
    expect(hiddenEnquiries(report, 2)).toBe(1);
    expect(hiddenEnquiries(report, 5)).toBe(0);
    // The answer lists 100 of 150: 50 are counted, never shown.
    const many: ErasureReport = {
      ...report,
      counts: { ...report.counts, enquiries: 150 },
      enquiries: Array.from({ length: 100 }, (_, index) => ({
        ...report.enquiries[0]!,
        id: index,
      })),
    };
    expect(hiddenEnquiries(many, 5)).toBe(145);
  });
});
