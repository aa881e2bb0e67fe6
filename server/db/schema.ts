import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type Facing,
  FACINGS,
  FACT_LIMITS,
  type LandType,
  LAND_TYPES,
  type PowerBackup,
  POWER_BACKUPS,
  type TenantPreference,
  TENANT_PREFERENCES,
  type WaterSource,
  WATER_SOURCES,
} from '../../contract/listing-facts';
import {
  ENQUIRY_STATUSES,
  LEAD_CHANNELS,
  TEAM_ROLES,
  type SiteVisitCheck,
} from '../../contract/agency';
import { ALERT_FREQUENCIES, LISTING_NEWS_KINDS } from '../../contract/alerts';
import { CURRENCIES } from '../../contract/currency';
import { LANGUAGES } from '../../contract/languages';

/**
 * The whole data model (product.md section 3, design.md section 4). One schema for PGlite and
 * PostgreSQL; `drizzle-kit generate` turns changes here into the single migration history in
 * ./migrations.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const lowerName = (column: AnyPgColumn) => sql`lower(${column})`;

/** One rendition of an uploaded image, e.g. { format: 'webp', width: 800, url: '/media/...' }. */
export interface ImageVariant {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  url: string;
}

export interface NearbyPlace {
  place: string;
  /** Kilometres, one decimal; null when the lister gave none. */
  distance: number | null;
}

export const propertyForEnum = pgEnum('property_for', ['rent', 'sell']);
export const ownershipEnum = pgEnum('property_ownership', ['management', 'direct_owner']);
export const furnishingEnum = pgEnum('furnishing', ['unfurnished', 'semi_furnished', 'furnished']);
export const propertyStatusEnum = pgEnum('property_status', [
  'available',
  'draft',
  'sold',
  'rented',
]);

export const enquiryStatusEnum = pgEnum('enquiry_status', ENQUIRY_STATUSES);
export const leadChannelEnum = pgEnum('lead_channel', LEAD_CHANNELS);
export const teamRoleEnum = pgEnum('team_role', TEAM_ROLES);

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name in Malayalam; only Kerala has one (server/seed/place-names-ml.ts). */
    nameMl: text('name_ml'),
  },
  (t) => [uniqueIndex('states_name_unique').on(lowerName(t.name))],
);

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The name in Malayalam (server/seed/place-names-ml.ts); null where none is known. */
    nameMl: text('name_ml'),
  },
  (t) => [uniqueIndex('districts_state_name_unique').on(t.stateId, lowerName(t.name))],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The name in Malayalam (server/seed/place-names-ml.ts); null where none is known. */
    nameMl: text('name_ml'),
  },
  (t) => [uniqueIndex('cities_district_name_unique').on(t.districtId, lowerName(t.name))],
);

export const propertyTypes = pgTable(
  'property_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('property_types_name_unique').on(lowerName(t.name))],
);

export const features = pgTable(
  'features',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('features_name_unique').on(lowerName(t.name))],
);

/** `('a', 'b')` for a check: the values are the contract's own constants, never input. */
function textList(values: readonly string[]) {
  return sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
}

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    status: propertyStatusEnum('status').notNull().default('available'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The title and description in Malayalam, when the lister gave them; null otherwise. */
    titleMl: text('title_ml'),
    descriptionMl: text('description_ml'),
    /** Rupees. numeric keeps crores exact; read back as a JS number (safe far beyond 1e12). */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    propertyFor: propertyForEnum('property_for').notNull(),
    ownership: ownershipEnum('property_ownership').notNull(),
    propertyTypeId: integer('property_type_id').references(() => propertyTypes.id, {
      onDelete: 'restrict',
    }),
    bedrooms: smallint('bedrooms').notNull().default(0),
    bathrooms: smallint('bathrooms').notNull().default(0),
    /** Built-up area in square feet. */
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Land area in cents (1 cent = 435.6 sq.ft); only for listings that have land. */
    cents: numeric('cents', { precision: 10, scale: 2, mode: 'number' }),
    parkingSpaces: smallint('parking_spaces'),
    builtYear: smallint('built_year'),
    furnishing: furnishingEnum('furnishing'),
    contactName: text('contact_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    whatsappNumber: text('whatsapp_number').notNull(),
    email: text('email').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'restrict' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    googleMapsUrl: text('google_maps_url'),
    googleEmbeddedMapLink: text('google_embedded_map_link'),
    youtubeVideoLink: text('youtube_video_link'),
    nearbyPlaces: jsonb('nearby_places').$type<NearbyPlace[]>().notNull().default([]),
    /**
     * The listing's images as the API shows them, ordered, as JSON: kept up to date by triggers on
     * property_images (migration 0004), so that a page of listings does not gather them per row.
     */
    imageList: json('image_list').$type<unknown[]>().notNull().default([]),
    /** When the listing was last confirmed as still available (set when it is created). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    // The facts a renter, a flat buyer and a plot buyer ask first (issue 34); all optional.
    /** Rent terms: rupees, whole. */
    securityDeposit: integer('security_deposit'),
    maintenanceMonthly: integer('maintenance_monthly'),
    availableFrom: date('available_from'),
    lockInMonths: smallint('lock_in_months'),
    tenantPreference: text('tenant_preference').$type<TenantPreference>(),
    petsAllowed: boolean('pets_allowed'),
    /** The building: 0 is the ground floor. */
    floor: smallint('floor'),
    totalFloors: smallint('total_floors'),
    facing: text('facing').$type<Facing>(),
    /** Square feet inside the walls (what RERA requires an advertisement to state). */
    carpetArea: numeric('carpet_area', { precision: 12, scale: 2, mode: 'number' }),
    waterSource: text('water_source').array().$type<WaterSource[]>(),
    powerBackup: text('power_backup').$type<PowerBackup>(),
    reraNumber: text('rera_number'),
    /** The land: its survey number in the village's records, e.g. 123/4A. */
    surveyNumber: text('survey_number'),
    village: text('village'),
    taluk: text('taluk'),
    landType: text('land_type').$type<LandType>(),
    /** Listed in the local body's data bank of paddy land and wetland. */
    inDataBank: boolean('in_data_bank'),
    roadWidthFt: numeric('road_width_ft', { precision: 6, scale: 1, mode: 'number' }),
    roadFrontageFt: numeric('road_frontage_ft', { precision: 7, scale: 1, mode: 'number' }),
  },
  (t) => [
    // One index per sort order, each led by status (the public sees available listings only).
    index('properties_status_newest_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('properties_status_price_idx').on(t.status, t.price, t.id),
    index('properties_status_for_newest_idx').on(
      t.status,
      t.propertyFor,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Nearest: the bounding box narrows by latitude, and longitude is checked inside the index,
    // so only rows in the box are read from the table.
    index('properties_coordinates_idx').on(t.latitude, t.longitude),
    index('properties_type_idx').on(t.propertyTypeId),
    // A town or a district, newest first: the first page straight from the index.
    index('properties_city_newest_idx').on(t.cityId, t.status, t.createdAt.desc(), t.id.desc()),
    index('properties_district_newest_idx').on(
      t.districtId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('properties_state_idx').on(t.stateId),
    // The admin's "not confirmed lately" list.
    index('properties_confirmed_idx').on(t.confirmedAt),
    check('properties_price_positive', sql`${t.price} > 0`),
    check('properties_area_positive', sql`${t.area} > 0`),
    check('properties_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('properties_longitude_range', sql`${t.longitude} between -180 and 180`),
    check(
      'properties_security_deposit_range',
      sql`${t.securityDeposit} between 0 and ${sql.raw(String(FACT_LIMITS.maxRupees))}`,
    ),
    check(
      'properties_maintenance_monthly_range',
      sql`${t.maintenanceMonthly} between 0 and ${sql.raw(String(FACT_LIMITS.maxRupees))}`,
    ),
    check(
      'properties_lock_in_months_range',
      sql`${t.lockInMonths} between 0 and ${sql.raw(String(FACT_LIMITS.maxLockInMonths))}`,
    ),
    check(
      'properties_tenant_preference',
      sql`${t.tenantPreference} in ${textList(TENANT_PREFERENCES)}`,
    ),
    check(
      'properties_floor_range',
      sql`${t.floor} between 0 and ${sql.raw(String(FACT_LIMITS.maxFloors))}`,
    ),
    check(
      'properties_total_floors_range',
      sql`${t.totalFloors} between 1 and ${sql.raw(String(FACT_LIMITS.maxFloors))}`,
    ),
    check('properties_floor_within_building', sql`${t.floor} <= ${t.totalFloors}`),
    check('properties_facing', sql`${t.facing} in ${textList(FACINGS)}`),
    check('properties_carpet_area_positive', sql`${t.carpetArea} > 0`),
    check('properties_carpet_area_within_area', sql`${t.carpetArea} <= ${t.area}`),
    check(
      'properties_water_source',
      sql`${t.waterSource} <@ array${sql.raw(`[${WATER_SOURCES.map((value) => `'${value}'`).join(', ')}]`)}::text[] and cardinality(${t.waterSource}) > 0`,
    ),
    check('properties_power_backup', sql`${t.powerBackup} in ${textList(POWER_BACKUPS)}`),
    check(
      'properties_rera_number_form',
      sql`${t.reraNumber} ~ '^K-RERA/(PRJ|AG)/[A-Z0-9/]+$' and length(${t.reraNumber}) <= ${sql.raw(String(FACT_LIMITS.maxReraChars))}`,
    ),
    check(
      'properties_survey_number_length',
      sql`length(${t.surveyNumber}) between 1 and ${sql.raw(String(FACT_LIMITS.maxSurveyNumberChars))}`,
    ),
    check(
      'properties_village_length',
      sql`length(${t.village}) between 1 and ${sql.raw(String(FACT_LIMITS.maxPlaceNameChars))}`,
    ),
    check(
      'properties_taluk_length',
      sql`length(${t.taluk}) between 1 and ${sql.raw(String(FACT_LIMITS.maxPlaceNameChars))}`,
    ),
    check('properties_land_type', sql`${t.landType} in ${textList(LAND_TYPES)}`),
    check(
      'properties_road_width_range',
      sql`${t.roadWidthFt} > 0 and ${t.roadWidthFt} <= ${sql.raw(String(FACT_LIMITS.maxRoadWidthFt))}`,
    ),
    check(
      'properties_road_frontage_range',
      sql`${t.roadFrontageFt} > 0 and ${t.roadFrontageFt} <= ${sql.raw(String(FACT_LIMITS.maxRoadFrontageFt))}`,
    ),
  ],
);

/**
 * Every price a listing has had, with when it took it (issue 34, item 6): written by a trigger on
 * properties (migration 0018) in the same transaction as the listing's insert or price change,
 * whoever writes it; earlier changes were copied from the audit trail once.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_property_idx').on(t.propertyId, t.changedAt, t.id)],
);

/**
 * A listing's words for the keyword search (migration 0024): its title, description and their
 * Malayalam, lower-cased as ILIKE compares them, in one narrow row. Kept by a trigger on
 * `properties`; a word common to many listings is found by reading this table (about a tenth of
 * the listings' own) rather than the listings themselves.
 */
export const listingTexts = pgTable(
  'listing_texts',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
  },
  (t) => [index('listing_texts_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`)],
);

export const propertyFeatures = pgTable(
  'property_features',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.featureId] }),
    index('property_features_feature_idx').on(t.featureId),
  ],
);

/** Columns shared by every stored image: the main file and its resized renditions. */
const imageColumns = () => ({
  /** URL path of the main rendition under /media/. */
  image: text('image').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const propertyImages = pgTable(
  'property_images',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    ...imageColumns(),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId, t.position)],
);

export const heroBanners = pgTable('hero_banners', {
  id: serial('id').primaryKey(),
  ...imageColumns(),
});

export const offerBanners = pgTable('offer_banners', {
  id: serial('id').primaryKey(),
  ...imageColumns(),
});

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    subject: text('subject').notNull().default('Property Inquiry'),
    budgetRange: text('budget_range'),
    message: text('message').notNull(),
    propertyType: text('property_type'),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    status: enquiryStatusEnum('status').notNull().default('new'),
    assignedTo: integer('assigned_to').references((): AnyPgColumn => adminUsers.id, {
      onDelete: 'set null',
    }),
    /** The day someone should get back to the visitor; "due today" on the dashboard. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the enquiry was closed (won, lost or spam); null while it is open. Its personal data
     * is erased ENQUIRY_RETENTION_DAYS after this (server/modules/privacy, docs/decisions/021).
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the visitor would like to see the listing, if they said (contract/visit-time.ts). */
    preferredVisitAt: timestamp('preferred_visit_at', { withTimezone: true }),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt.desc()),
    index('enquiries_status_idx').on(t.status, t.createdAt.desc()),
    index('enquiries_assigned_idx').on(t.assignedTo, t.createdAt.desc()),
    index('enquiries_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('enquiries_follow_up_idx').on(t.followUpOn),
    index('enquiries_closed_idx')
      .on(t.closedAt)
      .where(sql`${t.closedAt} is not null`),
  ],
);

/** What the team noted while working on an enquiry, oldest first. */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references((): AnyPgColumn => adminUsers.id, {
      onDelete: 'set null',
    }),
    /** The author's name as it was, kept when the account goes. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/**
 * A tap on WhatsApp, call or mail, recorded before the visitor is handed over (/go/...). The
 * visitor is kept only as a hash salted afresh each day (visitor_salts), to count unique ones:
 * one lead per visitor, listing (or the site) and channel a Kerala day (issue 32, item 4).
 */
export const leads = pgTable(
  'leads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the site's own contact links. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    channel: leadChannelEnum('channel').notNull(),
    /** The site path the tap came from, if it came from this site. */
    page: text('page'),
    visitorHash: text('visitor_hash').notNull(),
    /** The Kerala day of the tap: the day whose salt made `visitor_hash`. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_property_idx').on(t.propertyId, t.createdAt),
    index('leads_created_idx').on(t.createdAt),
    // A site-wide lead (no listing) is one a day too: nulls are not distinct here.
    unique('leads_once_a_day').on(t.propertyId, t.channel, t.day, t.visitorHash).nullsNotDistinct(),
  ],
);

/** One row per listing, day and visitor who viewed it (the visitor as the day's salted hash). */
export const listingViews = pgTable(
  'listing_views',
  {
    // No foreign key: checking one costs each view a lookup and a row lock, a third of its write
    // on PGlite (docs/performance.md). Views are written only for listings that exist (the insert
    // joins them), and a listing's views are deleted with it by a trigger (migration 0011).
    propertyId: integer('property_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day, t.visitorHash] }),
    index('listing_views_day_idx').on(t.day),
  ],
);

/**
 * Views of past days, counted per listing and day: housekeeping moves listing_views' rows older
 * than yesterday here (issue 32, item 5), and every figure reads both. No foreign key, as for
 * listing_views; the same trigger deletes a deleted listing's rows (migrations 0011, 0013).
 */
export const listingViewDays = pgTable(
  'listing_view_days',
  {
    propertyId: integer('property_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day] }),
    index('listing_view_days_day_idx').on(t.day),
  ],
);

/**
 * The day's random salt for visitor hashes, shared by every instance. A day's salt is deleted
 * once the day is over, so no hash can be traced back to an address afterwards.
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** A visit to the property by the agency, and what it checked (shown on the public page). */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    visitedOn: date('visited_on', { mode: 'string' }).notNull(),
    visitedBy: text('visited_by').notNull(),
    checks: jsonb('checks').$type<SiteVisitCheck[]>().notNull().default([]),
    recordedBy: integer('recorded_by').references((): AnyPgColumn => adminUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('site_visits_property_idx').on(t.propertyId, t.visitedOn.desc())],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Accounts made before roles were owners; the team screen chooses for new members. */
    role: teamRoleEnum('role').notNull().default('owner'),
    /** A deactivated member cannot sign in, and their tokens are revoked. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('admin_users_email_unique').on(lowerName(t.email))],
);

/** An owner's invitation to join the team: a one-time link (stored hashed) to set a password. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: teamRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invitations_token_unique').on(t.tokenHash)],
);

/**
 * Links that show a listing's page as the public would see it, whatever its status (issue 15,
 * item 8): a draft before it is published. Only the token's hash is kept; a link expires, an
 * owner may revoke it, and it ends with its maker's power (migration 0014: demoted, deactivated
 * or deleted).
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Who made it: a link never outlives its maker's account. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('preview_links_token_unique').on(t.tokenHash),
    // A listing's live links, for its screen; a member's, ended by their maker's id (0014).
    index('preview_links_property_idx').on(t.propertyId),
    index('preview_links_created_by_idx').on(t.createdBy),
    index('preview_links_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Every write in the back office: who, when, what, and each changed field's old and new value.
 * No foreign keys: the trail outlives the accounts and listings it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** created, updated, deleted, or a named action (status_changed, invited, ...). */
    action: text('action').notNull(),
    /** What was written: property, enquiry, banner, feature, property_type, user, ... */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** The listing the write concerns, for filtering by listing. */
    propertyId: integer('property_id'),
    /** Changed fields: { field: [old, new] }; secrets never appear. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    /**
     * What the ids of the entry were called when it was written, by kind and id:
     * { city: { "7": "Kakkanad" } } (migration 0015, docs/decisions/023).
     */
    names: jsonb('names').$type<Record<string, Record<string, string>>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_property_idx').on(t.propertyId, t.at.desc()),
    // An erasure finds the entries of the enquiries it erases (server/modules/privacy).
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/** Sign-in tokens. Only the SHA-256 of the token is stored: a database leak reveals no session. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
  ],
);

/** One-time password-reset codes, stored hashed; burned when used or after too many wrong tries. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Fixed-window request counters for rate limits. Kept in the database, not in process memory,
 * so that several app instances behind a load balancer share one budget (design.md section 7).
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Notifications waiting to be sent (server/mail/outbox.ts): written in the same transaction as
 * what they announce, so a crash cannot lose one, and deleted once sent, since the body is personal
 * data; one about an enquiry is deleted unsent when the enquiry is erased. At-least-once: a crash between the send and the delete sends that mail again. A sender
 * claims a row by setting `claimed_until` (a lease) and `claim_token`; a row whose lease ran out
 * (its sender died) is claimed again. Password-reset codes never come here: they stay in memory.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    /** Sends tried so far, counted when a row is claimed. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimToken: text('claim_token'),
    /** Why the last send failed: an error code and SMTP status only, never addresses or text. */
    lastError: text('last_error'),
    /** Set when the sender gave up after too many attempts; such rows are left for an operator. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /**
     * The enquiry the mail is about: erasing the enquiry deletes it unsent, and its sent copies
     * (server/mail/sent-copies.ts) with it.
     */
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    /** The alert subscriber it is for (issue 36): erasing the address deletes it unsent. */
    alertSubscriberId: integer('alert_subscriber_id').references(() => alertSubscribers.id, {
      onDelete: 'cascade',
    }),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on alert mail). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.failedAt} is null`),
    index('mail_outbox_enquiry_idx')
      .on(t.enquiryId)
      .where(sql`${t.enquiryId} is not null`),
  ],
);

/**
 * One row: a number that grows with every committed change to what the public sees (listings,
 * their photos and features, banners, property types, features, places). Triggers keep it (see
 * migration 0006), so no write path can forget it. Every instance's public cache
 * (server/http/public-cache.ts) reads it before it answers from memory: an entry made under an
 * older number is never served.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /**
     * The change log (catalogue_changes) holds no version at or below this one: an instance whose
     * index is older cannot catch up from the log and builds it again (migration 0021).
     */
    trimmedThrough: bigint('trimmed_through', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_singleton', sql`${t.singleton}`)],
);

/**
 * What each catalogue version changed (issue 35, migration 0021), written by the same triggers
 * that move the version, in the same transaction: `listing` rows name a listing whose row, photos,
 * features, visit or price history changed; `catalogue` means something every listing shows (a
 * place, a type, a feature's name, or a whole table emptied) and `pages` something only pages show
 * (banners, site facts, exchange rates). Each instance applies the rows past its own version to
 * its search index and kept listings instead of building them again. Trimmed by housekeeping.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    scope: text('scope', { enum: ['listing', 'catalogue', 'pages'] }).notNull(),
    /** The listing, for `listing`; 0 otherwise. */
    propertyId: integer('property_id').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.version, t.scope, t.propertyId] }),
    check('catalogue_changes_scope', sql`${t.scope} in ('listing', 'catalogue', 'pages')`),
  ],
);

/**
 * One row: the site facts an owner edits in Settings (issue 33, item 8): the year the agency was
 * founded and how many clients it has served. The public pages state them (home's figures, the
 * about page) from here and nowhere else. A write moves the catalogue version on and is recorded
 * in the audit trail (migration 0016).
 */
export const siteFacts = pgTable(
  'site_facts',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    foundedYear: integer('founded_year').notNull().default(2010),
    clientsServed: integer('clients_served').notNull().default(400),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_facts_singleton', sql`${t.singleton}`),
    check('site_facts_founded_year', sql`${t.foundedYear} >= 1900`),
    check('site_facts_clients_served', sql`${t.clientsServed} >= 0`),
  ],
);

/**
 * One row: rupees for one unit of each currency a visitor can choose (issue 34, item 5), each
 * with the day it was taken; set by owners in Settings or refreshed from EXCHANGE_RATES_URL. One
 * row of columns, not a row per currency, so the audit trail's entry names each rate it changed.
 * The pages show prices converted with them: a write moves the catalogue version on and is
 * recorded in the audit trail (migration 0019).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    aedInr: numeric('aed_inr', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    aedDate: date('aed_date', { mode: 'string' }).notNull(),
    sarInr: numeric('sar_inr', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    sarDate: date('sar_date', { mode: 'string' }).notNull(),
    qarInr: numeric('qar_inr', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    qarDate: date('qar_date', { mode: 'string' }).notNull(),
    kwdInr: numeric('kwd_inr', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    kwdDate: date('kwd_date', { mode: 'string' }).notNull(),
    omrInr: numeric('omr_inr', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    omrDate: date('omr_date', { mode: 'string' }).notNull(),
    bhdInr: numeric('bhd_inr', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    bhdDate: date('bhd_date', { mode: 'string' }).notNull(),
    usdInr: numeric('usd_inr', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    usdDate: date('usd_date', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('exchange_rates_singleton', sql`${t.singleton}`),
    check('exchange_rates_aed_inr', sql`${t.aedInr} > 0`),
    check('exchange_rates_sar_inr', sql`${t.sarInr} > 0`),
    check('exchange_rates_qar_inr', sql`${t.qarInr} > 0`),
    check('exchange_rates_kwd_inr', sql`${t.kwdInr} > 0`),
    check('exchange_rates_omr_inr', sql`${t.omrInr} > 0`),
    check('exchange_rates_bhd_inr', sql`${t.bhdInr} > 0`),
    check('exchange_rates_usd_inr', sql`${t.usdInr} > 0`),
  ],
);

/**
 * An address that saved a search (issue 36): one row per address, its alerts below. No account,
 * no name: the address is what the alerts need. `stopped_at`: the address bounced or complained
 * (as SMTP reported it), and nothing more is sent to it.
 */
export const alertSubscribers = pgTable(
  'alert_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** Why mail stopped: `bounce` or `complaint`. */
    stopReason: text('stop_reason'),
  },
  (t) => [
    uniqueIndex('alert_subscribers_email_idx').on(t.email),
    check('alert_subscribers_stop_reason', sql`${t.stopReason} in ('bounce', 'complaint')`),
  ],
);

/**
 * A saved search (issue 36): the listing page's filters as a query string, how often, and in
 * which language. The consent is the row itself: what (`query`, `frequency`), when
 * (`created_at`, `confirmed_at`) and from which page (`consent_page`). `confirm_token_hash`: the
 * SHA-256 of the confirmation link's token, cleared once confirmed; unconfirmed rows are deleted
 * after 7 days (contract/alerts.ts).
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => alertSubscribers.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    consentPage: text('consent_page').notNull(),
    createdAt: createdAt(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /**
     * The catalogue version the alert has been checked through: the listing news past it
     * (listing_news) is what its next run may send. Set when it is confirmed or resumed, so
     * nothing from before (or from its pause) is sent.
     */
    checkedVersion: bigint('checked_version', { mode: 'number' }),
    /** The Gulf currency its mails show beside rupees (the visitor's choice when saving). */
    currency: text('currency', { enum: CURRENCIES }),
  },
  (t) => [
    index('search_alerts_subscriber_idx').on(t.subscriberId),
    index('search_alerts_due_idx')
      .on(t.frequency, t.checkedVersion)
      .where(sql`${t.confirmedAt} is not null and ${t.pausedAt} is null`),
    uniqueIndex('search_alerts_confirm_token_idx').on(t.confirmTokenHash),
    index('search_alerts_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} is null`),
    check('search_alerts_frequency', sql`${t.frequency} in ('instant', 'daily', 'weekly')`),
    check('search_alerts_language', sql`${t.language} in ('en', 'ml')`),
  ],
);

/**
 * News of listings for saved searches (issue 36, item 3): a listing that became available (`listed`:
 * created available, or made available again) or whose price was cut (`price_cut`), under the
 * catalogue version whose commit brought it. Written by the function that moves the version
 * (migration 0023), in the writing transaction, so no write path can forget it and a reader that
 * sees version N sees all the news up to N. Trimmed by housekeeping after LISTING_NEWS_DAYS.
 */
export const listingNews = pgTable(
  'listing_news',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    // No foreign key: the news is written at commit, after the transaction's own deletes; a
    // deleted listing's news is never matched (it is not in the catalogue) and goes with the trim.
    propertyId: integer('property_id').notNull(),
    kind: text('kind', { enum: LISTING_NEWS_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.version, t.propertyId, t.kind] }),
    check('listing_news_kind', sql`${t.kind} in ('listed', 'price_cut')`),
  ],
);

/**
 * What each alert has been sent: a listing goes to an alert once as new and once as a price cut
 * (the primary key), whatever runs again. Written in the same transaction as the mail's row in
 * the outbox. `clicked_at`: the first time its link in the mail was followed.
 */
export const alertSends = pgTable(
  'alert_sends',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => searchAlerts.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: LISTING_NEWS_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.propertyId, t.reason] }),
    index('alert_sends_property_idx').on(t.propertyId),
    check('alert_sends_reason', sql`${t.reason} in ('listed', 'price_cut')`),
  ],
);

/**
 * Keys the app makes for itself, once, at first use (`name` → 32 random bytes as hex): the alerts'
 * manage links are signed with `alerts`, so a link needs no stored token and survives a restore.
 */
export const appKeys = pgTable('app_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
});
