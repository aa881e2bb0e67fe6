import type { EnquiryInput } from '../../contract/enquiries';
import { makeTestImage } from '../media/test-uploads';

/**
 * A few API calls over real HTTP, for the process tests and the load and crash scripts, which
 * talk to a running server rather than to the app in memory.
 */

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

type Named = { id: number; name: string };

/** The ids a listing form needs: a Kerala town and a property type, read from the API. */
export async function listingReferences(baseUrl: string) {
  const api = `${baseUrl}/api/properties`;
  const states = await getJson<Named[]>(`${api}/states/`);
  const kerala = states.find((state) => state.name === 'Kerala');
  if (!kerala) throw new Error('Kerala is missing from the reference data');
  const districts = await getJson<Named[]>(`${api}/districts/?state=${kerala.id}`);
  const ernakulam = districts.find((district) => district.name === 'Ernakulam') ?? districts[0];
  if (!ernakulam) throw new Error('no districts');
  const cities = await getJson<Named[]>(`${api}/cities/?district=${ernakulam.id}`);
  const types = await getJson<Named[]>(`${api}/property-types/`);
  const city = cities[0];
  const apartment = types.find((type) => type.name === 'Apartment') ?? types[0];
  if (!city || !apartment) throw new Error('no cities or property types');
  return { state: kerala.id, district: ernakulam.id, city: city.id, propertyType: apartment.id };
}

export type ListingReferences = Awaited<ReturnType<typeof listingReferences>>;

/** A complete listing form, marked so that it can be found again. */
export function listingForm(references: ListingReferences, marker: string): Record<string, string> {
  return {
    title: `3 BHK apartment near Infopark ${marker}`,
    description: `A bright apartment with a balcony and covered parking. Reference ${marker}.`,
    price: '6500000',
    property_for: 'sell',
    property_ownership: 'direct_owner',
    property_type: String(references.propertyType),
    bedrooms: '3',
    bathrooms: '2',
    area: '1450',
    parking_spaces: '1',
    built_year: '2018',
    furnishing: 'semi_furnished',
    contact_name: 'Anitha Menon',
    phone_number: '+919847011223',
    whatsapp_number: '+919847011223',
    email: 'anitha.menon@example.in',
    state: String(references.state),
    district: String(references.district),
    city: String(references.city),
    latitude: '10.0159',
    longitude: '76.3419',
  };
}

/** The multipart body of a listing with `photos` generated JPEG photos. */
export async function listingBody(
  references: ListingReferences,
  marker: string,
  photos: number,
): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(listingForm(references, marker))) {
    form.append(name, value);
  }
  for (let index = 0; index < photos; index += 1) {
    const image = await makeTestImage('jpeg', 800 + index * 16, 600);
    form.append(
      'uploaded_images',
      new Blob([new Uint8Array(image)], { type: 'image/jpeg' }),
      `photo-${index}.jpg`,
    );
  }
  return form;
}

export interface CreatedListing {
  id: number;
  images: { id: number; image: string }[];
}

/** Sends a new listing with `photos` generated photos (POST, multipart); the answer as it came. */
export async function postListing(
  baseUrl: string,
  token: string,
  references: ListingReferences,
  marker: string,
  photos = 2,
  signal?: AbortSignal,
): Promise<Response> {
  return sendListing(baseUrl, token, await listingBody(references, marker, photos), signal);
}

/** Sends a listing's form made by listingBody (POST, multipart); the answer as it came. */
export function sendListing(
  baseUrl: string,
  token: string,
  body: FormData,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${baseUrl}/api/properties/properties/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body,
    ...(signal ? { signal } : {}),
  });
}

/** Creates a listing with photos through the admin API. */
export async function createListing(
  baseUrl: string,
  token: string,
  references: ListingReferences,
  marker: string,
  photos = 2,
): Promise<CreatedListing> {
  const response = await postListing(baseUrl, token, references, marker, photos);
  if (response.status !== 201) {
    throw new Error(`create listing: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as CreatedListing;
}

/**
 * Adds `photos` generated photos to a listing, keeping its others (PATCH, multipart with only
 * `uploaded_images`); the answer as it came (200 with the listing).
 */
export async function addPhotos(
  baseUrl: string,
  token: string,
  id: number,
  photos: number,
  signal?: AbortSignal,
): Promise<Response> {
  const form = new FormData();
  for (let index = 0; index < photos; index += 1) {
    const image = await makeTestImage('jpeg', 640 + index * 16, 480);
    form.append(
      'uploaded_images',
      new Blob([new Uint8Array(image)], { type: 'image/jpeg' }),
      `added-${index}.jpg`,
    );
  }
  return fetch(`${baseUrl}/api/properties/properties/${id}/`, {
    method: 'PATCH',
    headers: { authorization: `Token ${token}` },
    body: form,
    ...(signal ? { signal } : {}),
  });
}

/** Deletes a listing through the admin API; the answer as it came (204). */
export async function deleteListing(
  baseUrl: string,
  token: string,
  id: number,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${baseUrl}/api/properties/properties/${id}/`, {
    method: 'DELETE',
    headers: { authorization: `Token ${token}` },
    ...(signal ? { signal } : {}),
  });
}

/**
 * Sends a visitor's enquiry (POST JSON); the answer as it came (201). With `clientAddress`, it
 * comes through the one trusted proxy from that address (`X-Forwarded-For`; the server needs
 * `TRUST_PROXY=1`), so the per-address enquiry limit counts it apart.
 */
export async function postEnquiry(
  baseUrl: string,
  enquiry: EnquiryInput,
  clientAddress?: string,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${baseUrl}/api/properties/contacts/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
    },
    body: JSON.stringify(enquiry),
    ...(signal ? { signal } : {}),
  });
}

/** Every page of a paged admin list (`data` and `total_pages`), read with the admin's token. */
export async function readAllPages<T>(
  baseUrl: string,
  token: string,
  pathAndQuery: string,
  pageSize = 100,
): Promise<T[]> {
  const items: T[] = [];
  const separator = pathAndQuery.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const url = `${baseUrl}${pathAndQuery}${separator}page=${page}&page_size=${pageSize}`;
    const response = await fetch(url, { headers: { authorization: `Token ${token}` } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { data: T[]; total_pages: number };
    items.push(...body.data);
    if (page >= body.total_pages) return items;
  }
}
