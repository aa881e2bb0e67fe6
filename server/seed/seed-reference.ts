import type { Database } from '../db/client';
import {
  FEATURES,
  INDIAN_STATES,
  KERALA_DISTRICTS,
  PROPERTY_TYPES,
  UNION_TERRITORIES,
} from './reference-data';
import * as repo from './seed.repo';

/**
 * Loads reference data; safe to run at every start. Places are topped up (a missing town is
 * added, nothing is changed or removed). Property types and features are loaded only into an
 * empty table, so that one an admin deleted does not come back at the next start.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.insertMissingStates(tx, [...INDIAN_STATES, ...UNION_TERRITORIES]);
    const keralaId = await repo.findStateId(tx, 'Kerala');
    if (keralaId === null) throw new Error('Kerala is missing from the states table');
    const districtIds = await repo.insertMissingDistricts(
      tx,
      keralaId,
      Object.keys(KERALA_DISTRICTS),
    );
    const cityRows = Object.entries(KERALA_DISTRICTS).flatMap(([district, towns]) => {
      const districtId = districtIds.get(district.toLowerCase());
      if (districtId === undefined) throw new Error(`District ${district} was not stored`);
      return towns.map((name) => ({ districtId, name }));
    });
    await repo.insertMissingCities(tx, cityRows);
    if ((await repo.countPropertyTypes(tx)) === 0) {
      await repo.insertPropertyTypes(tx, PROPERTY_TYPES);
    }
    if ((await repo.countFeatures(tx)) === 0) await repo.insertFeatures(tx, FEATURES);
  });
}
