import { redirect } from 'react-router';

import type { ReferenceItem } from '../../../contract/reference';
import { adminRequest } from '../../lib/admin/api';
import type { Route } from './+types/places';

/** A state's districts or a district's cities, as the property form's location selects load them. */
export interface PlaceList {
  items: ReferenceItem[];
  error?: string;
}

/**
 * `/admin/places?state=ID` (districts) or `?district=ID` (cities): loaded by the property form's
 * location selects through a fetcher (useFetcher), so React Router keeps only the latest load and
 * its state. A failure comes back as the message the select shows, not a thrown error: the form
 * stays as it is.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<PlaceList> {
  const query = new URL(request.url).searchParams;
  const district = query.get('district');
  const state = query.get('state');
  if (!district && !state) throw redirect('/admin/dashboard');
  const [path, noun] = district
    ? [`/properties/cities/?district=${encodeURIComponent(district)}`, 'cities']
    : [`/properties/districts/?state=${encodeURIComponent(state ?? '')}`, 'districts'];
  const fallbackMessage = `Failed to load the ${noun}.`;
  try {
    return { items: await adminRequest<ReferenceItem[]>(path, { fallbackMessage }) };
  } catch (error) {
    return { items: [], error: error instanceof Error ? error.message : fallbackMessage };
  }
}

/** Not a screen: a visit by address goes to the dashboard. */
export default function AdminPlaces() {
  return null;
}
