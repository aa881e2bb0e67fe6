import {
  type AlertDemand,
  ANY_PRICE,
  DEMAND_ROWS,
  type DemandRow,
  PRICE_BANDS,
  type PriceBand,
  priceBandOf,
} from '../../../contract/alert-demand';
import { distanceBetweenKm } from '../../../contract/distance';
import { publicConfirmedSince } from '../../../contract/freshness';
import { type Bounds, type Purpose, readListingSearch } from '../../../contract/listing-search';
import { hasMalayalam, normalizeMalayalam } from '../../../contract/malayalam';
import { placeNameOfVariant } from '../../../contract/place-aliases';
import type { Database } from '../../db/client';
import { createTtlCache } from '../../lib/ttl-cache';
import { findPlacesMeant } from '../properties/properties.service';
import { locationTerm, resolveCategory } from '../properties/search-tuning';
import * as repo from './alert-demand.repo';

/**
 * Demand from saved searches (issue 36, item 5; contract/alert-demand.ts): the running alerts by
 * district, purpose, property type and price band, each group beside the listings a visitor sees
 * in it now. The other filters of a search (rooms, size, facts) are left out: the card says where
 * people look, not exactly what for.
 *
 * How a saved search is read. Its query is the listing page's (alerts.service.ts keeps it in
 * that form), read here by the same parser (`readListingSearch`, 'listing-page'):
 * - purpose: rent, sale, or all;
 * - type: the `category` word's property types as the search means them (`resolveCategory`): one
 *   type, a group of them ('residential': House / Apartment / Villa), or a word naming none, which
 *   no typed listing matches (the search would look for it in untyped listings' words alone);
 * - price band: `priceBandOf`, the band the range's top (else its bottom) falls in;
 * - district, counted under one district only, so the groups add up to the alerts:
 *   - the location text's place (its first part, as the search reads it): a town means its
 *     district, a district itself; an English name equal to a place's (or a known variant,
 *     'Cochin') is taken as it is, in one query for every text; any other text (a slip of a
 *     letter, Malayalam) is looked up as the search looks it up (`findPlacesMeant`). When it
 *     names places in several districts, the district the text names after it wins ('Kochi,
 *     Ernakulam, Kerala' as the place suggestions write it), then a district it names itself,
 *     then the district of most of its towns, then the lowest id;
 *   - without a text naming a district, the map area's (`bbox`): the district whose listings'
 *     centre (every status) is nearest the area's middle, within AREA_REACH_KM of it; an area
 *     wider than WIDE_AREA_KM corner to corner is a view of a region;
 *   - otherwise (no place, the state, a name of nothing, a region): anywhere, district null.
 *
 * Cost: alerts are read grouped by their query (one row per distinct search, not per alert);
 * each distinct location text is resolved once (exact names in one query for all; the fuzzy
 * lookups, for the MAX_FUZZY_TEXTS texts most saved, kept PLACE_TTL_MS); listings are counted
 * in one grouped pass (repo.countListed), whatever the number of groups. Measured with 100,000
 * alerts over 4,000 distinct searches (200 texts naming nothing exactly): 1.4 s for the first
 * read and 0.2 s after on PGlite, 0.6 s and 0.15 s on PostgreSQL.
 */

/** Looked up fuzzily at most, the most saved first: rarer unknown texts count as anywhere. */
const MAX_FUZZY_TEXTS = 500;
/** Fuzzy lookups run this many at a time, so the card never takes the whole pool. */
const FUZZY_AT_ONCE = 4;
/** A text's places are kept this long (the places screen may rename one meanwhile). */
const PLACE_TTL_MS = 10 * 60_000;
/** Wider than this corner to corner, a map area is a view of a region, not of a district. */
const WIDE_AREA_KM = 60;
/** A map area looks at a district whose listings' centre is at most this far from its middle. */
const AREA_REACH_KM = 30;

export interface AlertDemandDeps {
  db: Database;
  now?: () => Date;
}

/** The districts a location term names: itself (`named`), and the district of each town. */
interface PlaceCandidates {
  named: number[];
  towns: number[];
}

const NO_PLACE: PlaceCandidates = { named: [], towns: [] };

/** What a saved search says about demand. */
interface ReadSearch {
  purpose: Purpose;
  category: string | undefined;
  band: PriceBand;
  location: string | undefined;
  term: string | undefined;
  bounds: Bounds | undefined;
}

interface Group {
  districtId: number | null;
  purpose: Purpose;
  type: TypeChoice;
  band: PriceBand;
  alerts: number;
}

interface TypeChoice {
  key: string;
  /** The types a listing may have; null: any type. */
  ids: number[] | null;
  label: string | null;
}

const ANY_TYPE: TypeChoice = { key: 'any', ids: null, label: null };

function readSearch(query: string): ReadSearch {
  const { search } = readListingSearch(new URLSearchParams(query), 'listing-page');
  return {
    purpose: search.purpose,
    category: search.category,
    band: priceBandOf(search.purpose, search.price),
    location: search.location,
    term: locationTerm(search.location),
    bounds: search.bounds,
  };
}

/** The one district of a text's candidates (see the module's comment), or null. */
function chooseDistrict(candidates: PlaceCandidates, hints: ReadonlySet<number>): number | null {
  const scores = new Map<number, number>();
  const add = (id: number, points: number) => scores.set(id, (scores.get(id) ?? 0) + points);
  for (const id of candidates.named) add(id, 100);
  for (const id of candidates.towns) add(id, 1);
  for (const id of scores.keys()) if (hints.has(id)) add(id, 10_000);
  let best: number | null = null;
  let bestScore = -1;
  for (const [id, score] of scores) {
    if (score > bestScore || (score === bestScore && best !== null && id < best)) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}

/** The district a map area looks at (see the module's comment), or null. */
export function districtOfArea(
  bounds: Bounds,
  centres: readonly { districtId: number; latitude: number; longitude: number }[],
): number | null {
  const across = distanceBetweenKm(
    { latitude: bounds.minLat, longitude: bounds.minLng },
    { latitude: bounds.maxLat, longitude: bounds.maxLng },
  );
  if (across > WIDE_AREA_KM) return null;
  const middle = {
    latitude: (bounds.minLat + bounds.maxLat) / 2,
    longitude: (bounds.minLng + bounds.maxLng) / 2,
  };
  let nearest: { districtId: number; km: number } | null = null;
  for (const centre of centres) {
    const km = distanceBetweenKm(middle, centre);
    if (!nearest || km < nearest.km) nearest = { districtId: centre.districtId, km };
  }
  return nearest && nearest.km <= AREA_REACH_KM ? nearest.districtId : null;
}

/** Runs `work` over `items`, `atOnce` at a time. */
async function inTurns<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += atOnce) {
    await Promise.all(items.slice(start, start + atOnce).map(work));
  }
}

const PURPOSE_ORDER: Record<Purpose, number> = { rent: 0, sell: 1, all: 2 };

export function createAlertDemand({ db, now = () => new Date() }: AlertDemandDeps) {
  const fuzzyPlaces = createTtlCache<PlaceCandidates>({
    ttlMs: PLACE_TTL_MS,
    maxEntries: MAX_FUZZY_TEXTS * 2,
  });

  /** A text looked up as the search does, its towns turned into their districts. */
  async function lookUp(term: string): Promise<PlaceCandidates> {
    const places = await findPlacesMeant(db, term);
    const districtOf = await repo.districtsOfTowns(db, places.cityIds);
    return {
      named: places.districtIds,
      towns: places.cityIds.flatMap((id) => {
        const district = districtOf.get(id);
        return district === undefined ? [] : [district];
      }),
    };
  }

  /** Each term's candidates: exact English names at once, the rest looked up, most saved first. */
  async function resolveTerms(alertsByTerm: Map<string, number>) {
    const resolved = new Map<string, PlaceCandidates>();
    const nameOf = (term: string) => (placeNameOfVariant(term) ?? term).toLowerCase();
    const english = [...alertsByTerm.keys()].filter((term) => !hasMalayalam(term));
    const named = await repo.findPlacesNamed(db, [...new Set(english.map(nameOf))]);
    const byName = new Map<string, repo.NamedPlace[]>();
    for (const place of named) byName.set(place.term, [...(byName.get(place.term) ?? []), place]);
    for (const term of english) {
      const places = byName.get(nameOf(term));
      if (!places) continue;
      resolved.set(term, {
        named: places.flatMap((place) =>
          place.kind === 'district' && place.districtId !== null ? [place.districtId] : [],
        ),
        towns: places.flatMap((place) =>
          place.kind === 'city' && place.districtId !== null ? [place.districtId] : [],
        ),
      });
    }
    const fuzzy = [...alertsByTerm]
      .filter(([term]) => !resolved.has(term))
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_FUZZY_TEXTS)
      .map(([term]) => term);
    await inTurns(fuzzy, FUZZY_AT_ONCE, async (term) => {
      resolved.set(term, await fuzzyPlaces.get(term, () => lookUp(term)));
    });
    return resolved;
  }

  /** The type(s) a category word means, as the listing search reads it. */
  function typeChooser(types: { id: number; name: string }[]) {
    const byName = new Map(types.map((type) => [type.name.toLowerCase(), type]));
    const kept = new Map<string, TypeChoice>();
    return (category: string | undefined): TypeChoice => {
      if (category === undefined) return ANY_TYPE;
      const word = category.toLowerCase();
      const known = kept.get(word);
      if (known) return known;
      const { typeNames } = resolveCategory(category);
      // Named in the search's order ('House / Apartment / Villa'), keyed by id.
      const matched = typeNames
        .map((name) => byName.get(name))
        .filter((type) => type !== undefined);
      const ids = matched.map((type) => type.id).sort((a, b) => a - b);
      const choice: TypeChoice =
        typeNames.length === 0
          ? ANY_TYPE
          : matched.length === 0
            ? { key: `word ${word}`, ids: [], label: category }
            : {
                key: ids.join(','),
                ids,
                label: matched.map((type) => type.name).join(' / '),
              };
      kept.set(word, choice);
      return choice;
    };
  }

  return {
    async read(): Promise<AlertDemand> {
      const at = now();
      const queries = await repo.countRunningAlertsByQuery(db);
      const total = queries.reduce((sum, row) => sum + row.alerts, 0);
      if (total === 0) return { alerts: 0, anywhere: 0, groups: 0, rows: [] };

      const searches = queries.map((row) => ({ ...readSearch(row.query), alerts: row.alerts }));
      const alertsByTerm = new Map<string, number>();
      for (const search of searches) {
        if (search.term) {
          alertsByTerm.set(search.term, (alertsByTerm.get(search.term) ?? 0) + search.alerts);
        }
      }
      const [types, districts, places] = await Promise.all([
        repo.listPropertyTypes(db),
        repo.listDistricts(db),
        resolveTerms(alertsByTerm),
      ]);
      const districtNames = new Map(districts.map((district) => [district.id, district.name]));
      const districtByName = new Map<string, number>();
      for (const district of districts) {
        districtByName.set(district.name.toLowerCase(), district.id);
        if (district.nameMl) districtByName.set(normalizeMalayalam(district.nameMl), district.id);
      }
      /** The districts a location text names after its first part ('Kochi, Ernakulam'). */
      const hintsOf = (location: string | undefined): Set<number> =>
        new Set(
          (location ?? '')
            .split(',')
            .slice(1)
            .map((part) => districtByName.get(normalizeMalayalam(part).trim().toLowerCase()))
            .filter((id) => id !== undefined),
        );

      const districtOfText = (search: ReadSearch): number | null =>
        search.term
          ? chooseDistrict(places.get(search.term) ?? NO_PLACE, hintsOf(search.location))
          : null;
      const ofTexts = searches.map(districtOfText);
      const needsArea = searches.some((search, index) => search.bounds && ofTexts[index] === null);
      const [centres, listed] = await Promise.all([
        needsArea ? repo.districtCentres(db) : [],
        repo.countListed(db, PRICE_BANDS, new Date(publicConfirmedSince(at))),
      ]);

      const typeOf = typeChooser(types);
      const groups = new Map<string, Group>();
      let anywhere = 0;
      for (const [index, search] of searches.entries()) {
        const districtId =
          ofTexts[index] ?? (search.bounds ? districtOfArea(search.bounds, centres) : null);
        if (districtId === null) anywhere += search.alerts;
        const type = typeOf(search.category);
        const key = [districtId, search.purpose, type.key, search.band.label].join('|');
        const group = groups.get(key);
        if (group) group.alerts += search.alerts;
        else {
          groups.set(key, {
            districtId,
            purpose: search.purpose,
            type,
            band: search.band,
            alerts: search.alerts,
          });
        }
      }

      const rows: DemandRow[] = [...groups.values()].map((group) => ({
        district_id: group.districtId,
        district: group.districtId === null ? null : (districtNames.get(group.districtId) ?? null),
        purpose: group.purpose,
        property_type_id: group.type.ids?.length === 1 ? (group.type.ids[0] ?? null) : null,
        property_type: group.type.label,
        price_band: { min: group.band.min, max: group.band.max, label: group.band.label },
        alerts: group.alerts,
        listed: countListedIn(group, listed),
      }));
      rows.sort(
        (a, b) =>
          b.alerts - a.alerts ||
          a.listed - b.listed ||
          compareNullsLast(a.district, b.district) ||
          PURPOSE_ORDER[a.purpose] - PURPOSE_ORDER[b.purpose] ||
          compareNullsLast(a.property_type, b.property_type) ||
          (a.price_band.min ?? -1) - (b.price_band.min ?? -1),
      );
      return { alerts: total, anywhere, groups: rows.length, rows: rows.slice(0, DEMAND_ROWS) };
    },
  };
}

function compareNullsLast(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a.localeCompare(b, 'en');
}

/** The listings of a group: its district (any), purpose, type(s) and band. */
function countListedIn(group: Group, counts: readonly repo.ListedCount[]): number {
  const bands = PRICE_BANDS[group.purpose === 'rent' ? 'rent' : 'sell'];
  const bandIndex = group.band === ANY_PRICE ? -1 : bands.indexOf(group.band);
  let sum = 0;
  for (const count of counts) {
    if (group.districtId !== null && count.districtId !== group.districtId) continue;
    if (group.purpose !== 'all' && count.propertyFor !== group.purpose) continue;
    if (group.type.ids && !group.type.ids.includes(count.propertyTypeId ?? -1)) continue;
    const band = group.purpose === 'rent' ? count.rentBand : count.sellBand;
    if (bandIndex !== -1 && band !== bandIndex) continue;
    sum += count.listings;
  }
  return sum;
}

export type AlertDemandReader = ReturnType<typeof createAlertDemand>;
