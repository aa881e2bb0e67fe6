import { referenceMessages, type ReferenceItem } from '../../../contract/reference';
import type { Database } from '../../db/client';
import { features, propertyTypes } from '../../db/schema';
import { AppError } from '../../errors';
import * as repo from './reference.repo';

/** The two editable lists, with their own words for messages. */
const LISTS = {
  propertyTypes: {
    table: propertyTypes,
    exists: referenceMessages.propertyTypeExists,
    notFound: referenceMessages.propertyTypeNotFound,
  },
  features: {
    table: features,
    exists: referenceMessages.featureExists,
    notFound: referenceMessages.featureNotFound,
  },
} as const;

export type NamedList = keyof typeof LISTS;

export function createReferenceService({ db }: { db: Database }) {
  return {
    list(list: NamedList): Promise<ReferenceItem[]> {
      return repo.listNamed(db, LISTS[list].table);
    },

    async create(list: NamedList, name: string): Promise<ReferenceItem> {
      const { table, exists } = LISTS[list];
      const row = await repo.insertNamed(db, table, name);
      if (!row) throw AppError.validation({ name: [exists] });
      return row;
    },

    async rename(list: NamedList, id: number, name: string): Promise<ReferenceItem> {
      const { table, exists, notFound } = LISTS[list];
      if (!(await repo.findNamed(db, table, id))) throw AppError.notFound(notFound);
      if (await repo.findNamedByName(db, table, name, id)) {
        throw AppError.validation({ name: [exists] });
      }
      try {
        const row = await repo.renameNamed(db, table, id, name);
        if (!row) throw AppError.notFound(notFound);
        return row;
      } catch (error) {
        // Another request took the name between the check and the update.
        if (isUniqueViolation(error)) throw AppError.validation({ name: [exists] });
        throw error;
      }
    },

    /** Deleting a type that listings use is refused (409); deleting a feature unlinks it. */
    async remove(list: NamedList, id: number): Promise<void> {
      const { table, notFound } = LISTS[list];
      if (list === 'propertyTypes') {
        const inUse = await repo.countListingsOfType(db, id);
        if (inUse > 0) throw AppError.conflict(referenceMessages.propertyTypeInUse(inUse));
      }
      try {
        if (!(await repo.deleteNamed(db, table, id))) throw AppError.notFound(notFound);
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          const inUse = await repo.countListingsOfType(db, id);
          throw AppError.conflict(referenceMessages.propertyTypeInUse(inUse));
        }
        throw error;
      }
    },

    listStates: () => repo.listStates(db),
    listDistricts: (stateId: number) => repo.listDistricts(db, stateId),
    listCities: (districtId: number) => repo.listCities(db, districtId),
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;

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
