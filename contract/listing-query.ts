import { z } from 'zod';
import { type FactFilters, readFactFilters } from './listing-fact-filters';
import { type ListingSearch, readListingSearch } from './listing-search';
import { PERFORMANCE_SORTS, type PerformanceSort } from './listing-stats';
import { REDUCED_SORT } from './property-constants';

/**
 * The list endpoint's query string as the API documents and reads it. Every parameter arrives as
 * text and is read by the listing search (listing-search.ts), the one parser of searches: zod
 * only carries the names and their descriptions, and turns the search's errors into its issues,
 * so a bad value is a 400 with the same message wherever the search is read.
 */

/**
 * A search as the API reads it: the listing search, and the admin's "needs confirming" (issue
 * 15, item 7), which no public page has: kept out of listing-search.ts, whose code pages ship.
 */
export type ListingQuery = ListingSearch &
  /** The listing facts' filters (issue 34): the API's alone so far (listing-fact-filters.ts). */
  FactFilters & {
    /** Admins: available listings not confirmed for CONFIRM_AFTER_DAYS (contract/agency.ts). */
    needsConfirming?: true;
  };

/** A yes-or-no parameter: 1 or true is yes; 0, false or nothing is no; anything else undefined. */
function readFlag(text: string | undefined): boolean | undefined {
  const word = (text ?? '').trim().toLowerCase();
  if (word === '1' || word === 'true') return true;
  if (word === '0' || word === 'false' || word === '') return false;
  return undefined;
}

export const flagMessage = (name: string) => `${name} must be 1 (or true), or 0 (or false).`;

const text = (description: string) => z.string().optional().meta({ description });

export const propertyListQuery = z
  .object({
    type: text('all (default), rent, or sale: buy, sell and sale all mean for sale.'),
    property_type: text('A property type id.'),
    category: text(
      "A property type's name, loosely (flat, plot, warehouse...); untyped listings match by their words.",
    ),
    ownership: text('management or direct_owner.'),
    min_price: text('Rupees (the sale price, or the monthly rent).'),
    max_price: text('Rupees.'),
    bedrooms: text('3 means exactly 3; 5+ means 5 or more.'),
    bathrooms: text('2 means exactly 2; 4+ means 4 or more.'),
    min_area: text('Square feet.'),
    max_area: text('Square feet.'),
    min_cents: text(
      'Cents of land, checked only where a listing states its cents: listings without cents are not left out.',
    ),
    max_cents: text('Cents of land, checked as min_cents is.'),
    location: text("A place, fuzzily: 'Kochi' or 'Kochi, Ernakulam, Kerala'."),
    q: text('A word in the title, the description or the town.'),
    lat: text('Latitude of the visitor, with lng: needed by sort=nearest.'),
    lng: text('Longitude of the visitor, with lat.'),
    bbox: text(
      'A map area, minLng,minLat,maxLng,maxLat in degrees: listings inside it, edges included.',
    ),
    verified: text('1: only listings the agency has visited (a site visit is recorded).'),
    price_reduced: text(
      '1: only price cuts, listings whose latest price change was a reduction in the last 30 days.',
    ),
    max_deposit: text('Rupees: listings whose security deposit is stated and at most this.'),
    tenant_preference: text(
      'any, family, bachelors or company: listings that take such tenants (theirs, or any); any finds those open to anyone.',
    ),
    available_by: text(
      'YYYY-MM-DD: listings available from that day or before, or with no date given.',
    ),
    facing: text('One or more of n, ne, e, se, s, sw, w, nw, separated by commas.'),
    min_floor: text(
      'Floors, 0 the ground floor: listings whose floor is stated and at least this.',
    ),
    max_floor: text('Listings whose floor is stated and at most this.'),
    rera: text('1: only listings with a K-RERA registration number.'),
    land_type: text(
      'One or more of purayidam, nilam, nilam_converted, plantation, separated by commas.',
    ),
    min_road_width: text('Feet: listings on a road at least this wide (road width stated).'),
    needs_confirming: text(
      'Admins: 1 for listings not confirmed as available for 60 days (the public ignores it).',
    ),
    sort: text(
      'newest (default), price-asc, price-desc, nearest (adds distance_km), or reduced (listings whose latest price change was a cut, the latest cut first; then the rest, newest first). With an admin token also views, leads or enquiries: most in the last 30 days first.',
    ),
    status: text(
      'available (default). With an admin token: all, available, draft, sold or rented.',
    ),
    page: text('From 1.'),
    page_size: text('1 to 100; 12 by default.'),
  })
  .transform((query, ctx): ListingQuery & { performanceSort?: PerformanceSort } => {
    // The admin's sorts by performance (issue 15) are read here; the search knows only its own.
    const performanceSort = PERFORMANCE_SORTS.find((sort) => sort === query.sort?.trim());
    // Price cuts first: the API's own, like the performance sorts (property-constants.ts).
    const isReduced = query.sort?.trim() === REDUCED_SORT;
    const { search, errors } = readListingSearch(
      performanceSort || isReduced ? { ...query, sort: undefined } : query,
      'api',
    );
    if (isReduced) search.sort = REDUCED_SORT;
    for (const [path, messages] of Object.entries(errors)) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
    }
    // The search reads `verified` (only a yes counts there); the flags' mistakes are said here.
    for (const name of ['verified', 'price_reduced', 'needs_confirming', 'rera'] as const) {
      if (readFlag(query[name]) === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: flagMessage(name) });
      }
    }
    if (readFlag(query.verified)) search.verified = true;
    if (readFlag(query.price_reduced)) search.priceReduced = true;
    const facts = readFactFilters(
      (name) => query[name as keyof typeof query],
      (name, message) => ctx.addIssue({ code: 'custom', path: [name], message }),
    );
    if (readFlag(query.rera)) facts.rera = true;
    return {
      ...search,
      ...facts,
      ...(readFlag(query.needs_confirming) ? { needsConfirming: true } : {}),
      ...(performanceSort ? { performanceSort } : {}),
    };
  });
