import {
  FURNISHING_LABELS,
  OWNERSHIP_LABELS,
  PROPERTY_FOR_LABELS,
  STATUS_LABELS,
} from '../../../../contract/admin-properties';
import {
  AUDIT_ID_FIELDS,
  type AuditEntity,
  type AuditEntry,
  type AuditNameKind,
} from '../../../../contract/audit';
import { ENQUIRY_STATUS_LABELS } from '../../../../contract/enquiries';
import {
  areaUnit,
  formatCents,
  formatDecimal,
  formatPhone,
  formatPrice,
  formatRupees,
  formatSquareFeet,
} from '../../../../contract/format';
import { normalizeNearbyPlaces } from '../../../../contract/nearby-places';
import { SITE_VISIT_CHECK_LABELS } from '../../../../contract/site-visits';
import { formatVisitTime } from '../../../../contract/visit-time';
import { detail } from '../../../i18n/en/detail';
import { mapEmbedUrl } from '../../../lib/embeds';
import { formatFollowUp } from '../enquiries/enquiry-format';
import { formatDateTime, ROLE_LABELS } from '../team/team-texts';

/**
 * The Activity screen's words (issue 37): the audit trail's entries as the rest of the back office
 * says things. Ids become the names the trail kept with them, prices lakh and crore, areas sq.ft
 * and cents, dates Kerala's, lists lists, links links; never an id, a timestamp, JSON or markup.
 * A listing's edit (its row, its features and its photos, written in one transaction) is one item.
 */

/** How the Activity screen names what an entry is about (the About filter too). */
export const ENTITY_LABELS: Record<AuditEntity, string> = {
  property: 'listing',
  property_image: 'listing photo',
  property_feature: 'listing feature',
  site_visit: 'site visit',
  property_type: 'property type',
  feature: 'feature',
  state: 'state',
  district: 'district',
  city: 'town',
  hero_banner: 'hero banner',
  offer_banner: 'offer banner',
  enquiry: 'enquiry',
  enquiry_note: 'enquiry note',
  user: 'team member',
  invitation: 'invitation',
  preview_link: 'preview link',
  site_facts: 'site facts',
  exchange_rates: 'exchange rates',
  personal_data: 'personal data',
};

/**
 * Whether an entry records a row that went (deleted, an invitation withdrawn, a preview link
 * revoked): its changes show what was there.
 */
export function isRemoval(action: AuditEntry['action']): boolean {
  return action === 'deleted' || action === 'withdrawn' || action === 'revoked';
}

/** Columns said the way the back office says them, in the order the listing form has them. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  title_ml: 'Title in Malayalam',
  status: 'Status',
  price: 'Price',
  property_for: 'Sale or rent',
  property_ownership: 'Ownership',
  property_type_id: 'Property type',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  area: 'Area',
  cents: 'Land area',
  built_year: 'Built year',
  parking_spaces: 'Parking spaces',
  furnishing: 'Furnishing',
  contact_name: 'Contact name',
  email: 'E-mail',
  phone_number: 'Phone number',
  whatsapp_number: 'WhatsApp number',
  state_id: 'State',
  district_id: 'District',
  city_id: 'Town',
  google_maps_url: 'Google Maps link',
  google_embedded_map_link: 'Google map',
  latitude: 'Latitude',
  longitude: 'Longitude',
  description: 'Description',
  description_ml: 'Description in Malayalam',
  youtube_video_link: 'Video link',
  // The facts of issue 34.
  security_deposit: 'Security deposit',
  maintenance_monthly: 'Maintenance a month',
  available_from: 'Available from',
  lock_in_months: 'Lock-in (months)',
  tenant_preference: 'Tenants',
  pets_allowed: 'Pets allowed',
  floor: 'Floor',
  total_floors: 'Floors in the building',
  facing: 'Facing',
  carpet_area: 'Carpet area',
  water_source: 'Water',
  power_backup: 'Power backup',
  rera_number: 'K-RERA number',
  survey_number: 'Survey number',
  village: 'Village',
  taluk: 'Taluk',
  land_type: 'Land type',
  in_data_bank: 'In the paddy-land data bank',
  road_width_ft: 'Road width (ft)',
  road_frontage_ft: 'Road frontage (ft)',
  nearby_places: 'Nearby places',
  confirmed_at: 'Confirmed available',
  property_id: 'Listing',
  feature_id: 'Feature',
  position: 'Place in the photos',
  image: 'Image',
  name: 'Name',
  name_ml: 'Name in Malayalam',
  visited_on: 'Visited on',
  visited_by: 'Visited by',
  checks: 'Checked',
  recorded_by: 'Recorded by',
  subject: 'Subject',
  message: 'Message',
  budget_range: 'Budget',
  property_type: 'Property type',
  assigned_to: 'Assigned to',
  follow_up_on: 'Follow up on',
  preferred_visit_at: 'Preferred visit',
  author_name: 'Written by',
  text: 'Note',
  role: 'Role',
  is_active: 'Active',
  password: 'Password',
  token: 'Link',
  invited_by: 'Invited by',
  expires_at: 'Link valid until',
  accepted_at: 'Accepted',
  created_by: 'Made by',
  founded_year: 'Year founded',
  clients_served: 'Clients served',
  aed_inr: 'AED rate (₹)',
  aed_date: 'AED rate date',
  sar_inr: 'SAR rate (₹)',
  sar_date: 'SAR rate date',
  qar_inr: 'QAR rate (₹)',
  qar_date: 'QAR rate date',
  kwd_inr: 'KWD rate (₹)',
  kwd_date: 'KWD rate date',
  omr_inr: 'OMR rate (₹)',
  omr_date: 'OMR rate date',
  bhd_inr: 'BHD rate (₹)',
  bhd_date: 'BHD rate date',
  usd_inr: 'USD rate (₹)',
  usd_date: 'USD rate date',
};
const FIELD_ORDER = Object.keys(FIELD_LABELS);

/** Columns the item's sentence says already, or that say nothing to a person. */
const UNSHOWN_FIELDS = new Set(['id', 'enquiry_id', 'author_id']);

export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The longest text shown whole; a longer one is cut, with "Show all" for the rest. */
export const VALUE_LIMIT = 160;

/** What the trail writes in place of a value it keeps back, and how the screen says it. */
const WITHHELD: Readonly<Record<string, string>> = {
  '(hidden)': 'hidden',
  '(erased)': 'erased',
};

export interface ShownPhoto {
  key: string;
  /** A small rendition while the photo is stored; null once it is removed (a placeholder). */
  url: string | null;
  width: number;
  height: number;
  alt: string;
  /** Under the thumbnail: where a moved photo went. */
  caption?: string;
}

/** A value as the screen shows it. */
export type ShownValue =
  /** `full` when the text was cut: the "Show all" button shows it. */
  | { kind: 'text'; text: string; full?: string }
  | { kind: 'empty' }
  /** Said in a muted voice: a value held back (hidden, erased), an id whose row has gone. */
  | { kind: 'note'; text: string }
  | { kind: 'list'; items: string[] }
  /** A web address, shown as itself; `href` only when it is safe to follow (https or http). */
  | { kind: 'link'; url: string; href: string | null }
  | { kind: 'photos'; photos: ShownPhoto[] };

export interface ShownChange {
  key: string;
  field: string;
  /** What was there: null on a creation. */
  before: ShownValue | null;
  /** What is there now: null on a deletion. */
  after: ShownValue | null;
  /** Said first, when the change is better told in words: 'Google map link changed'. */
  summary?: string;
}

export interface ActivityItem {
  /** The id of its first entry. */
  key: number;
  at: string;
  actor: string;
  /** What was done, after the person: 'edited the listing', 'renamed the feature'. */
  action: string;
  /** What it was done to, by name: '“Sea-view villa in Kovalam”'. */
  subject: string | null;
  /** The listing's number, after its name: '#12'. */
  reference: string | null;
  link: { href: string; label: string } | null;
  changes: ShownChange[];
  /** How many of the changes to show before "Show all"; null for all of them. */
  previewCount: number | null;
}

/** Where a listing's values are named: the item's entries' names, merged. */
type Names = AuditEntry['names'];

function nameOf(names: Names, kind: AuditNameKind, id: unknown): string | undefined {
  return typeof id === 'number' ? names[kind]?.[String(id)] : undefined;
}

function shorten(text: string): ShownValue {
  if (text.length <= VALUE_LIMIT) return { kind: 'text', text };
  const cut = text.slice(0, VALUE_LIMIT);
  // At a word's end when there is one near: no half words before the ellipsis.
  const space = cut.lastIndexOf(' ');
  const shown = space > VALUE_LIMIT * 0.75 ? cut.slice(0, space) : cut;
  return { kind: 'text', text: `${shown.trimEnd()}…`, full: text };
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MARKUP = /<\/?[a-z][^>]*>/i;

/** A web address as a link value: followed only when it is http(s). */
function linkValue(address: string): ShownValue {
  let href: string | null = null;
  try {
    const url = new URL(address);
    if (url.protocol === 'https:' || url.protocol === 'http:') href = url.toString();
  } catch {
    href = null;
  }
  return href ? { kind: 'link', url: address, href } : shorten(address);
}

/** The map's embed markup as its address: Google's embed URL, or any src it has. */
function mapLinkValue(markup: string): ShownValue {
  const embed = mapEmbedUrl(markup);
  if (embed) return { kind: 'link', url: embed, href: embed };
  const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(markup)?.[1];
  if (src) return { kind: 'link', url: src.replace(/&amp;/g, '&'), href: null };
  return MARKUP.test(markup) ? { kind: 'note', text: 'not a map link' } : linkValue(markup.trim());
}

/** Any other value, read by its shape: never shown as JSON, markup or an ISO timestamp. */
function formatPlain(value: unknown): ShownValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'text', text: value ? 'Yes' : 'No' };
  if (typeof value === 'number') return { kind: 'text', text: formatDecimal(value) };
  if (typeof value === 'string') {
    const text = value.trim();
    if (ISO_TIMESTAMP.test(text) && formatDateTime(text)) {
      return { kind: 'text', text: formatDateTime(text) };
    }
    if (CALENDAR_DAY.test(text)) return { kind: 'text', text: formatFollowUp(text) };
    if (MARKUP.test(text)) {
      const words = text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return words ? shorten(words) : { kind: 'note', text: 'markup' };
    }
    if (/^https?:\/\/\S+$/i.test(text)) return linkValue(text);
    return shorten(value);
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => oneLine(formatPlain(item))).filter((item) => item !== '');
    return items.length > 0 ? { kind: 'list', items } : { kind: 'empty' };
  }
  if (typeof value === 'object') {
    const items = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${fieldLabel(key)}: ${oneLine(formatPlain(item)) || '—'}`,
    );
    return items.length > 0 ? { kind: 'list', items } : { kind: 'empty' };
  }
  return shorten(String(value));
}

/** A shown value as one line of text (a list's item). */
function oneLine(value: ShownValue): string {
  switch (value.kind) {
    case 'text':
      return value.full ?? value.text;
    case 'note':
      return value.text;
    case 'list':
      return value.items.join(', ');
    case 'link':
      return value.url;
    case 'photos':
      return value.photos.map((photo) => photo.alt).join(', ');
    default:
      return '';
  }
}

function labelled(labels: Readonly<Record<string, string>>, value: unknown): ShownValue {
  return typeof value === 'string' && labels[value] !== undefined
    ? { kind: 'text', text: labels[value] }
    : formatPlain(value);
}

/**
 * A price in lakh or crore, as the back office writes it: '₹42.5 Lakh'; with the rupees when the
 * rounding hid some, so the trail stays exact: '₹42 Lakh (₹42,00,250)'.
 */
function priceText(rupees: number): string {
  const said = formatPrice(rupees);
  const unit = said.endsWith(' Cr') ? 1e7 : said.endsWith(' Lakh') ? 1e5 : 0;
  const isExact = unit === 0 || Math.round(Number(said.replace(/[^\d.]/g, '')) * unit) === rupees;
  return isExact ? said : `${said} (${formatRupees(rupees)})`;
}

/** "Town since deleted (#7)": an id the trail could not name. */
function unnamed(kind: AuditNameKind, id: number): ShownValue {
  if (kind === 'user') return { kind: 'note', text: 'a member since removed' };
  const what = kind === 'property' ? 'listing' : (ENTITY_LABELS[kind] ?? kind.replace(/_/g, ' '));
  return {
    kind: 'note',
    text: `${what.charAt(0).toUpperCase()}${what.slice(1)} since deleted (#${id})`,
  };
}

/** One recorded value of a field, as the back office shows it. */
export function formatValue(
  field: string,
  value: unknown,
  context: { entity?: AuditEntity; names?: Names } = {},
): ShownValue {
  const names = context.names ?? {};
  if (typeof value === 'string' && WITHHELD[value]) return { kind: 'note', text: WITHHELD[value] };
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  const kind = AUDIT_ID_FIELDS[field];
  if (kind && typeof value === 'number') {
    const name = nameOf(names, kind, value);
    if (name === undefined) return unnamed(kind, value);
    return { kind: 'text', text: kind === 'property' ? `“${name}” (#${value})` : name };
  }
  switch (field) {
    case 'price':
      return typeof value === 'number'
        ? { kind: 'text', text: priceText(value) }
        : formatPlain(value);
    case 'area':
      // Whole square feet as the site shows them; a fraction kept, so no change is hidden.
      if (typeof value !== 'number') return formatPlain(value);
      return {
        kind: 'text',
        text: Number.isInteger(value)
          ? formatSquareFeet(value)
          : `${formatDecimal(value)} ${areaUnit('sqft')}`,
      };
    case 'cents':
      return typeof value === 'number'
        ? { kind: 'text', text: formatCents(value) }
        : formatPlain(value);
    case 'status':
      return labelled(context.entity === 'enquiry' ? ENQUIRY_STATUS_LABELS : STATUS_LABELS, value);
    case 'property_for':
      return labelled(PROPERTY_FOR_LABELS, value);
    case 'property_ownership':
      return labelled(OWNERSHIP_LABELS, value);
    case 'furnishing':
      return labelled(FURNISHING_LABELS, value);
    case 'role':
      return labelled(ROLE_LABELS, value);
    case 'checks':
      return Array.isArray(value)
        ? {
            kind: 'list',
            items: value.map((check) => oneLine(labelled(SITE_VISIT_CHECK_LABELS, check))),
          }
        : formatPlain(value);
    case 'nearby_places': {
      const places = normalizeNearbyPlaces(value);
      if (places.length === 0) return { kind: 'empty' };
      return {
        kind: 'list',
        items: places.map(({ place, distance }) =>
          distance === null ? place : `${place} · ${detail.location.distance(distance.toFixed(1))}`,
        ),
      };
    }
    case 'google_embedded_map_link':
      return typeof value === 'string' ? mapLinkValue(value) : formatPlain(value);
    case 'preferred_visit_at':
      // In India and Gulf time, as the enquiry shows it; "(erased)" once the enquiry is erased.
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? { kind: 'text', text: formatVisitTime(value) }
        : formatPlain(value);
    case 'phone_number':
    case 'whatsapp_number':
      return typeof value === 'string'
        ? { kind: 'text', text: formatPhone(value) }
        : formatPlain(value);
    case 'latitude':
    case 'longitude':
      return typeof value === 'number'
        ? { kind: 'text', text: value.toLocaleString('en-IN', { maximumFractionDigits: 6 }) }
        : formatPlain(value);
    case 'built_year':
    case 'founded_year':
    case 'bedrooms':
    case 'bathrooms':
    case 'parking_spaces':
    case 'position':
      return typeof value === 'number' ? { kind: 'text', text: String(value) } : formatPlain(value);
    default:
      return formatPlain(value);
  }
}

function isEmpty(value: ShownValue): boolean {
  return value.kind === 'empty';
}

/** The fields of an entry worth showing, in the form's order; a creation skips the empty ones. */
function fieldChanges(
  entry: AuditEntry,
  names: Names,
  skip: ReadonlySet<string>,
  isShown: (column: string) => boolean = () => true,
): ShownChange[] {
  const rank = (field: string) => {
    const index = FIELD_ORDER.indexOf(field);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return Object.entries(entry.changes)
    .filter(([field]) => !UNSHOWN_FIELDS.has(field) && !skip.has(field) && isShown(field))
    .sort(([a], [b]) => rank(a) - rank(b))
    .flatMap(([field, sides]): ShownChange[] => {
      const [from, to] = Array.isArray(sides) ? sides : [undefined, sides];
      const context = { entity: entry.entity, names };
      const before = formatValue(field, from, context);
      const after = formatValue(field, to, context);
      const key = `${entry.id}-${field}`;
      const label = fieldLabel(field);
      // An erasure records what it erased as counts, set rather than changed.
      if (entry.action === 'created' || entry.action === 'erased')
        return isEmpty(after) ? [] : [{ key, field: label, before: null, after }];
      if (isRemoval(entry.action))
        return isEmpty(before) ? [] : [{ key, field: label, before, after: null }];
      if (field === 'google_embedded_map_link') return [mapChange(key, label, before, after)];
      return [{ key, field: label, before, after }];
    });
}

/** The embedded map in words, with its new address: never its markup. */
function mapChange(key: string, field: string, before: ShownValue, after: ShownValue): ShownChange {
  if (isEmpty(after))
    return { key, field, before: null, after: null, summary: 'Google map link removed' };
  if (isEmpty(before)) return { key, field, before: null, after, summary: 'Google map link added' };
  return { key, field, before: null, after, summary: 'Google map link changed' };
}

/** '1st', '2nd', '3rd', '11th', '22nd'. */
function ordinal(place: number): string {
  const tens = place % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th');
  return `${place}${suffix}`;
}

/** A photo's place in a listing's order (0 is the cover). */
function placeOf(position: number): string {
  return position === 0 ? 'the cover' : ordinal(position + 1);
}

/** What a listing added or deleted shows before "Show all": what it is, where, for how much. */
const KEY_FACTS: ReadonlySet<string> = new Set([
  'title',
  'status',
  'price',
  'property_for',
  'property_type_id',
  'bedrooms',
  'bathrooms',
  'area',
  'cents',
  'district_id',
  'city_id',
]);

const LISTING_PARTS: ReadonlySet<AuditEntity> = new Set([
  'property',
  'property_image',
  'property_feature',
]);

/** The entries of one save of a listing: its row, features and photos share a transaction. */
function sameSave(a: AuditEntry, b: AuditEntry): boolean {
  return (
    LISTING_PARTS.has(a.entity) &&
    LISTING_PARTS.has(b.entity) &&
    a.property_id !== null &&
    a.property_id === b.property_id &&
    a.at === b.at &&
    a.actor_email === b.actor_email
  );
}

function mergedNames(entries: AuditEntry[]): Names {
  const names: Names = {};
  for (const entry of entries) {
    for (const [kind, ids] of Object.entries(entry.names) as [
      AuditNameKind,
      Record<string, string>,
    ][]) {
      names[kind] = { ...ids, ...names[kind] };
    }
  }
  return names;
}

function sidesOf(entry: AuditEntry, field: string): [unknown, unknown] {
  const sides = entry.changes[field];
  return Array.isArray(sides) ? [sides[0], sides[1]] : [undefined, undefined];
}

function listingTitle(names: Names, id: number | null): string | null {
  return id === null ? null : (names.property?.[String(id)] ?? null);
}

/** One photo of a listing's save as a thumbnail (or a placeholder once it is removed). */
function shownPhoto(entry: AuditEntry, title: string | null): ShownPhoto {
  const [from, to] = sidesOf(entry, 'position');
  const position = typeof to === 'number' ? to : typeof from === 'number' ? from : null;
  const of = title ? ` of “${title}”` : '';
  const alt =
    position === null
      ? `Photo${of}`
      : position === 0
        ? `Cover photo${of}`
        : `Photo ${position + 1}${of}`;
  // Where it went: an order is saved as places 0, 1, 2…; where it was may have had gaps (a photo
  // removed before it), so it is not said.
  const moved =
    entry.action === 'updated' && typeof from === 'number' && typeof to === 'number'
      ? `Now ${placeOf(to)}`
      : undefined;
  return {
    key: String(entry.id),
    url: entry.photo?.url ?? null,
    width: entry.photo?.width ?? 400,
    height: entry.photo?.height ?? 300,
    alt,
    ...(moved ? { caption: moved } : {}),
  };
}

function photoPosition(photo: ShownPhoto, entry: AuditEntry): number {
  const [from, to] = sidesOf(entry, 'position');
  return typeof to === 'number' ? to : typeof from === 'number' ? from : Number(photo.key);
}

/** A listing's save: its own fields, then the features and the photos that came and went. */
function listingItem(entries: AuditEntry[]): ActivityItem {
  const first = entries[0]!;
  const names = mergedNames(entries);
  const id = first.property_id;
  const title = listingTitle(names, id);
  const row = entries.find((entry) => entry.entity === 'property');
  const isCreated = row?.action === 'created';
  // A listing added or deleted says everything it had: its key facts first, the rest on demand.
  const isWhole = row !== undefined && row.action !== 'updated';
  const fieldsWhere = (isShown: (column: string) => boolean) =>
    row ? fieldChanges(row, names, new Set(['property_id']), isShown) : [];
  const changes = fieldsWhere((column) => !isWhole || KEY_FACTS.has(column));
  const rest = isWhole ? fieldsWhere((column) => !KEY_FACTS.has(column)) : [];

  const featureNames = (action: AuditEntry['action']) =>
    entries
      .filter((entry) => entry.entity === 'property_feature' && entry.action === action)
      .map((entry) => {
        const [from, to] = sidesOf(entry, 'feature_id');
        return oneLine(formatValue('feature_id', action === 'deleted' ? from : to, { names }));
      });
  const added = featureNames('created');
  const removed = featureNames('deleted');
  if (added.length > 0) {
    changes.push({
      key: `${first.id}-features-added`,
      field: isCreated ? 'Features' : 'Features added',
      before: null,
      after: { kind: 'list', items: added },
    });
  }
  if (removed.length > 0) {
    changes.push({
      key: `${first.id}-features-removed`,
      field: 'Features removed',
      before: { kind: 'list', items: removed },
      after: null,
    });
  }

  const photos = (action: AuditEntry['action']) =>
    entries
      .filter((entry) => entry.entity === 'property_image' && entry.action === action)
      .map((entry) => ({ photo: shownPhoto(entry, title), entry }))
      .sort((a, b) => photoPosition(a.photo, a.entry) - photoPosition(b.photo, b.entry))
      .map(({ photo }) => photo);
  const photoRows: [AuditEntry['action'], string][] = [
    ['created', isCreated ? 'Photos' : 'Photos added'],
    ['deleted', 'Photos removed'],
    ['updated', 'Photos reordered'],
  ];
  for (const [action, field] of photoRows) {
    const shown = photos(action);
    if (shown.length === 0) continue;
    const value: ShownValue = { kind: 'photos', photos: shown };
    changes.push({
      key: `${first.id}-photos-${action}`,
      field,
      before: action === 'deleted' ? value : null,
      after: action === 'deleted' ? null : value,
    });
  }

  const previewCount = rest.length > 0 ? changes.length : null;
  changes.push(...rest);
  const onlyParts = (entity: AuditEntity) =>
    !row && entries.every((entry) => entry.entity === entity);
  const action =
    row?.action === 'created'
      ? 'added the listing'
      : row?.action === 'deleted'
        ? 'deleted the listing'
        : row && entries.length === 1 && Object.keys(row.changes).join() === 'status'
          ? 'changed the status of the listing'
          : onlyParts('property_image')
            ? 'changed the photos of the listing'
            : onlyParts('property_feature')
              ? 'changed the features of the listing'
              : 'edited the listing';
  return {
    key: first.id,
    at: first.at,
    actor: first.actor_email || 'Someone',
    action: title ? action : `${action.replace(/ the listing$/, ' listing')}`,
    subject: title ? `“${title}”` : null,
    reference: id === null ? null : `#${id}`,
    link:
      id !== null && row?.action !== 'deleted'
        ? { href: `/admin/edit-property/${id}`, label: 'Open listing' }
        : null,
    changes,
    previewCount,
  };
}

const VERBS: Record<AuditEntry['action'], string> = {
  created: 'added',
  updated: 'edited',
  deleted: 'deleted',
  erased: 'erased',
  withdrawn: 'withdrew',
  revoked: 'revoked',
};

/** The kinds of entry named by their own name (a place, a type, a feature, a member). */
const NAMED_ENTITIES: ReadonlySet<AuditEntity> = new Set([
  'state',
  'district',
  'city',
  'property_type',
  'feature',
  'user',
]);

/**
 * What an entry about anything but a listing's own parts says was done; `the` when its subject
 * is named after it ('renamed the feature “Lift”'), a bare noun before a number ('town #7').
 */
function actionOf(entry: AuditEntry, isNamed: boolean): string {
  const verb = VERBS[entry.action];
  switch (entry.entity) {
    case 'hero_banner':
      return `${entry.action === 'deleted' ? 'removed' : verb} a hero banner`;
    case 'offer_banner':
      return `${entry.action === 'deleted' ? 'removed' : verb} an offer banner`;
    case 'enquiry':
      return `${entry.action === 'updated' ? 'updated' : verb} an enquiry`;
    case 'enquiry_note':
      return entry.action === 'created'
        ? 'added a note to an enquiry'
        : `${verb} a note on an enquiry`;
    case 'invitation':
      return isNamed
        ? entry.action === 'created'
          ? 'invited'
          : entry.action === 'updated'
            ? 'updated the invitation of'
            : 'withdrew the invitation of'
        : entry.action === 'created'
          ? 'invited a new member'
          : entry.action === 'updated'
            ? 'updated an invitation'
            : 'withdrew an invitation';
    case 'preview_link':
      return `${entry.action === 'created' ? 'made' : isRemoval(entry.action) ? 'revoked' : verb} a preview link for the listing`;
    case 'personal_data':
      return 'erased personal data';
    case 'site_visit':
      return `${entry.action === 'created' ? 'recorded' : verb} a site visit to the listing`;
    case 'site_facts':
      return `${verb} the site facts`;
    case 'exchange_rates':
      return `${verb} the exchange rates`;
    default: {
      const what = ENTITY_LABELS[entry.entity];
      const done =
        entry.action === 'updated' && Object.keys(entry.changes).join() === 'name'
          ? 'renamed'
          : verb;
      return isNamed ? `${done} the ${what}` : `${done} ${what}`;
    }
  }
}

/** Where the back office shows what an entry is about, when it has a screen for it. */
function linkOf(entry: AuditEntry): ActivityItem['link'] {
  if (entry.property_id !== null && entry.entity !== 'enquiry') {
    return { href: `/admin/edit-property/${entry.property_id}`, label: 'Open listing' };
  }
  switch (entry.entity) {
    case 'enquiry':
      return entry.action !== 'deleted' && entry.entity_id !== null
        ? { href: `/admin/enquiries/${entry.entity_id}`, label: 'Open enquiry' }
        : null;
    case 'enquiry_note':
      return { href: '/admin/enquiries', label: 'Open enquiries' };
    case 'hero_banner':
    case 'offer_banner':
      return { href: '/admin/banners', label: 'Open banners' };
    case 'user':
    case 'invitation':
      return { href: '/admin/team', label: 'Open team' };
    case 'feature':
    case 'property_type':
    case 'site_facts':
    case 'exchange_rates':
      return { href: '/admin/settings', label: 'Open settings' };
    case 'state':
    case 'district':
    case 'city':
      return { href: '/admin/places', label: 'Open places' };
    default:
      return null;
  }
}

/**
 * What an entry is about, named: a place, a type, a feature or a member by its name, a site visit
 * or preview link by its listing's title. Unnamed (deleted before the trail kept names): by number.
 */
function subjectOf(entry: AuditEntry): Pick<ActivityItem, 'subject' | 'reference'> {
  if (NAMED_ENTITIES.has(entry.entity)) {
    const own = nameOf(entry.names, entry.entity as AuditNameKind, entry.entity_id);
    if (own !== undefined)
      return { subject: entry.entity === 'user' ? own : `“${own}”`, reference: null };
    return { subject: null, reference: entry.entity_id === null ? null : `#${entry.entity_id}` };
  }
  if (entry.entity === 'invitation') {
    const [from, to] = sidesOf(entry, 'name');
    const name = [to, from].find(
      (side): side is string => typeof side === 'string' && side.trim() !== '' && !WITHHELD[side],
    );
    return { subject: name ?? null, reference: null };
  }
  if (
    entry.property_id !== null &&
    (entry.entity === 'site_visit' || entry.entity === 'preview_link')
  ) {
    const title = listingTitle(entry.names, entry.property_id);
    return { subject: title ? `“${title}”` : null, reference: `#${entry.property_id}` };
  }
  return { subject: null, reference: null };
}

/** A banner's image as a thumbnail (or a placeholder once it is removed). */
function bannerPhoto(entry: AuditEntry): ShownValue {
  const label = ENTITY_LABELS[entry.entity];
  return {
    kind: 'photos',
    photos: [
      {
        key: String(entry.id),
        url: entry.photo?.url ?? null,
        width: entry.photo?.width ?? 400,
        height: entry.photo?.height ?? 300,
        alt: `${label.charAt(0).toUpperCase()}${label.slice(1)}`,
      },
    ],
  };
}

/** An entry about anything but a listing's own parts. */
function singleItem(entry: AuditEntry): ActivityItem {
  const { subject, reference } = subjectOf(entry);
  const isBanner = entry.entity === 'hero_banner' || entry.entity === 'offer_banner';
  const skip = new Set<string>();
  // The sentence names the listing; a banner's file is shown as its picture.
  if (entry.entity === 'site_visit' || entry.entity === 'preview_link') skip.add('property_id');
  if (isBanner) skip.add('image');
  const changes = fieldChanges(entry, entry.names, skip);
  if (isBanner) {
    const photo = bannerPhoto(entry);
    const isGone = isRemoval(entry.action);
    changes.unshift({
      key: `${entry.id}-image`,
      field: 'Image',
      before: isGone ? photo : null,
      after: isGone ? null : photo,
    });
  }
  return {
    key: entry.id,
    at: entry.at,
    actor: entry.actor_email || 'Someone',
    action: actionOf(entry, subject !== null),
    subject,
    reference,
    link: linkOf(entry),
    changes,
    previewCount: null,
  };
}

/** The trail's entries (newest first) as the screen's items, a listing's save as one. */
export function toActivityItems(entries: readonly AuditEntry[]): ActivityItem[] {
  const items: ActivityItem[] = [];
  let index = 0;
  while (index < entries.length) {
    const entry = entries[index]!;
    if (!LISTING_PARTS.has(entry.entity) || entry.property_id === null) {
      items.push(singleItem(entry));
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < entries.length && sameSave(entry, entries[end]!)) end += 1;
    items.push(listingItem(entries.slice(index, end)));
    index = end;
  }
  // A listing deleted later on this page has no screen to open any more.
  const gone = new Set(
    entries
      .filter((entry) => entry.entity === 'property' && entry.action === 'deleted')
      .map((entry) => `/admin/edit-property/${entry.entity_id}`),
  );
  return items.map((item) =>
    item.link && gone.has(item.link.href) ? { ...item, link: null } : item,
  );
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const TIME_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The day an entry belongs to, in Kerala: 'Thu, 26 Nov 2026'. */
export function entryDay(isoDate: string): string {
  const parts = Object.fromEntries(
    DAY_FORMAT.formatToParts(new Date(isoDate)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** The time of an entry, in Kerala: '2:05 pm'. */
export function entryTime(isoDate: string): string {
  return TIME_FORMAT.format(new Date(isoDate)).replace(
    /\s?(am|pm)$/i,
    (suffix) => ` ${suffix.trim().toLowerCase()}`,
  );
}

/** Items grouped by their day in Kerala, newest day first (the API's order kept). */
export function byDay<T extends { at: string }>(
  items: readonly T[],
): { day: string; items: T[] }[] {
  const days: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = entryDay(item.at);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}
