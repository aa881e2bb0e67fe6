import { normalizeMalayalam } from '../../contract/malayalam';
import type { Database } from '../db/client';
import { DISTRICT_NAMES_ML, KERALA_ML, TOWN_NAMES_ML } from './place-names-ml';
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
 * added, nothing is removed) and given their Malayalam names (place-names-ml.ts). Property types and features are loaded only into an
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
    // Malayalam names: filled in on a database seeded before them, and corrected when the file
    // spells one differently; a name already right is not written.
    const ml = normalizeMalayalam;
    await repo.setStateNamesMl(tx, [{ name: 'Kerala', nameMl: ml(KERALA_ML) }]);
    await repo.setDistrictNamesMl(
      tx,
      keralaId,
      Object.entries(DISTRICT_NAMES_ML).map(([name, nameMl]) => ({ name, nameMl: ml(nameMl) })),
    );
    await repo.setCityNamesMl(
      tx,
      cityRows.flatMap(({ districtId, name }) => {
        const nameMl = TOWN_NAMES_ML[name];
        return nameMl === undefined ? [] : [{ districtId, name, nameMl: ml(nameMl) }];
      }),
    );
    if ((await repo.countPropertyTypes(tx)) === 0) {
      await repo.insertPropertyTypes(tx, PROPERTY_TYPES);
    }
    if ((await repo.countFeatures(tx)) === 0) await repo.insertFeatures(tx, FEATURES);
  });
}
