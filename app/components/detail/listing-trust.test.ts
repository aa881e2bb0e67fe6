import { describe, expect, it } from 'vitest';

import { toDetailListing } from './detail-listing';
import { buildTestListing } from './listing.fixture';

describe("a listing's freshness and site visit, as its page shows them", () => {
  const visit = { visited_on: '2026-03-04', checks: ['title_deed_seen' as const] };

  it('is written in the page language, with dates on Kerala’s calendar', () => {
    // 20:00 UTC is already the next day in Kerala.
    const listing = buildTestListing({
      confirmed_at: '2026-10-31T20:00:00.000Z',
      site_visit: visit,
    });
    expect(toDetailListing(listing, 'en', 'Veedu Homes').trust).toEqual({
      label: 'Checked by us',
      lines: [
        { kind: 'confirmed', text: 'Confirmed available on 1 November 2026' },
        { kind: 'visited', text: 'Visited by Veedu Homes on 4 March 2026' },
        { kind: 'check', text: 'Title deed seen' },
      ],
    });
    expect(toDetailListing(listing, 'ml', 'Veedu').trust).toEqual({
      label: 'ഞങ്ങൾ ഉറപ്പുവരുത്തിയത്',
      lines: [
        { kind: 'confirmed', text: '2026 നവംബർ 1-ന് ലഭ്യത ഉറപ്പാക്കിയത്' },
        { kind: 'visited', text: '2026 മാർച്ച് 4-ന് Veedu നേരിട്ട് സന്ദർശിച്ചു' },
        { kind: 'check', text: 'ആധാരം നേരിൽ കണ്ടു' },
      ],
    });
  });

  it('says nothing of availability for a sold listing, nor of a visit there was not', () => {
    const sold = buildTestListing({ status: 'sold' });
    expect(toDetailListing(sold, 'en').trust?.lines).toEqual([]);
  });
});
