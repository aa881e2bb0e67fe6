import type { Property } from '../../../contract/properties';
import { propertyMessages } from '../../../contract/property-messages';
import type { ReferenceItem } from '../../../contract/reference';
import { adminRequest, ApiError } from './api';
import { propertyFormMessages } from './property-save-errors';

/** What the add and edit screens load before showing the form (product.md sections 7 and 8). */

export interface FormReferenceData {
  propertyTypes: ReferenceItem[];
  features: ReferenceItem[];
  places: { states: ReferenceItem[]; districts: ReferenceItem[]; cities: ReferenceItem[] };
}

const list = (path: string) => adminRequest<ReferenceItem[]>(path);

/** Add: the types, features and states, all needed ('Failed to load initial data' otherwise). */
export async function loadAddFormData(): Promise<FormReferenceData> {
  const [propertyTypes, features, states] = await Promise.all([
    list('/properties/property-types/'),
    list('/properties/features/'),
    list('/properties/states/'),
  ]);
  return { propertyTypes, features, places: { states, districts: [], cities: [] } };
}

/** Why an edit could not load, shown under 'Failed to fetch property details'. */
export class PropertyLoadError extends Error {
  override name = 'PropertyLoadError';
}

/**
 * Edit: the listing, with the districts of its state and the cities of its district for the
 * cascade. A failed types or features list leaves that list empty (product.md section 8: ignored).
 */
export type EditFormData = FormReferenceData & { property: Property };

export async function loadEditFormData(idParam: string | undefined): Promise<EditFormData> {
  const id = Number(idParam);
  if (!Number.isInteger(id) || id <= 0) throw new PropertyLoadError(propertyMessages.notFound);
  const orEmpty = (path: string) => list(path).catch(() => []);
  try {
    const [property, propertyTypes, features, states] = await Promise.all([
      adminRequest<Property>(`/properties/properties/${id}/`, {
        fallbackMessage: propertyFormMessages.loadProperty,
      }),
      orEmpty('/properties/property-types/'),
      orEmpty('/properties/features/'),
      list('/properties/states/'),
    ]);
    const { state_id, district_id } = property.location;
    const [districts, cities] = await Promise.all([
      list(`/properties/districts/?state=${state_id}`),
      list(`/properties/cities/?district=${district_id}`),
    ]);
    return { property, propertyTypes, features, places: { states, districts, cities } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    throw new PropertyLoadError(
      error instanceof Error && error.message ? error.message : propertyFormMessages.loadProperty,
    );
  }
}
