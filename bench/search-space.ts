// The listing search's whole filter space, drawn from with a fixed seed: what bench:api measures
// instead of a few hand-picked queries (issue 12). Every filter and sort of the list endpoint,
// the spellings visitors use at the edges (buy, sell, sale; category synonyms; 3+), price bounds
// that suit rent or sale, places by town, district, in Malayalam, by an older English name and
// with a slip, keywords that are common, rare, absent, short or Malayalam, and pages from the
// first to past the end.
import { PLACE_NAME_VARIANTS } from '../contract/place-aliases';
import { PROPERTY_TYPE_SYNONYMS } from '../contract/property-constants';
import { DISTRICT_NAMES_ML, TOWN_NAMES_ML } from '../server/seed/place-names-ml';
import { KERALA_DISTRICTS, PROPERTY_TYPES } from '../server/seed/reference-data';
import { seededRandom } from '../server/testing/seeded-random';

export interface DrawnSearch {
  /** The shape, for the table: the filters drawn, in a fixed order. */
  shape: string;
  /** The list endpoint's query string. */
  query: string;
}

type Random = () => number;
type Params = Record<string, string>;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

const TOWNS = Object.values(KERALA_DISTRICTS).flat();
const DISTRICTS = Object.keys(KERALA_DISTRICTS);
/** The same places as visitors also write them: in Malayalam, and as Cochin or Calicut (issue 13). */
const MALAYALAM_PLACES = [...Object.values(TOWN_NAMES_ML), ...Object.values(DISTRICT_NAMES_ML)];
const ENGLISH_VARIANTS = Object.keys(PLACE_NAME_VARIANTS).map(
  (name) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
);
const CATEGORIES = [
  ...Object.keys(PROPERTY_TYPE_SYNONYMS),
  ...Object.values(PROPERTY_TYPE_SYNONYMS).flat(),
];
/** Words in many listings, in few, in none, and too short for trigrams. */
const KEYWORDS = [
  'pool',
  'sea',
  'garden',
  'corner',
  'schools',
  'villa',
  'xylophone',
  'ko',
  'a',
  'വില്ല',
];

/** A slip of one letter, as visitors type: 'Kochi' -> 'Kochii'. */
function misspell(random: Random, word: string): string {
  const at = between(random, 1, word.length - 1);
  return word.slice(0, at) + word.charAt(at) + word.slice(at);
}

/** One filter each: sets its parameters (consistent with what is already drawn). */
const FILTERS: Record<string, (random: Random, params: Params) => void> = {
  type: (random, params) => {
    params.type = pick(random, ['rent', 'buy', 'sell', 'sale', 'all']);
  },
  property_type: (random, params) => {
    params.property_type = String(between(random, 1, PROPERTY_TYPES.length));
  },
  category: (random, params) => {
    params.category = pick(random, CATEGORIES);
  },
  ownership: (random, params) => {
    params.ownership = pick(random, ['management', 'direct_owner']);
  },
  price: (random, params) => {
    const isRent = params.type === 'rent' || (params.type === undefined && random() < 0.5);
    const [low, high, step] = isRent ? [5_000, 160_000, 1_000] : [1_000_000, 70_000_000, 100_000];
    const min = between(random, low / step, high / step) * step;
    const max = min + between(random, 1, (high - low) / step / 4) * step;
    const bounds = random();
    if (bounds < 0.6 || bounds >= 0.8) params.min_price = String(min);
    if (bounds >= 0.6) params.max_price = String(max);
  },
  bedrooms: (random, params) => {
    params.bedrooms = random() < 0.3 ? `${between(random, 2, 5)}+` : String(between(random, 1, 6));
  },
  bathrooms: (random, params) => {
    params.bathrooms = random() < 0.3 ? `${between(random, 2, 4)}+` : String(between(random, 1, 4));
  },
  area: (random, params) => {
    const min = between(random, 2, 40) * 100;
    if (random() < 0.7) params.min_area = String(min);
    if (random() < 0.7 || params.min_area === undefined) {
      params.max_area = String(min + between(random, 2, 40) * 100);
    }
  },
  cents: (random, params) => {
    const min = between(random, 3, 150);
    if (random() < 0.7) params.min_cents = String(min);
    if (random() < 0.7 || params.min_cents === undefined) {
      params.max_cents = String(min + between(random, 5, 80));
    }
  },
  location: (random, params) => {
    const spelling = random();
    if (spelling < 0.1) params.location = pick(random, MALAYALAM_PLACES);
    else if (spelling < 0.2) params.location = pick(random, ENGLISH_VARIANTS);
    else {
      const place = random() < 0.7 ? pick(random, TOWNS) : pick(random, DISTRICTS);
      params.location = random() < 0.2 ? misspell(random, place) : place;
    }
  },
  q: (random, params) => {
    params.q = pick(random, KEYWORDS);
  },
  bbox: (random, params) => {
    params.bbox = drawMapView(random);
  },
  // The listing facts' filters (issue 34, items 1 to 4) and the price cuts' (item 6).
  max_deposit: (random, params) => {
    params.max_deposit = String(between(random, 2, 40) * 10_000);
  },
  tenant_preference: (random, params) => {
    params.tenant_preference = pick(random, ['any', 'family', 'bachelors', 'company']);
  },
  available_by: (random, params) => {
    const day = new Date(Date.UTC(2026, 10, 29) + between(random, -30, 120) * 86_400_000);
    params.available_by = day.toISOString().slice(0, 10);
  },
  facing: (random, params) => {
    const facings = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'].filter(() => random() < 0.3);
    params.facing = (facings.length > 0 ? facings : ['e']).join(',');
  },
  floor: (random, params) => {
    const min = between(random, 0, 12);
    if (random() < 0.7) params.min_floor = String(min);
    if (random() < 0.5 || params.min_floor === undefined) {
      params.max_floor = String(min + between(random, 0, 10));
    }
  },
  rera: (_random, params) => {
    params.rera = '1';
  },
  land_type: (random, params) => {
    const types = ['purayidam', 'nilam', 'nilam_converted', 'plantation'];
    params.land_type = types.filter(() => random() < 0.4).join(',') || pick(random, types);
  },
  min_road_width: (random, params) => {
    params.min_road_width = String(between(random, 2, 8) * 5);
  },
  price_reduced: (_random, params) => {
    params.price_reduced = '1';
  },
};

/**
 * A map's visible area over Kerala, as the listing page's map sends it: a town's few streets
 * (0.02 degrees), a town, a district, or the whole state (3 degrees), anywhere from the sea to
 * the hills.
 */
function drawMapView(random: Random): string {
  const width = pick(random, [0.02, 0.08, 0.3, 1, 3]) * (0.7 + random() * 0.6);
  const height = width * (0.5 + random());
  const west = 74.9 + random() * (2.4 - Math.min(width, 2.4));
  const south = 8.3 + random() * (4.4 - Math.min(height, 4.4));
  return [west, south, west + width, south + height].map((value) => value.toFixed(4)).join(',');
}

/** The sort and the page, drawn after the filters. */
function drawOrderAndPage(random: Random, params: Params): void {
  const sort = pick(random, ['newest', 'newest', 'price-asc', 'price-desc', 'nearest', 'reduced']);
  if (sort !== 'newest' || random() < 0.3) params.sort = sort;
  if (sort === 'nearest') {
    params.lat = (8.3 + random() * 4.4).toFixed(4);
    params.lng = (74.9 + random() * 2.4).toFixed(4);
  }
  const page = random();
  if (page < 0.55) return;
  if (page < 0.75) params.page = String(between(random, 2, 5));
  else if (page < 0.9) params.page = String(between(random, 20, 400));
  else params.page = String(between(random, 1_000, 100_000));
  if (random() < 0.2) params.page_size = pick(random, ['24', '48', '100']);
}

function toDrawn(filters: string[], params: Params): DrawnSearch {
  const query = new URLSearchParams(params).toString();
  const pageLabel = params.page ? `page ${params.page}` : 'page 1';
  const sortLabel = params.sort ?? 'newest';
  return {
    shape: [...(filters.length > 0 ? filters : ['no filter']), sortLabel, pageLabel].join(', '),
    query,
  };
}

function draw(random: Random, filters: string[], forced: Params = {}): DrawnSearch {
  const params: Params = {};
  // The type first: the price bounds follow it.
  for (const name of ['type', ...filters.filter((filter) => filter !== 'type')]) {
    if (name === 'type' && !filters.includes('type')) continue;
    FILTERS[name]?.(random, params);
  }
  drawOrderAndPage(random, params);
  if (forced.sort && forced.sort !== 'nearest') {
    delete params.lat;
    delete params.lng;
  }
  return toDrawn(filters, { ...params, ...forced });
}

/**
 * Shapes every draw includes once (with drawn values): the ones the issue names, so a lucky seed
 * cannot leave them out.
 */
const REQUIRED_SHAPES: [filters: string[], forced?: Params][] = [
  [['q']],
  [['type', 'q']],
  [['price']],
  [['category']],
  [['bedrooms', 'bathrooms', 'price']],
  [['location'], { sort: 'price-asc' }],
  [['ownership']],
  [['area']],
  [['cents']],
  [[], { page: '700' }],
  [['bbox']],
  [['type', 'bbox'], { sort: 'price-asc' }],
  // Issue 34's filters and sort.
  [['type', 'max_deposit', 'tenant_preference'], { type: 'rent' }],
  [['available_by', 'location']],
  [['facing', 'floor'], { sort: 'price-desc' }],
  [['rera', 'category']],
  [['land_type', 'min_road_width']],
  [['price_reduced'], { sort: 'reduced' }],
];

/**
 * `count` searches from the whole space: the required shapes, then combinations of one to five
 * filters drawn at random. The same seed gives the same searches.
 */
export function drawSearches(count: number, seed = 20261125): DrawnSearch[] {
  const random = seededRandom(seed);
  const names = Object.keys(FILTERS);
  const searches = REQUIRED_SHAPES.map(([filters, forced]) => draw(random, filters, forced));
  while (searches.length < count) {
    const size = between(random, 1, 5);
    const chosen = new Set<string>();
    while (chosen.size < size) chosen.add(pick(random, names));
    searches.push(
      draw(
        random,
        names.filter((name) => chosen.has(name)),
      ),
    );
  }
  return searches.slice(0, count);
}

/**
 * `count` searches as the listing page's map asks for its markers: drawn from the same space,
 * most within a map's area (a fifth before the map is moved: the whole of Kerala), with no
 * order or page (the markers endpoint ignores them).
 */
export function drawMapSearches(count: number, seed = 20261125): DrawnSearch[] {
  const random = seededRandom(seed);
  return drawSearches(count, seed).map((search) => {
    const params = new URLSearchParams(search.query);
    for (const name of ['sort', 'page', 'page_size', 'lat', 'lng']) params.delete(name);
    if (!params.has('bbox') && random() < 0.8) params.set('bbox', drawMapView(random));
    return { shape: search.shape, query: params.toString() };
  });
}
