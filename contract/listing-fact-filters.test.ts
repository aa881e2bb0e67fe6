import { describe, expect, it } from 'vitest';
import {
  factFilterMessages,
  type FactFilters,
  readFactFilters,
  writeFactFilters,
} from './listing-fact-filters';
import { propertyListQuery } from './listing-query';

/** The filters of a query string, and the messages of its bad values. */
function read(query: string): { filters: FactFilters; errors: Record<string, string[]> } {
  const params = new URLSearchParams(query);
  const errors: Record<string, string[]> = {};
  const filters = readFactFilters(
    (name) => params.get(name) ?? undefined,
    (name, message) => (errors[name] ??= []).push(message),
  );
  return { filters, errors };
}

const QUERY =
  'max_deposit=75000&tenant_preference=Family&available_by=2026-12-31&facing=e,ne,E&min_floor=0&max_floor=4&rera=1&land_type=purayidam,nilam_converted&min_road_width=12';

describe("the facts' filters (issue 34)", () => {
  it('reads each one, and writes it back the same', () => {
    const { filters, errors } = read(QUERY);
    expect(errors).toEqual({});
    expect(filters).toEqual({
      maxDeposit: 75_000,
      tenantPreference: 'family',
      availableBy: '2026-12-31',
      // In the list's order, each once.
      facing: ['ne', 'e'],
      floor: { min: 0, max: 4 },
      rera: true,
      landType: ['purayidam', 'nilam_converted'],
      minRoadWidth: 12,
    } satisfies FactFilters);
    const written = new URLSearchParams(writeFactFilters(filters)).toString();
    expect(written).toBe(
      'max_deposit=75000&tenant_preference=family&available_by=2026-12-31&facing=ne%2Ce&min_floor=0&max_floor=4&rera=1&land_type=purayidam%2Cnilam_converted&min_road_width=12',
    );
    expect(read(written).filters).toEqual(filters);
  });

  it('names each bad value with its message', () => {
    const { filters, errors } = read(
      'max_deposit=lots&tenant_preference=students&available_by=2026-02-30&facing=east&min_floor=-1&max_floor=2.5&land_type=wetland&min_road_width=wide',
    );
    expect(filters).toEqual({});
    expect(errors).toEqual(
      Object.fromEntries(
        Object.entries(factFilterMessages).map(([name, message]) => [name, [message]]),
      ),
    );
    expect(read('tenant_preference=family,bachelors').errors).toEqual({
      tenant_preference: [factFilterMessages.tenant_preference],
    });
  });

  it("are read by the API's query, whose rera also takes true and refuses other words", () => {
    expect(propertyListQuery.parse({ rera: 'true', facing: 'w' })).toMatchObject({
      rera: true,
      facing: ['w'],
    });
    const refused = propertyListQuery.safeParse({ rera: 'maybe', min_floor: 'x' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'min_floor',
      'rera',
    ]);
  });
});
