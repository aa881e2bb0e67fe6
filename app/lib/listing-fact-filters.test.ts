import { describe, expect, it } from 'vitest';

import { withoutFacts } from './filter-chips';
import { checkFactFilters, factFilterChips, factFilterSections } from './listing-fact-filters';
import { parseListingFilters, toListingSearch } from './listing-search';

const check = (search: string) =>
  checkFactFilters(parseListingFilters(new URLSearchParams(search)));

describe('checkFactFilters', () => {
  it('gives the search what the API would read, and keeps one spelling of it in the URL', () => {
    const { filters, query } = check(
      'type=rent&max_deposit=50000&tenant_preference=Family&facing=n,e&floor=0-0&price_reduced=1',
    );
    expect(query).toEqual({
      maxDeposit: 50_000,
      tenantPreference: 'family',
      facing: ['n', 'e'],
      floor: { min: 0, max: 0 },
      priceReduced: true,
    });
    expect(toListingSearch(filters)).toBe(
      '?type=rent&max_deposit=50000&tenant_preference=family&facing=n,e&min_floor=0&max_floor=0&price_reduced=1'.replaceAll(
        ',',
        '%2C',
      ),
    );
  });

  it('drops a bad value and keeps the rest', () => {
    const { filters, query } = check(
      'max_deposit=-5&facing=up&available_by=2026-02-30&min_road_width=12&land_type=nilam,swamp',
    );
    expect(query).toEqual({ minRoadWidth: 12 });
    expect(filters.facts).toEqual({ min_road_width: '12' });
    expect(check('rera=yes&price_reduced=2').filters.facts).toBeUndefined();
  });
});

describe('factFilterSections', () => {
  it("says each section in the page's language, with the URL's choice among its chips", () => {
    const { filters } = check('type=rent&available_by=2027-01-15&min_road_width=12');
    const sections = factFilterSections(filters, 'en', '2026-11-24');
    const moveIn = sections.find((section) => section.name === 'available_by');
    expect(moveIn?.choices.map((choice) => choice.value)).toEqual([
      '',
      '2026-11-24',
      '2026-12-24',
      '2027-02-22',
      // The link's own date stays a choice, so sending the form keeps it.
      '2027-01-15',
    ]);
    expect(moveIn?.choices.at(-1)?.label).toBe('By 15 January 2027');
    expect(moveIn?.value).toBe('2027-01-15');
    const road = sections.find((section) => section.name === 'min_road_width');
    expect(road?.choices.at(-1)).toEqual({ label: '12 ft or wider', value: '12' });
    const ml = factFilterSections(filters, 'ml', '2026-11-24');
    expect(ml.find((section) => section.name === 'max_deposit')?.title).toBe('സെക്യൂരിറ്റി ഡെപ്പോസിറ്റ്');
    expect(sections.map((section) => `${section.name}:${section.for}`)).toEqual([
      'max_deposit:rent',
      'tenant_preference:rent',
      'available_by:rent',
      'facing:built',
      'floor:built',
      'land_type:land',
      'min_road_width:land',
      'rera:sale',
      'price_reduced:all',
    ]);
  });
});

describe('factFilterChips', () => {
  it('labels each filter that is on, and its removal keeps the others', () => {
    const { filters } = check(
      'type=buy&min_floor=10&facing=w&rera=1&land_type=purayidam,plantation',
    );
    const chips = factFilterChips(filters, 'en');
    expect(chips.map((chip) => chip.label)).toEqual([
      'West facing',
      'Floor 10 and up',
      'K-RERA registered',
      'Garden land, Plantation',
    ]);
    const floor = chips.find((chip) => chip.key === 'min_floor');
    expect(floor?.names).toEqual(['min_floor', 'max_floor']);
    expect(toListingSearch(withoutFacts(filters, floor?.names ?? []))).toBe(
      '?type=buy&facing=w&rera=1&land_type=purayidam%2Cplantation',
    );
    expect(factFilterChips(check('max_floor=0').filters, 'ml').map((chip) => chip.label)).toEqual([
      'താഴത്തെ നില',
    ]);
    expect(factFilterChips(check('type=rent').filters, 'en')).toEqual([]);
  });
});
