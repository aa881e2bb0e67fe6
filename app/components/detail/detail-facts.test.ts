import { describe, expect, it } from 'vitest';
import type { ListingFactField } from '../../../contract/listing-facts';
import type { Property } from '../../../contract/properties';
import { listingFactRows, listingFactsSection, PADDY_LAND_ACT_URL } from './detail-facts';
import { toDetailListing } from './detail-listing';
import { buildTestListing, NO_FACTS } from './listing.fixture';

const FLAT = {
  ...NO_FACTS,
  security_deposit: 75_000,
  maintenance_monthly: 2500,
  available_from: '2026-12-15',
  lock_in_months: 11,
  tenant_preference: 'family',
  pets_allowed: false,
  floor: 3,
  total_floors: 9,
  facing: 'e',
  carpet_area: 1180,
  water_source: ['kwa', 'well'],
  power_backup: 'full',
  rera_number: 'K-RERA/PRJ/ERN/156/2025',
} satisfies Pick<Property, ListingFactField>;

const PADDY = {
  ...NO_FACTS,
  survey_number: '17/1',
  village: 'Champakulam',
  taluk: 'Kuttanad',
  land_type: 'nilam',
  in_data_bank: true,
  road_width_ft: 8,
  road_frontage_ft: 150.5,
} satisfies Pick<Property, ListingFactField>;

const rows = (facts: Pick<Property, ListingFactField>, language: 'en' | 'ml' = 'en') =>
  listingFactRows(facts, language, '2026-11-29').map(([label, value]) => [label, value]);

describe("a listing's facts on its page (issue 34)", () => {
  it("says a rental flat's terms and building as people read them", () => {
    expect(rows(FLAT)).toEqual([
      ['Security deposit', '₹75,000'],
      ['Maintenance', '₹2,500 a month'],
      ['Available from', '15 December 2026'],
      ['Lock-in period', '11 months'],
      ['Tenants', 'Families'],
      ['Pets', 'Not allowed'],
      ['Floor', '3rd of 9 floors'],
      ['Facing', 'East facing'],
      ['Carpet area', '1,180 sq.ft.'],
      ['Water', 'Kerala Water Authority, Well'],
      ['Power backup', 'Full'],
      ['K-RERA registration', 'K-RERA/PRJ/ERN/156/2025'],
    ]);
    const rera = listingFactRows(FLAT, 'en').find(([label]) => label === 'K-RERA registration');
    expect(rera?.[2]).toEqual([
      {
        tag: 'a',
        props: expect.objectContaining({
          href: 'https://rera.kerala.gov.in',
          children: 'Look it up on the K-RERA website',
          target: '_blank',
        }),
      },
    ]);
  });

  it('says the floor however much is known, and a date reached as now', () => {
    const floor = (value: number | null, floors: number | null) =>
      rows({ ...NO_FACTS, floor: value, total_floors: floors })[0]?.[1];
    expect(floor(0, 4)).toBe('Ground floor of 4 floors');
    expect(floor(1, 1)).toBe('1st of 1 floor');
    expect(floor(12, null)).toBe('12th floor');
    expect(floor(22, 30)).toBe('22nd of 30 floors');
    expect(floor(null, 2)).toBe('2 floors');
    expect(rows({ ...NO_FACTS, available_from: '2026-11-29' })).toEqual([
      ['Available from', 'Now'],
    ]);
  });

  it('explains paddy land in the data bank in one plain sentence each, in both languages', () => {
    expect(rows(PADDY)).toEqual([
      ['Survey number', '17/1'],
      ['Village', 'Champakulam'],
      ['Taluk', 'Kuttanad'],
      ['Land type', 'Paddy land (nilam)'],
      ['Road access', '8 ft wide road, 150.5 ft frontage'],
    ]);
    const land = (facts: Pick<Property, ListingFactField>, language: 'en' | 'ml' = 'en') =>
      listingFactRows(facts, language).find(
        ([label, value]) => value.includes('nilam') || label === 'ഭൂമിയുടെ തരം',
      );
    expect(land(PADDY)?.[2][0]?.props.children).toMatch(/cannot be built on .* data bank/);
    expect(land({ ...PADDY, in_data_bank: false })?.[2][0]?.props.children).toMatch(
      /^Paddy land cannot be built on in Kerala unless .*2008\)\.$/,
    );
    expect(land({ ...PADDY, land_type: 'nilam_converted', in_data_bank: false })?.[2]).toEqual([]);
    // Then the Act itself, for whoever wants the law's words.
    expect(land(PADDY)?.[2][1]).toEqual({
      tag: 'a',
      props: expect.objectContaining({ href: PADDY_LAND_ACT_URL, children: 'Read the Act' }),
    });
    const malayalam = land(PADDY, 'ml');
    expect(malayalam?.[1]).toBe('നിലം (നെൽവയൽ)');
    expect(malayalam?.[2][0]?.props.children).toContain('ഡാറ്റാ ബാങ്കിൽ');
    expect(malayalam?.[2][1]?.props.children).toBe('നിയമം വായിക്കുക');
  });

  it('writes the Malayalam page in Malayalam', () => {
    expect(rows(FLAT, 'ml').slice(6, 8)).toEqual([
      ['നില', '9 നിലകളിൽ 3-ാം നില'],
      ['ദർശനം', 'കിഴക്ക് ദർശനം'],
    ]);
  });

  it('has no section for a listing that states none, and is part of the page data', () => {
    expect(listingFactsSection(NO_FACTS, 'en')).toBeUndefined();
    expect(toDetailListing(buildTestListing(), 'en').facts).toBeUndefined();
    const page = toDetailListing(buildTestListing(FLAT), 'en');
    expect(page.facts?.title).toBe('Rent, building and land');
    expect(page.facts?.facts).toHaveLength(12);
    // The raw facts stay on the server: the page carries the rows only.
    expect(page).not.toHaveProperty('security_deposit');
  });
});
