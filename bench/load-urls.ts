// The URLs of `bench:load`'s cold steps: every request a page no cache has seen. Listing pages get
// filter combinations drawn from the real filter space (app/lib/listing-search.ts), each built
// around a listing of the catalogue so that most of them find something; detail pages go through
// the catalogue's listings. Drawn with a seeded PRNG: the same data gives the same URLs every run.
import { canonicalTypeName, parseListingFilters, toListingSearch } from '../app/lib/listing-search';
import {
  CENTS_RANGES,
  PRICE_PRESETS,
  type RangeChoice,
  RENT_PRICE_PRESETS,
  rangeValue,
  SQFT_RANGES,
  areaUnitFor,
} from '../app/lib/search-options';
import { writeListingSearch } from '../contract/listing-search';
import { locationTerm } from '../server/modules/properties/search-tuning';
import { PROPERTY_TYPE_SYNONYMS, SORTS } from '../contract/property-constants';
import { seededRandom } from '../server/testing/seeded-random';

/** What the filters can ask of a listing: the API's fields (contract/properties.ts). */
export interface SampleListing {
  property_for: 'rent' | 'sell';
  property_ownership: string;
  property_type_details: { name: string } | null;
  bedrooms: number;
  bathrooms: number;
  price: number;
  area: number;
  cents: number | null;
  location: { city: string; district: string; state: string };
  latitude: number;
  longitude: number;
}

/**
 * URLs never requested before in this run, taken in order: a cold step's requests and its
 * canary's. What a run took and did not send goes back to the front for the next one.
 */
export interface FreshUrls {
  /** Up to `count` fresh URLs, no longer fresh once taken (fewer when no more are left). */
  take(count: number): string[];
  /** URLs taken but never requested: fresh again, first in line. */
  giveBack(urls: string[]): void;
  /** Once none are fresh: the URLs to go round again (every request a repeat). */
  repeats(): string[];
}

/**
 * Fresh URLs from `more` (asked for a number, it gives at most that many new ones, none once the
 * space is used up); once they run out, `repeats` (by default every URL `more` gave) is gone
 * through again.
 */
export function freshUrls(more: (count: number) => string[], repeats?: string[]): FreshUrls {
  let pending: string[] = [];
  const given: string[] = [];
  return {
    take(count) {
      if (pending.length < count) {
        const added = more(count - pending.length);
        for (const url of added) given.push(url);
        pending = pending.concat(added);
      }
      const taken = pending.slice(0, count);
      pending = pending.slice(count);
      return taken;
    },
    giveBack(urls) {
      pending = urls.concat(pending);
    },
    repeats: () => (repeats && repeats.length > 0 ? repeats : given),
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T | undefined =>
  items[Math.floor(random() * items.length)];

/** A number between `low` and `high` times `value`, rounded to `step`. */
function near(random: Random, value: number, low: number, high: number, step: number): number {
  return Math.max(0, Math.round((value * (low + random() * (high - low))) / step) * step);
}

/** A range around `value`: one of the form's presets that holds it, or one of its own. */
function rangeAround(
  random: Random,
  value: number,
  presets: readonly RangeChoice[],
  step: number,
): string {
  const preset = presets.find(
    (choice) => (choice.min ?? 0) <= value && value <= (choice.max ?? Infinity),
  );
  if (preset && random() < 0.5) return rangeValue(preset);
  // Either end may be open, not both.
  const min = random() < 0.2 ? undefined : near(random, value, 0.4, 0.95, step);
  const max =
    min !== undefined && random() < 0.25
      ? undefined
      : Math.max(step, near(random, value, 1.05, 2, step));
  return rangeValue({ min, max });
}

/** Rooms as the form writes them: '2', or at least: '2+', '5+'. */
function rooms(random: Random, count: number, most: number): string {
  if (count >= most) return `${most}+`;
  return random() < 0.8 ? String(count) : `${Math.max(1, count - 1)}+`;
}

/** A word with one letter typed twice: 'Kochii' (the search matches places by similarity). */
function typo(random: Random, word: string): string {
  const at = 1 + Math.floor(random() * Math.max(1, word.length - 1));
  return `${word.slice(0, at)}${word[at - 1] ?? ''}${word.slice(at)}`;
}

/** What a visitor types or picks in the search box for the listing's place. */
function searchText(random: Random, place: SampleListing['location']): string {
  const roll = random();
  if (roll < 0.35) return `${place.city}, ${place.district}, ${place.state}`;
  if (roll < 0.55) return place.city;
  if (roll < 0.65) return place.city.toLowerCase();
  if (roll < 0.8) return `${place.district}, ${place.state}`;
  if (roll < 0.9) return typo(random, place.city);
  return place.district;
}

/** The type's name as the panel has it, or now and then a word people use for it ('flat'). */
function categoryText(random: Random, typeName: string): string {
  const synonyms = PROPERTY_TYPE_SYNONYMS[typeName.toLowerCase()] ?? [];
  return random() < 0.75 ? typeName : (pick(random, synonyms) ?? typeName);
}

/** A listing page's URL parameters as the filter form, the search box and pagination write them. */
function listingSearch(random: Random, listing: SampleListing): URLSearchParams {
  const params = new URLSearchParams();
  const chance = (share: number) => random() < share;
  const typeName = listing.property_type_details?.name;
  const isRent = listing.property_for === 'rent';
  if (chance(0.7)) params.set('type', isRent ? 'rent' : 'buy');
  if (typeName && chance(0.4)) params.set('category', categoryText(random, typeName));
  if (chance(0.5)) params.set('location', searchText(random, listing.location));
  if (listing.bedrooms > 0 && chance(0.35)) params.set('beds', rooms(random, listing.bedrooms, 5));
  if (listing.bathrooms > 0 && chance(0.15)) {
    params.set('baths', rooms(random, listing.bathrooms, 4));
  }
  if (chance(0.3)) {
    const [presets, step] = isRent ? [RENT_PRICE_PRESETS, 1_000] : [PRICE_PRESETS, 100_000];
    params.set('price', rangeAround(random, listing.price, presets, step));
  }
  if (chance(0.15)) {
    if (areaUnitFor(typeName) === 'sqft') {
      params.set('sqft', rangeAround(random, listing.area, SQFT_RANGES, 100));
    } else if (listing.cents !== null) {
      params.set('cents', rangeAround(random, listing.cents, CENTS_RANGES, 5));
    }
  }
  if (chance(0.15)) params.set('ownership', listing.property_ownership);
  const sort = chance(0.5) ? 'newest' : (pick(random, SORTS) ?? 'newest');
  if (sort !== 'newest') params.set('sort', sort);
  if (sort === 'nearest') {
    // A phone's position somewhere around the listing, as the browser gives it.
    params.set('lat', (listing.latitude + (random() - 0.5) / 10).toFixed(4));
    params.set('lng', (listing.longitude + (random() - 0.5) / 10).toFixed(4));
  }
  if (chance(0.25)) params.set('page', String(2 + Math.floor(random() * 4)));
  return params;
}

/**
 * What a listing page asks the catalogue for: its API query with the place reduced to the term
 * the search uses and the category to its type, so that two URLs asking for the same results
 * ('Kochi' and 'Kochi, Ernakulam, Kerala'; 'flat' and 'Apartment') count as one.
 */
function resultsKey(params: URLSearchParams): string {
  const { view: _laidOut, ...search } = parseListingFilters(params);
  if (search.location) search.location = locationTerm(search.location) ?? '';
  if (search.category) {
    search.category = (canonicalTypeName(search.category) ?? search.category).toLowerCase();
  }
  return writeListingSearch(search, 'api');
}

/**
 * Listing page URLs, each asking for results no other one (nor any of `taken`, the URLs other
 * steps request) asks for: `more(count)` gives up to `count` new ones, fewer once the draws keep
 * landing on ones given before (a small catalogue's filter space is used up).
 */
export function coldListingUrls(
  listings: SampleListing[],
  taken: string[],
  seed: number,
): (count: number) => string[] {
  const random = seededRandom(seed);
  const seen = new Set(
    taken.map((url) => resultsKey(new URL(url, 'http://load.test').searchParams)),
  );
  return (count) => {
    const urls: string[] = [];
    for (let draws = 0; urls.length < count && draws < count * 20; draws += 1) {
      const listing = pick(random, listings);
      if (!listing) break;
      const params = listingSearch(random, listing);
      const key = resultsKey(params);
      if (seen.has(key)) continue;
      seen.add(key);
      urls.push(`/property-listing${toListingSearch(parseListingFilters(params))}`);
    }
    return urls;
  };
}

/** Hands out `urls` in order, each once. */
export function inOrder(urls: readonly string[]): (count: number) => string[] {
  let next = 0;
  return (count) => {
    const slice = urls.slice(next, next + count);
    next += slice.length;
    return slice;
  };
}

/** The listing ids of the XML sitemap (every available listing), its index's files included. */
export async function sitemapListingIds(
  baseUrl: string,
  get: (url: string) => Promise<string>,
): Promise<number[]> {
  const root = await get(`${baseUrl}/sitemap.xml`);
  const files = [...root.matchAll(/\/sitemaps\/(\d+)\.xml/g)].map((match) => match[1]);
  const documents = [root];
  for (const file of files) documents.push(await get(`${baseUrl}/sitemaps/${file}.xml`));
  const ids = documents.flatMap((xml) =>
    [...xml.matchAll(/\/property\/(\d+)</g)].map((match) => Number(match[1])),
  );
  return [...new Set(ids)];
}

/** `items` in an order drawn with the seed (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
