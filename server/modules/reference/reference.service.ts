import {
  LOCATION_SUGGESTIONS_MAX,
  LOCATION_SUGGESTIONS_MIN_CHARS,
} from '../../../contract/location-suggestions';
import { hasMalayalam, normalizeMalayalam } from '../../../contract/malayalam';
import { placeNamesOfVariantsStartingWith } from '../../../contract/place-aliases';
import { LOCATION_SIMILARITY } from '../properties/search-tuning';
import {
  type LocationSuggestion,
  referenceMessages,
  type ReferenceItem,
} from '../../../contract/reference';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { type Actor, asActor } from '../audit/actor';
import * as repo from './reference.repo';

/** The two editable lists, with their own words for messages. */
const LISTS = {
  propertyTypes: {
    exists: referenceMessages.propertyTypeExists,
    notFound: referenceMessages.propertyTypeNotFound,
  },
  features: {
    exists: referenceMessages.featureExists,
    notFound: referenceMessages.featureNotFound,
  },
} as const satisfies Record<repo.NamedList, { exists: string; notFound: string }>;

export type NamedList = repo.NamedList;

export function createReferenceService({
  db,
  catalogueVersion,
}: {
  db: Database;
  /** When given, each list is read once per catalogue version (server/http/catalogue-version.ts). */
  catalogueVersion?: () => Promise<string>;
}) {
  // Every public page's header lists the property types: one query fewer for each page made.
  const kept = new Map<NamedList, { version: string; items: Promise<ReferenceItem[]> }>();
  return {
    async list(list: NamedList): Promise<ReferenceItem[]> {
      if (!catalogueVersion) return repo.listNamed(db, list);
      // The version is read first, so the list read after it is at least as new as it says.
      const version = await catalogueVersion();
      const entry = kept.get(list);
      if (entry?.version === version) return entry.items;
      const items = repo.listNamed(db, list);
      kept.set(list, { version, items });
      items.catch(() => {
        if (kept.get(list)?.items === items) kept.delete(list);
      });
      return items;
    },

    async create(list: NamedList, name: string, actor: Actor): Promise<ReferenceItem> {
      const { exists } = LISTS[list];
      const row = await asActor(db, actor, (tx) => repo.insertNamed(tx, list, name));
      if (!row) throw AppError.validation({ name: [exists] });
      return row;
    },

    async rename(list: NamedList, id: number, name: string, actor: Actor): Promise<ReferenceItem> {
      const { exists, notFound } = LISTS[list];
      if (!(await repo.findNamed(db, list, id))) throw AppError.notFound(notFound);
      if (await repo.findNamedByName(db, list, name, id)) {
        throw AppError.validation({ name: [exists] });
      }
      try {
        const row = await asActor(db, actor, (tx) => repo.renameNamed(tx, list, id, name));
        if (!row) throw AppError.notFound(notFound);
        return row;
      } catch (error) {
        // Another request took the name between the check and the update.
        if (isUniqueViolation(error)) throw AppError.validation({ name: [exists] });
        throw error;
      }
    },

    /** Deleting a type that listings use is refused (409); deleting a feature unlinks it. */
    async remove(list: NamedList, id: number, actor: Actor): Promise<void> {
      const { notFound } = LISTS[list];
      if (list === 'propertyTypes') {
        const inUse = await repo.countListingsOfType(db, id);
        if (inUse > 0) throw AppError.conflict(referenceMessages.propertyTypeInUse(inUse));
      }
      try {
        const deleted = await asActor(db, actor, (tx) => repo.deleteNamed(tx, list, id));
        if (!deleted) throw AppError.notFound(notFound);
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          const inUse = await repo.countListingsOfType(db, id);
          throw AppError.conflict(referenceMessages.propertyTypeInUse(inUse));
        }
        throw error;
      }
    },

    /** Whether each id names an item of the list: how many of them do. */
    countExisting: (list: NamedList, ids: number[]) => repo.countExisting(db, list, ids),
    exists: async (list: NamedList, id: number) => (await repo.findNamed(db, list, id)) !== null,
    /** A town with its district and state, to check a submitted location. */
    findPlaceChain: (cityId: number) => repo.findPlaceChain(db, cityId),
    findDistrict: (districtId: number) => repo.findDistrict(db, districtId),
    /** A town with its district and state, by the town's name (listings imported by name). */
    findPlaceByTown: (town: string) => repo.findPlaceByTown(db, town),

    listStates: () => repo.listStates(db),
    listDistricts: (stateId: number) => repo.listDistricts(db, stateId),
    listCities: (districtId: number) => repo.listCities(db, districtId),

    /**
     * Up to 5 places like the text (product.md section 9), towns, districts and states together:
     * places with available listings first, then the likest, then the busiest. One name is
     * offered once (the town of Kollam and the district of Kollam find the same listings), as
     * the wider place. Malayalam text is compared with the places' Malayalam names; an English
     * variant ('Calicut', contract/place-aliases.ts) brings the place it names, also as it is
     * typed ('Calic').
     */
    async suggestLocations(text: string): Promise<LocationSuggestion[]> {
      const term = normalizeMalayalam(text).replace(/\s+/g, ' ').trim();
      if (term.length < LOCATION_SUGGESTIONS_MIN_CHARS) return [];
      const perLevel = LOCATION_SUGGESTIONS_MAX * 2;
      const isMalayalam = hasMalayalam(term);
      const found = await Promise.all([
        repo.findPlaceCandidates(
          db,
          term,
          LOCATION_SIMILARITY,
          perLevel,
          isMalayalam ? 'ml' : 'en',
        ),
        ...(isMalayalam ? [] : placeNamesOfVariantsStartingWith(term)).map(
          async ({ name, typed }) =>
            (await repo.findPlaceCandidates(db, name, LOCATION_SIMILARITY, perLevel)).map(
              (candidate) => ({ ...candidate, score: candidate.score * typed }),
            ),
        ),
      ]);
      // A place found both ways counts with its better score.
      const best = new Map<string, repo.PlaceCandidate>();
      for (const candidate of found.flat()) {
        const key = `${candidate.kind} ${candidate.city} ${candidate.district} ${candidate.state}`;
        const before = best.get(key);
        if (!before || candidate.score > before.score) best.set(key, candidate);
      }
      const candidates = [...best.values()];
      const breadth = { state: 0, district: 1, city: 2 } as const;
      candidates.sort(
        (a, b) =>
          Number(b.listings > 0) - Number(a.listings > 0) ||
          b.score - a.score ||
          b.listings - a.listings ||
          breadth[a.kind] - breadth[b.kind] ||
          placeName(a).localeCompare(placeName(b)),
      );
      const seen = new Set<string>();
      const suggestions: LocationSuggestion[] = [];
      for (const candidate of candidates) {
        const key = placeName(candidate).toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        suggestions.push(toSuggestion(candidate));
        if (suggestions.length === LOCATION_SUGGESTIONS_MAX) break;
      }
      return suggestions;
    },
  };
}

/** A candidate as the API offers it, its label in English and, where it can be, in Malayalam. */
function toSuggestion(candidate: repo.PlaceCandidate): LocationSuggestion {
  const { kind, city, district, state, cityMl, districtMl, stateMl, listings } = candidate;
  const label = [city, district, state].filter((part) => part !== null).join(', ');
  // Each English part with its Malayalam name: a part without one leaves no Malayalam label.
  const partsMl = (
    [
      [city, cityMl],
      [district, districtMl],
      [state, stateMl],
    ] as const
  ).filter(([name]) => name !== null);
  const labelMl = partsMl.every(([, nameMl]) => nameMl !== null)
    ? partsMl.map(([, nameMl]) => nameMl).join(', ')
    : null;
  return {
    label,
    label_ml: labelMl,
    kind,
    city,
    city_ml: cityMl,
    district,
    district_ml: districtMl,
    state,
    state_ml: stateMl,
    listings,
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;

/** The name a candidate was found by: its town, else its district, else its state. */
function placeName(candidate: repo.PlaceCandidate): string {
  return candidate.city ?? candidate.district ?? candidate.state;
}

/** PostgreSQL error codes, the same through pg and PGlite. */
function pgErrorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';
