import { createHash } from 'node:crypto';
import { keralaDate, keralaMidnight } from '../../../contract/format';
import { confirmationDueBefore, publicConfirmedSince } from '../../../contract/freshness';
import { priceCutSince } from '../../../contract/price-history';
import type { ListingQuery } from '../../../contract/listing-query';
import { hasMalayalam } from '../../../contract/malayalam';
import { namesOfSameArea, placeNameOfVariant } from '../../../contract/place-aliases';
import type { ListingSummary, Property } from '../../../contract/properties';
import { MAX_IMAGES_PER_LISTING, type PropertyStatus } from '../../../contract/property-constants';
import { propertyMessages } from '../../../contract/property-messages';
import { type ImportReport, type ListingImportInput } from '../../../contract/listing-import';
import {
  bulkMessages,
  type BulkStatusInput,
  factConflicts,
  type MultipartFields,
  parsePropertyForm,
  type PropertyWrite,
} from '../../../contract/property-write';
import { type Page, toPage } from '../../../contract/pagination';
import {
  type SiteVisit,
  type SiteVisitInput,
  siteVisitMessages,
} from '../../../contract/site-visits';
import type { Database } from '../../db/client';
import type { Statement } from '../../db/statement';
import { AppError } from '../../errors';
import type { ImageStore, StoredImage } from '../../media/image-store';
import {
  arrayJsonBytes,
  type JsonBytes,
  jsonBytes,
  pageJsonBytes,
  parseJsonBytes,
} from '../../lib/json-bytes';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ReferenceService } from '../reference/reference.service';
import { type Actor, asActor } from '../audit/actor';
import { toCsv } from '../../http/csv';
import { pauseEvery } from '../../lib/pause-every';
import {
  type CatalogueReads,
  readAnswer,
  readListings,
  readUntracked,
} from '../../http/catalogue-reads';
import { searchIndexCatchUp, searchIndexChanges } from '../../observability/metrics';
import { cellsOf, CSV_COLUMNS, formFieldsOf, importMessages, readImportFile } from './listing-csv';
import * as catalogue from './catalogue.repo';
import * as repo from './properties.repo';
import { createListedBatches } from './listed-batches';
import { createListingsKept, distanceKm, type KeptListing } from './listings-kept';
import { SortedIds } from './sorted-ids';
import {
  createSearchIndex,
  type MapAnswer,
  type SearchIndex,
  type TextMatches,
} from './search-index';
import {
  EARTH_RADIUS_KM,
  LOCATION_SIMILARITY,
  keywordTerm,
  locationTerm,
  resolveCategory,
} from './search-tuning';

/** An uploaded photo: its bytes, or the temporary file the upload was streamed to. */
export type UploadedFile = { filename: string } & ({ data: Buffer } | { path: string });

export interface PropertiesDeps {
  db: Database;
  images: ImageStore;
  /** Types, features and places a listing names are checked against the reference module. */
  reference: Pick<
    ReferenceService,
    'exists' | 'countExisting' | 'findPlaceChain' | 'findDistrict' | 'list' | 'findPlaceByTown'
  >;
  now?: () => Date;
  /**
   * The catalogue version (server/http/catalogue-version.ts): the search index is built per
   * version, so a write through any instance makes every instance read the listings again.
   */
  catalogueVersion?: () => Promise<string>;
  /**
   * Memory for the listings kept per catalogue version (listings-kept.ts, decision 013): half for
   * the API's shape, half for the summaries (pages' cards, similar listings). 0 keeps none.
   */
  keptBytes?: number;
}

/** The columns an imported listing brings as they are. */
const IMPORTED_COLUMNS = [
  'title',
  'titleMl',
  'description',
  'descriptionMl',
  'price',
  'propertyFor',
  'ownership',
  'bedrooms',
  'bathrooms',
  'area',
  'cents',
  'parkingSpaces',
  'builtYear',
  'furnishing',
  'contactName',
  'phoneNumber',
  'whatsappNumber',
  'email',
  'latitude',
  'longitude',
  'googleMapsUrl',
  'googleEmbeddedMapLink',
  'youtubeVideoLink',
  'nearbyPlaces',
  'status',
] as const satisfies readonly (keyof repo.NewProperty)[];

/** The facts of issue 34, which an imported listing may bring (each optional). */
const FACT_COLUMNS = [
  'securityDeposit',
  'maintenanceMonthly',
  'availableFrom',
  'lockInMonths',
  'tenantPreference',
  'petsAllowed',
  'floor',
  'totalFloors',
  'facing',
  'carpetArea',
  'waterSource',
  'powerBackup',
  'reraNumber',
  'surveyNumber',
  'village',
  'taluk',
  'landType',
  'inDataBank',
  'roadWidthFt',
  'roadFrontageFt',
] as const satisfies readonly (keyof repo.NewProperty)[];

/** The Malayalam texts and the facts are optional: a listing may have none. */
type OptionalColumns = 'titleMl' | 'descriptionMl' | (typeof FACT_COLUMNS)[number];
type ImportedColumns = Required<
  Pick<repo.NewProperty, Exclude<(typeof IMPORTED_COLUMNS)[number], OptionalColumns>>
> &
  Pick<repo.NewProperty, OptionalColumns>;

/**
 * A listing prepared outside the admin's form (the demo catalogue, demo/): its type, features and
 * town by name, its own creation date, and images already stored through the image pipeline.
 */
export interface ImportedListing extends ImportedColumns {
  /** A property type's name; one the list does not have (an admin deleted it) leaves none. */
  propertyType: string | null;
  /** Feature names; those the list does not have are left out. */
  features: readonly string[];
  /** A town's name: the listing's district and state are the town's. */
  town: string;
  /** Also its updated date. */
  createdAt: Date;
  /** Files already written by the image pipeline under the media folder, in display order. */
  images: readonly StoredImage[];
  /** When it was last confirmed as available; by default, when it is imported. */
  confirmedAt?: Date;
  /**
   * The prices it had before its price, each from when it was set (the first at `createdAt`),
   * oldest first: its price history then ends with its price, at `priceSince`. By default its
   * history is its price since `createdAt`, as the trigger writes it (migration 0018).
   */
  earlierPrices?: readonly { price: number; since: Date }[];
  /** When it took its price, after the earlier ones. */
  priceSince?: Date;
}

/** Only the columns, whatever else the object carries. */
function importedColumns(listing: ImportedListing): ImportedColumns {
  return Object.fromEntries(
    [...IMPORTED_COLUMNS, ...FACT_COLUMNS].map((column) => [column, listing[column]]),
  ) as ImportedColumns;
}

type PlaceChain = NonNullable<Awaited<ReturnType<ReferenceService['findPlaceByTown']>>>;

/** Who is asking: the public sees available listings (and sold or rented ones by id). */
export interface Viewer {
  isAdmin: boolean;
}

/** The columns a validated form changes. */
function toColumns(input: PropertyWrite): Partial<repo.NewProperty> {
  const columns: Partial<repo.NewProperty> = {
    title: input.title,
    titleMl: input.title_ml,
    description: input.description,
    descriptionMl: input.description_ml,
    price: input.price,
    propertyFor: input.property_for,
    ownership: input.property_ownership,
    propertyTypeId: input.property_type,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    area: input.area,
    cents: input.cents,
    parkingSpaces: input.parking_spaces,
    builtYear: input.built_year,
    furnishing: input.furnishing,
    contactName: input.contact_name,
    phoneNumber: input.phone_number,
    whatsappNumber: input.whatsapp_number,
    email: input.email,
    stateId: input.state,
    districtId: input.district,
    cityId: input.city,
    latitude: input.latitude,
    longitude: input.longitude,
    googleMapsUrl: input.google_maps_url,
    googleEmbeddedMapLink: input.google_embedded_map_link,
    youtubeVideoLink: input.youtube_video_link,
    nearbyPlaces: input.nearby_places,
    status: input.status,
    securityDeposit: input.security_deposit,
    maintenanceMonthly: input.maintenance_monthly,
    availableFrom: input.available_from,
    lockInMonths: input.lock_in_months,
    tenantPreference: input.tenant_preference,
    petsAllowed: input.pets_allowed,
    floor: input.floor,
    totalFloors: input.total_floors,
    facing: input.facing,
    carpetArea: input.carpet_area,
    waterSource: input.water_source,
    powerBackup: input.power_backup,
    reraNumber: input.rera_number,
    surveyNumber: input.survey_number,
    village: input.village,
    taluk: input.taluk,
    landType: input.land_type,
    inDataBank: input.in_data_bank,
    roadWidthFt: input.road_width_ft,
    roadFrontageFt: input.road_frontage_ft,
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<repo.NewProperty>;
}

/** The statuses a search shows: the public sees available listings whatever it asks for. */
function statusesOf(search: ListingQuery, viewer: Viewer): repo.SearchCriteria['statuses'] {
  if (!viewer.isAdmin) return ['available'];
  // Only an available listing is due a confirmation.
  if (search.needsConfirming) {
    return search.status === 'all' || search.status === 'available' ? ['available'] : [];
  }
  return search.status === 'all' ? 'all' : [search.status];
}

/**
 * The confirmation times a viewer's search is cut at (contract/freshness.ts): the public never
 * sees an available listing unconfirmed for HIDE_AFTER_DAYS; an admin may ask for those due one.
 * Worked out from the clock of this request, not the index's: time passing moves no version.
 */
function freshnessOf(
  search: ListingQuery,
  viewer: Viewer,
  at: Date,
): Pick<repo.SearchCriteria, 'confirmedSince' | 'confirmedBefore'> {
  if (!viewer.isAdmin) return { confirmedSince: publicConfirmedSince(at) };
  return search.needsConfirming ? { confirmedBefore: confirmationDueBefore(at) } : {};
}

/** The facts' filters (issue 34) as criteria: see SearchCriteria. */
function factCriteria(search: ListingQuery): Partial<repo.SearchCriteria> {
  const { tenantPreference: tenant, availableBy, floor } = search;
  return {
    ...(search.maxDeposit !== undefined ? { maxDeposit: search.maxDeposit } : {}),
    // A family may rent where any tenant is welcome; `any` asks for those open to anyone.
    ...(tenant ? { tenantPreferences: tenant === 'any' ? ['any'] : [tenant, 'any'] } : {}),
    ...(availableBy ? { availableByDay: Date.parse(`${availableBy}T00:00:00Z`) / DAY_MS } : {}),
    ...(search.facing ? { facings: search.facing } : {}),
    ...(floor?.min !== undefined ? { minFloor: floor.min } : {}),
    ...(floor?.max !== undefined ? { maxFloor: floor.max } : {}),
    ...(search.rera ? { rera: true } : {}),
    ...(search.landType ? { landTypes: search.landType } : {}),
    ...(search.minRoadWidth !== undefined ? { minRoadWidth: search.minRoadWidth } : {}),
  };
}

const DAY_MS = 86_400_000;

/** What a listing search asks of the database (product.md section 5's semantics). */
export function toSearch(
  search: ListingQuery,
  viewer: Viewer,
  places?: repo.PlaceIds,
  at: Date = new Date(),
): { criteria: repo.SearchCriteria; options: repo.SearchOptions } {
  const category = search.category ? resolveCategory(search.category) : undefined;
  const { origin, price, area, cents } = search;
  return {
    criteria: {
      statuses: statusesOf(search, viewer),
      ...(search.purpose !== 'all' ? { propertyFor: search.purpose } : {}),
      ...(search.propertyTypeId ? { propertyTypeId: search.propertyTypeId } : {}),
      ...(category && category.typeNames.length > 0 ? { category } : {}),
      ...(search.ownership ? { ownership: search.ownership } : {}),
      ...(price?.min !== undefined ? { minPrice: price.min } : {}),
      ...(price?.max !== undefined ? { maxPrice: price.max } : {}),
      ...(search.bedrooms ? { bedrooms: search.bedrooms } : {}),
      ...(search.bathrooms ? { bathrooms: search.bathrooms } : {}),
      ...(area?.min !== undefined ? { minArea: area.min } : {}),
      ...(area?.max !== undefined ? { maxArea: area.max } : {}),
      ...(cents?.min !== undefined ? { minCents: cents.min } : {}),
      ...(cents?.max !== undefined ? { maxCents: cents.max } : {}),
      ...(places ? { places } : {}),
      ...(search.keyword ? { keyword: keywordTerm(search.keyword) } : {}),
      ...(search.bounds ? { bounds: search.bounds } : {}),
      ...(search.verified ? { verified: true } : {}),
      // From this request's clock: the 30 days move on while no write moves the version.
      ...(search.priceReduced ? { reducedSince: priceCutSince(at) } : {}),
      ...freshnessOf(search, viewer, at),
      ...factCriteria(search),
    },
    options: {
      sort: search.sort,
      ...(origin ? { origin: { ...origin, earthRadiusKm: EARTH_RADIUS_KM } } : {}),
      limit: search.pageSize,
      offset: (search.page - 1) * search.pageSize,
    },
  };
}

/**
 * The towns, districts and states a location term (`locationTerm`) means (design.md section 4):
 * - Malayalam text means the places of that Malayalam name (or, if none has it, of names like
 *   it), searched as their English names would be: 'കൊച്ചി' finds exactly what 'Kochi' finds;
 * - an English variant ('Calicut', contract/place-aliases.ts) means its official name
 *   ('Kozhikode'), with the same results;
 * - an English name means every place whose own name is like it by trigram similarity
 *   (LOCATION_SIMILARITY), so a slip of a letter still finds it;
 * - a place of an area known by several names (Kochi and Ernakulam, SAME_AREA_NAMES) brings the
 *   places of the others, when it is what the text names best: 'Kochii' and 'Ernakulm' mean the
 *   area, 'Fort Kochi' (like Kochi too, but Fort Kochi most) does not.
 * Text that names nothing means no place (a search for it finds nothing; not an error).
 */
export async function findPlacesMeant(db: Database, term: string): Promise<repo.PlaceIds> {
  let names = hasMalayalam(term)
    ? (await repo.findPlacesLikeMl(db, term, LOCATION_SIMILARITY)).map((place) => place.name)
    : [placeNameOfVariant(term) ?? term];
  const found = new Map<string, repo.PlaceMatch>();
  const searched = new Set<string>();
  // At most twice round: the names of the same area add no other area.
  while (names.length > 0) {
    const fresh = [...new Set(names.map((name) => name.toLowerCase()))].filter(
      (name) => !searched.has(name),
    );
    for (const name of fresh) searched.add(name);
    const matches = await Promise.all(
      fresh.map((name) => repo.findPlacesLike(db, name, LOCATION_SIMILARITY)),
    );
    for (const place of matches.flat()) found.set(`${place.kind} ${place.id}`, place);
    names = matches.flatMap((likeOne) => {
      const best = Math.max(...likeOne.map((place) => place.score));
      return likeOne
        .filter((place) => place.score === best)
        .flatMap((place) => namesOfSameArea(place.name));
    });
  }
  const idsOf = (kind: repo.PlaceMatch['kind']) =>
    [...found.values()].filter((place) => place.kind === kind).map((place) => place.id);
  return { cityIds: idsOf('city'), districtIds: idsOf('district'), stateIds: idsOf('state') };
}

/** What a listing's page shows by its id: the public also sees sold and rented ones, never drafts. */
function visibleById(viewer: Viewer): repo.SearchCriteria['statuses'] {
  return viewer.isAdmin ? 'all' : ['available', 'sold', 'rented'];
}

/** The most listings a ranked admin list orders (every listing of a large agency). */
const MAX_RANKED = 1_000_000;

/** A site visit as the admin reads it. */
function toSiteVisit(row: repo.SiteVisitRow): SiteVisit {
  return {
    id: row.id,
    visited_on: row.visitedOn,
    visited_by: row.visitedBy,
    checks: row.checks,
    recorded_by: row.recordedBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether two lists of ids hold the same ids (neither repeats one). */
/** A short text that tells two map answers apart. */
function fingerprintOf(answer: MapAnswer): string {
  return createHash('sha256').update(JSON.stringify(answer)).digest('base64url');
}

function isSameSet(a: readonly number[], b: readonly number[]): boolean {
  const inB = new Set(b);
  return a.length === inB.size && a.every((id) => inB.has(id));
}

/**
 * How long an import checks rows before other requests get a turn: well under what a visitor
 * notices, and under /healthz's 100 ms (issue 32, item 1).
 */
const IMPORT_SLICE_MS = 10;

/** How many similar listings a listing's page shows. */
export const SIMILAR_LISTINGS = 6;

/** Memory for listings kept per catalogue version, unless the configuration says otherwise. */
export const DEFAULT_KEPT_BYTES = 128 * 1024 * 1024;

/** How long the ids a keyword matches are kept within one catalogue version. */
const TEXT_MATCHES_TTL_MS = 10 * 60_000;
/** Keywords and categories whose matches are kept. */
const TEXT_MATCHES_KEPT = 200;
/** Batches remembered for the kept text matches: past them, a keyword is found afresh. */
const BATCHES_REMEMBERED = 2_000;

export function createPropertiesService({
  db,
  images,
  reference,
  now = () => new Date(),
  catalogueVersion,
  keptBytes = DEFAULT_KEPT_BYTES,
}: PropertiesDeps) {
  // Place names change only with a deploy of new reference data.
  const placeMatches = createTtlCache<repo.PlaceIds>({ ttlMs: 10 * 60_000, maxEntries: 1000 });
  /** Ids whose words match a keyword or an untyped category, at a version of the index. */
  const textKept = new Map<string, { version: number; madeMs: number; ids: Promise<SortedIds> }>();
  /**
   * The listings each batch applied to the index changed, oldest first, back to `historyFrom`
   * (the index's build): what kept text matches must ask again to catch up.
   */
  let batchesApplied: { version: number; ids: readonly number[] }[] = [];
  let historyFrom = 0;
  /**
   * The search index and the catalogue version it holds (docs/decisions/026). Made whole once,
   * then kept up to date from the change log: a write costs each instance the few listings it
   * changed, not a rebuild.
   */
  let held: { version: number; index: SearchIndex } | undefined;
  /** The one catch-up under way: every request that must wait for it shares it. */
  let catchingUp: Promise<void> | undefined;
  /**
   * What the batches applied changed, for the kept public answers (server/http/catalogue-reads.ts):
   * the version of the latest batch that changed each listing, and of the latest change to what
   * every page shows (or the index's build: what came before it is not known one by one).
   */
  const changedAt = new Map<number, number>();
  let everythingChangedAt = 0;
  /** Past this many listings changed, the oldest are forgotten as one "everything". */
  const CHANGES_REMEMBERED = 200_000;

  function noteChanges(listingIds: readonly number[], version: number): void {
    if (changedAt.size + listingIds.length > CHANGES_REMEMBERED) {
      changedAt.clear();
      everythingChangedAt = version;
      return;
    }
    for (const id of listingIds) changedAt.set(id, version);
  }

  /** What this instance's index has cost so far (tests, metrics). */
  const indexWork = { builds: 0, batches: 0, listingsApplied: 0 };

  /** Aborted as the server shuts down (`stopBuilding`): a build under way reads no more chunks. */
  const builds = new AbortController();

  async function buildIndex(): Promise<{ version: number; index: SearchIndex }> {
    const end = searchIndexCatchUp.startTimer({ kind: 'build' });
    let index: SearchIndex | undefined;
    const { version } = await catalogue.readCatalogue(
      db,
      ({ types, lastId }) => {
        // Room for the listings added before the next build: the columns are not copied (twice
        // their size held for a moment) at the first new listing.
        const made = createSearchIndex(types, {
          capacity: lastId + Math.ceil(lastId / 32) + 1024,
        });
        index = made;
        return (chunk) => made.load(chunk);
      },
      builds.signal,
    );
    index?.prepare();
    end();
    indexWork.builds += 1;
    if (!index) throw new Error('The catalogue was read without a search index to fill.');
    return { version, index };
  }

  /** Brings `held` up to the database's version now: the changes since, or a rebuild. */
  async function catchUp(): Promise<void> {
    const before = held;
    if (!before) {
      held = await buildIndex();
      everythingChangedAt = held.version;
      historyFrom = held.version;
      return;
    }
    const changes = await catalogue.readCatalogueChanges(db, before.version);
    if (held !== before || changes.version <= before.version) return;
    if (changes.rebuild) {
      const rebuilt = await buildIndex();
      if (held !== before) return;
      held = rebuilt;
      everythingChangedAt = rebuilt.version;
      changedAt.clear();
      textKept.clear();
      batchesApplied = [];
      historyFrom = rebuilt.version;
      listingsKept.clear();
      summariesKept.clear();
      return;
    }
    const stillThere = new Set(changes.rows.map((row) => row.id));
    const end = searchIndexCatchUp.startTimer({ kind: 'apply' });
    before.index.apply(
      changes.rows,
      changes.listingIds.filter((id) => !stillThere.has(id)),
    );
    end();
    listingsKept.forget(changes.listingIds);
    summariesKept.forget(changes.listingIds);
    held = { version: changes.version, index: before.index };
    noteChanges(changes.listingIds, changes.version);
    batchesApplied.push({ version: changes.version, ids: changes.listingIds });
    if (batchesApplied.length > BATCHES_REMEMBERED) {
      historyFrom = batchesApplied.shift()!.version;
    }
    if (changes.pages) everythingChangedAt = changes.version;
    indexWork.batches += 1;
    indexWork.listingsApplied += changes.listingIds.length;
    searchIndexChanges.inc(changes.listingIds.length);
  }

  /** The catalogue version's number (the part before the day, server/http/catalogue-version.ts). */
  const versionNumber = (version: string) => Number.parseInt(version, 10);

  /**
   * The index with every change up to the version this request read: a request is never answered
   * from older listings than it could read. Without a version to go by, every search reads the
   * listings afresh.
   */
  async function indexFor(version: string | undefined): Promise<SearchIndex> {
    if (version === undefined) return (await buildIndex()).index;
    const wanted = versionNumber(version);
    // A catch-up already under way may have read the log before this request's version: then one
    // more. The database's version never goes back (a restore moves it past), so that is enough;
    // a version ahead of the database (set back by hand) must not spin: after a third, the index
    // is as new as the database is.
    for (let tries = 0; (!held || held.version < wanted) && tries < 3; tries += 1) {
      catchingUp ??= catchUp().finally(() => {
        catchingUp = undefined;
      });
      await catchingUp;
    }
    if (!held) throw new Error('The search index could not be built.');
    return held.index;
  }

  /**
   * Whether the listings kept may serve a request that read `version`: once the changes up to it
   * are applied. Otherwise the request reads from the database (and a catch-up starts, for the
   * next ones).
   */
  function isKeptUpTo(version: string | undefined): boolean {
    if (version === undefined) return false;
    if (held && held.version >= versionNumber(version)) return true;
    if (held) {
      catchingUp ??= catchUp().finally(() => {
        catchingUp = undefined;
      });
      // Its failure is the next request's to see.
      catchingUp.catch(() => undefined);
    }
    return false;
  }

  /**
   * The ids a keyword or a category's words match, kept at the index's version: after a batch,
   * only the listings it changed are asked again (a keyword's first search at a million listings
   * reads seconds of text; a batch's few listings, a millisecond). Found afresh when the batches
   * since are no longer known, and after TEXT_MATCHES_TTL_MS.
   */
  function keptText(
    key: string,
    find: (among?: readonly number[]) => Promise<Int32Array>,
  ): Promise<SortedIds> {
    const at = held?.version ?? 0;
    let entry = textKept.get(key);
    if (
      entry &&
      (entry.version < historyFrom || now().getTime() - entry.madeMs > TEXT_MATCHES_TTL_MS)
    ) {
      entry = undefined;
    }
    if (entry && entry.version < at) {
      const changed = [
        ...new Set(
          batchesApplied
            .filter((batch) => batch.version > entry!.version)
            .flatMap((batch) => batch.ids),
        ),
      ];
      const before = entry.ids;
      entry = {
        version: at,
        madeMs: entry.madeMs,
        ids:
          changed.length === 0
            ? before
            : // The same object when no change moved a listing in or out of it: the index keeps
              // what it made of a set (search-index.ts), and most writes change no words.
              Promise.all([before, find(changed)]).then(([ids, matched]) =>
                ids.changed(changed, matched),
              ),
      };
    }
    if (!entry) {
      entry = { version: at, madeMs: now().getTime(), ids: find().then(SortedIds.adopt) };
    }
    const kept = entry;
    textKept.delete(key);
    textKept.set(key, kept);
    // A failed read is not kept.
    kept.ids.catch(() => {
      if (textKept.get(key) === kept) textKept.delete(key);
    });
    for (const oldest of textKept.keys()) {
      if (textKept.size <= TEXT_MATCHES_KEPT) break;
      textKept.delete(oldest);
    }
    return kept.ids;
  }

  /** What the database matches in listings' words, for the filters that ask (see TextMatches). */
  async function textMatchesFor(
    version: string | undefined,
    criteria: repo.SearchCriteria,
  ): Promise<TextMatches> {
    const kept = (key: string, find: (among?: readonly number[]) => Promise<Int32Array>) =>
      version === undefined ? find().then((ids) => new Set(ids)) : keptText(key, find);
    const { keyword, category } = criteria;
    const [keywordIds, untypedIds] = await Promise.all([
      keyword === undefined
        ? undefined
        : kept(`q ${keyword}`, (among) =>
            repo.findIds(db, repo.idsWithTextStatement(keyword, among)),
          ),
      category === undefined || category.keywords.length === 0
        ? undefined
        : kept(`category ${category.keywords.join('|')}`, (among) =>
            repo.findIds(db, repo.untypedIdsWithWordsStatement(category.keywords, among)),
          ),
    ]);
    return {
      ...(keywordIds ? { keyword: keywordIds } : {}),
      ...(untypedIds ? { untypedCategory: untypedIds } : {}),
    };
  }

  // What the requests of one turn ask is read in one statement (listed-batches.ts).
  const readListed = createListedBatches((wanted) => repo.findListed(db, wanted));

  /** Listings as the API's JSON, and as the pages' summaries, kept per catalogue version. */
  const listingsKept = createListingsKept<JsonBytes<Property>>({
    load: (ids) =>
      loadListed(ids, 'listing', (json) => {
        const bytes = jsonBytes<Property>(json);
        return { value: bytes, size: bytes.length };
      }),
    maxBytes: Math.floor(keptBytes * 0.5),
  });
  // Kept as JSON bytes, parsed as a page reads them (about 10 us each): three times as many fit
  // as parsed objects would, and the similar listings' answer is their bytes as they are.
  const summariesKept = createListingsKept<JsonBytes<ListingSummary>>({
    load: (ids) =>
      loadListed(ids, 'summary', (json) => {
        const bytes = jsonBytes<ListingSummary>(json);
        return { value: bytes, size: bytes.length };
      }),
    maxBytes: Math.floor(keptBytes * 0.5),
  });

  async function loadListed<T>(
    ids: readonly number[],
    shape: repo.ListedShape,
    toKept: (json: string) => { value: T; size: number },
  ): Promise<KeptListing<T>[]> {
    const rows = await readListed(ids, shape);
    return rows.map(({ json, shape: _shape, ...row }) => ({ ...row, ...toKept(json) }));
  }

  /**
   * The places a location text means (findPlacesMeant): by its first part ('Kochi' of 'Kochi,
   * Ernakulam, Kerala'), kept a while per text.
   */
  async function resolveLocation(location: string | undefined): Promise<repo.PlaceIds | undefined> {
    const term = locationTerm(location);
    if (!term) return undefined;
    return placeMatches.get(term, () => findPlacesMeant(db, term));
  }

  /** A search read against the index of the version this request sees, with its text matches. */
  async function prepareSearch(search: ListingQuery, viewer: Viewer) {
    const [places, version] = await Promise.all([
      resolveLocation(search.location),
      catalogueVersion?.(),
    ]);
    const { criteria, options } = toSearch(search, viewer, places, now());
    // The index first: the words' matches are brought to its version.
    const index = await indexFor(version);
    const text = await textMatchesFor(version, criteria);
    return { index, text, criteria, options, version };
  }

  /**
   * The ids of a search's page, in order, with its counts (docs/decisions/010). With `ranking`
   * (an admin's sort by views, leads or enquiries: figures by listing id), every match is ranked
   * by its figure, most first, the search's own order breaking ties, and the page cut from that.
   */
  async function searchPage(
    search: ListingQuery,
    viewer: Viewer,
    ranking?: ReadonlyMap<number, number>,
  ) {
    const { index, text, criteria, options, version } = await prepareSearch(search, viewer);
    const { ids, count } = ranking
      ? rankedPage(index.search(criteria, { ...options, offset: 0, limit: MAX_RANKED }, text))
      : index.search(criteria, options, text);
    function rankedPage(all: { ids: number[]; count: number }) {
      const order = new Map(all.ids.map((id, position) => [id, position]));
      const ranked = [...all.ids].sort(
        (a, b) => (ranking?.get(b) ?? 0) - (ranking?.get(a) ?? 0) || order.get(a)! - order.get(b)!,
      );
      return {
        ids: ranked.slice(options.offset, options.offset + options.limit),
        count: all.count,
      };
    }
    // Listings the asker may see at all (the page's `total`): counted once per index and day.
    const { statuses, confirmedSince } = criteria;
    const total = index.count({
      statuses,
      ...(confirmedSince !== undefined ? { confirmedSince } : {}),
    });
    return { ids, count, total, criteria, options, version };
  }

  /** Records a page of a search for a kept public answer: its listings, and what it found. */
  function readSearch(
    search: ListingQuery,
    viewer: Viewer,
    found: { ids: number[]; count: number; total: number },
  ): void {
    readListings(found.ids);
    const fingerprint = (page: { ids: number[]; count: number; total: number }) =>
      `${page.ids.join(',')} ${page.count} ${page.total}`;
    readAnswer(
      () => fingerprint(found),
      async () => fingerprint(await searchPage(search, viewer)),
    );
  }

  /** The public's cut (contract/freshness.ts) for a viewer; none for an admin. */
  function confirmedSinceFor(viewer: Viewer): number | undefined {
    return viewer.isAdmin ? undefined : publicConfirmedSince(now());
  }

  /** One listing as the API's JSON text, if the asker may see it. */
  async function findOne(
    id: number,
    statuses: repo.SearchCriteria['statuses'],
    confirmedSince?: number,
  ): Promise<JsonBytes<Property>> {
    readListings([id]);
    const version = await catalogueVersion?.();
    const [listing] = await listingsKept.read(isKeptUpTo(version), [id], statuses, confirmedSince);
    if (!listing) throw AppError.notFound(propertyMessages.notFound);
    return listing.value;
  }

  /**
   * The ids of the listings like one the asker may see (SearchIndex.similar), with the version
   * they were found in; 404 when the asker may not see the listing.
   */
  async function similarIds(id: number, viewer: Viewer) {
    const version = await catalogueVersion?.();
    const statuses = visibleById(viewer);
    // The index holds every listing's status for this version: no read to check it.
    const index = await indexFor(version);
    const status = index.statusOf(id);
    const confirmedSince = confirmedSinceFor(viewer);
    const isStale =
      confirmedSince !== undefined &&
      status === 'available' &&
      (index.confirmedOf(id) ?? 0) < confirmedSince;
    if (!status || isStale || (statuses !== 'all' && !statuses.includes(status))) {
      throw AppError.notFound(propertyMessages.notFound);
    }
    // The public's similar listings are fresh ones; an admin's are those the public sees.
    return {
      ids: index.similar(id, SIMILAR_LISTINGS, publicConfirmedSince(now())),
      version,
    };
  }

  const listingNotFound = () => AppError.notFound(propertyMessages.notFound);

  /**
   * Runs a change's checks. When they refuse it (400), a listing that does not exist is a 404
   * instead, as it would have been had it been read first: its absence is read only then.
   */
  async function refusedOrNotFound<T>(id: number, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400) {
        if (!(await repo.findProperty(db, id))) throw listingNotFound();
      }
      throw error;
    }
  }

  /**
   * A listing as a write of this request left it, for the write's answer. Read after the write
   * committed, it is exact without the catalogue version findOne asks for first: one round trip
   * to the database where there were two, or three when a version read was already under way (a
   * caller waits for the next one, catalogue-version.ts). A write's answer waits for each round
   * trip behind the public answers being made (docs/decisions/031).
   */
  async function asWritten(id: number): Promise<JsonBytes<Property>> {
    const [row] = await readListed([id], 'listing');
    if (!row) throw listingNotFound();
    return jsonBytes<Property>(row.json);
  }

  /** Checks that the ids a form names exist and fit together; throws 400 field errors. */
  async function checkReferences(input: PropertyWrite): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (input.property_type !== undefined) {
      if (!(await reference.exists('propertyTypes', input.property_type))) {
        errors.property_type = [propertyMessages.propertyTypeInvalid];
      }
    }
    if (input.features && input.features.length > 0) {
      const found = await reference.countExisting('features', input.features);
      if (found !== input.features.length) errors.features = [propertyMessages.featureInvalid];
    }
    if (input.city !== undefined && input.district !== undefined && input.state !== undefined) {
      const chain = await reference.findPlaceChain(input.city);
      const district = await reference.findDistrict(input.district);
      if (!chain || !district) {
        errors.location = [propertyMessages.locationRequired];
      } else if (district.stateId !== input.state) {
        errors.district = [propertyMessages.districtNotInState];
      } else if (chain.districtId !== input.district) {
        errors.city = [propertyMessages.cityNotInDistrict];
      }
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  }

  function parseForm(fields: MultipartFields, partial: boolean): PropertyWrite {
    const parsed = parsePropertyForm(fields, { partial, currentYear: now().getFullYear() });
    if (!parsed.ok) throw AppError.validation(parsed.errors);
    return parsed.value;
  }

  /**
   * Checks every upload before anything is stored, then writes the files. If a later step fails
   * the caller removes what was written, so a refused request leaves no file behind.
   */
  async function storeUploads(files: UploadedFile[]): Promise<StoredImage[]> {
    const prepared = [];
    for (const file of files)
      prepared.push(await images.prepare('path' in file ? file.path : file.data));
    const stored: StoredImage[] = [];
    try {
      for (const item of prepared) stored.push(await item.write());
    } catch (error) {
      await removeFiles(stored.map((image) => image.image));
      throw error;
    }
    return stored;
  }

  async function removeFiles(urls: string[]): Promise<void> {
    await Promise.all(urls.map((url) => images.remove(url).catch(() => undefined)));
  }

  return {
    /**
     * The search index now: the version it holds, its listings, and what keeping it has cost
     * (builds, and batches of changes applied in place).
     */
    searchIndexStats() {
      return {
        version: held?.version ?? null,
        ...(held?.index.stats() ?? { listings: 0, deletedRows: 0 }),
        ...indexWork,
      };
    },

    /**
     * Builds the search index now rather than at the first search that needs it: a server does
     * this as it starts, and answers /readyz only once it is done (docs/deploy.md, "Health
     * checks"). Without a catalogue version nothing is kept, so there is nothing to build.
     */
    async buildSearchIndex(): Promise<void> {
      if (catalogueVersion === undefined) return;
      await indexFor(await catalogueVersion());
    },

    /**
     * At shutdown: a build of the index under way stops at its next chunk of listings (at a
     * million, seconds of reading before the database could close), and so does any later one;
     * the requests waiting for it are answered 503.
     */
    stopBuilding(): void {
      builds.abort(
        new AppError(503, 'The server is restarting. Please try again in a moment.', undefined, {
          'Retry-After': '1',
        }),
      );
    },

    /** Whether searches can be answered without building the index first. */
    isSearchIndexBuilt(): boolean {
      return catalogueVersion === undefined || held !== undefined;
    },

    /**
     * Whether a kept public answer made at catalogue version `madeAt` (catalogue-version.ts's
     * text) is still what would be made at `current`: nothing it read has changed since
     * (server/http/catalogue-reads.ts, docs/decisions/026). Waits for this instance to apply the
     * changes up to `current`.
     */
    async isStillCurrent(reads: CatalogueReads, madeAt: string, current: string): Promise<boolean> {
      if (reads.untracked || catalogueVersion === undefined) return false;
      const made = versionNumber(madeAt);
      await indexFor(current);
      if (everythingChangedAt > made) return false;
      for (const id of reads.listings) if ((changedAt.get(id) ?? 0) > made) return false;
      for (const check of reads.checks) if ((await check.askAgain()) !== check.found) return false;
      return true;
    },

    /** A page of listings, as the API's JSON (see docs/decisions/006). */
    async list(
      search: ListingQuery,
      viewer: Viewer,
      ranking?: ReadonlyMap<number, number>,
    ): Promise<JsonBytes<Page<Property>>> {
      const { ids, count, total, criteria, options, version } = await searchPage(
        search,
        viewer,
        ranking,
      );
      // A ranking is the visitors' (views), which moves no version: never kept past a write.
      if (ranking) readUntracked();
      else readSearch(search, viewer, { ids, count, total });
      const { origin } = options;
      // Searched in the index of this version or a newer one: the kept listings are as new.
      const listings = await listingsKept.read(version !== undefined, ids, criteria.statuses);
      const items = listings.map((listing): JsonBytes<Property> => {
        if (!origin) return listing.value;
        // The kept JSON ends with the listing's closing brace: the distance goes last, as before.
        const km = distanceKm(origin, listing.latitude, listing.longitude);
        return Buffer.concat([
          listing.value.subarray(0, -1),
          Buffer.from(`,"distance_km":${JSON.stringify(km)}}`),
        ]);
      });
      return pageJsonBytes<Property>(items, { count, total }, search.page, search.pageSize);
    },

    /** A page of listings as the public pages' cards and lists show them (ListingSummary). */
    async listSummaries(search: ListingQuery, viewer: Viewer): Promise<Page<ListingSummary>> {
      const { ids, count, total, criteria, options, version } = await searchPage(search, viewer);
      readSearch(search, viewer, { ids, count, total });
      const { origin } = options;
      const listings = await summariesKept.read(version !== undefined, ids, criteria.statuses);
      const items = listings.map((listing): ListingSummary => {
        const summary = parseJsonBytes(listing.value);
        if (origin) summary.distance_km = distanceKm(origin, listing.latitude, listing.longitude);
        return summary;
      });
      return toPage(items, { count, total }, search.page, search.pageSize);
    },

    /**
     * How many listings a search finds, as its page's count says: what a place suggestion's
     * "N listings" must equal, since choosing it searches for it (issue 33, item 8).
     */
    async count(search: ListingQuery, viewer: Viewer): Promise<number> {
      const countNow = async () => {
        const { index, text, criteria } = await prepareSearch(search, viewer);
        return index.count(criteria, text);
      };
      const count = await countNow();
      readAnswer(
        () => String(count),
        async () => String(await countNow()),
      );
      return count;
    },

    /**
     * Which of `candidates` each search finds, as the public would see them now (available and
     * confirmed recently enough): the saved searches' matching (issue 36). A small index of the
     * candidates alone is made and every search asked of it, with the same criteria as a page's
     * search, so an alert finds exactly what its listing page would; the words a keyword or a
     * category reads are asked of the database among the candidates only.
     */
    async matchAmong(
      searches: readonly ListingQuery[],
      candidates: readonly number[],
    ): Promise<number[][]> {
      if (candidates.length === 0) return searches.map(() => []);
      const { types, rows } = await catalogue.readSearchRowsOf(db, candidates);
      const index = createSearchIndex(types, { capacity: rows.length + 1 });
      index.load(rows);
      const among = rows.map((row) => row.id);
      const words = new Map<string, Promise<Set<number>>>();
      const wordsOf = (key: string, statement: () => Statement) => {
        let found = words.get(key);
        if (!found) {
          found = repo.findIds(db, statement()).then((ids) => new Set(ids));
          words.set(key, found);
        }
        return found;
      };
      const publicViewer: Viewer = { isAdmin: false };
      const answers: number[][] = [];
      for (const search of searches) {
        const places = await resolveLocation(search.location);
        const { criteria } = toSearch(search, publicViewer, places, now());
        const { keyword, category } = criteria;
        const text: TextMatches = {};
        if (keyword !== undefined) {
          text.keyword = await wordsOf(`q ${keyword}`, () =>
            repo.idsWithTextStatement(keyword, among),
          );
        }
        if (category !== undefined && category.keywords.length > 0) {
          text.untypedCategory = await wordsOf(`category ${category.keywords.join('|')}`, () =>
            repo.untypedIdsWithWordsStatement(category.keywords, among),
          );
        }
        answers.push(
          index.search(criteria, { sort: 'newest', limit: rows.length, offset: 0 }, text).ids,
        );
      }
      return answers;
    },

    /** One listing. The public also sees sold and rented ones (the page says so), never drafts. */
    get(id: number, viewer: Viewer): Promise<JsonBytes<Property>> {
      return findOne(id, visibleById(viewer), confirmedSinceFor(viewer));
    },

    /**
     * The listings of a visitor's own list (the shortlist, a comparison), in the order asked, each
     * once: the listing when the public may see it (available, sold or rented: the page says
     * which), or null when it is a draft or no longer exists, so the page can say it is gone
     * rather than silently drop it (an available listing unconfirmed too long, contract/freshness.ts,
     * is null to the public as well: the shortlist says it is no longer available). One read for all, from the listings kept for this version.
     */
    async findForPages(
      ids: readonly number[],
      viewer: Viewer,
    ): Promise<{ id: number; listing: JsonBytes<Property> | null }[]> {
      const unique = [...new Set(ids)];
      readListings(unique);
      const found = await listingsKept.read(
        isKeptUpTo(await catalogueVersion?.()),
        unique,
        visibleById(viewer),
        confirmedSinceFor(viewer),
      );
      const byId = new Map(found.map((listing) => [listing.id, listing.value]));
      return unique.map((id) => ({ id, listing: byId.get(id) ?? null }));
    },

    /**
     * Every listing a search matches, on the map: each one (id, place, price and purpose), or,
     * past MAX_MAP_POINTS, groups of them with counts. The page and sort play no part.
     */
    async map(search: ListingQuery, viewer: Viewer): Promise<MapAnswer> {
      const mapNow = async () => {
        const { index, text, criteria } = await prepareSearch(search, viewer);
        return index.map(criteria, text);
      };
      const answer = await mapNow();
      readAnswer(
        () => fingerprintOf(answer),
        async () => fingerprintOf(await mapNow()),
      );
      return answer;
    },

    /**
     * Listings like this one (SearchIndex.similar), nearest first, as cards show them: the shape
     * a suggestion needs, and less than half the database's work of the full one on a miss.
     */
    async similar(id: number, viewer: Viewer): Promise<JsonBytes<ListingSummary[]>> {
      readListings([id]);
      const { ids, version } = await similarIds(id, viewer);
      readListings(ids);
      readAnswer(
        () => ids.join(','),
        async () => (await similarIds(id, viewer)).ids.join(','),
      );
      const listings = await summariesKept.read(version !== undefined, ids, ['available']);
      return arrayJsonBytes(listings.map((listing) => listing.value));
    },

    async create(
      fields: MultipartFields,
      uploads: UploadedFile[],
      actor: Actor,
    ): Promise<JsonBytes<Property>> {
      const input = parseForm(fields, false);
      await checkReferences(input);
      if (uploads.length > MAX_IMAGES_PER_LISTING) {
        throw AppError.validation({ uploaded_images: [propertyMessages.tooManyImages] });
      }
      const stored = await storeUploads(uploads);
      try {
        const id = await asActor(db, actor, async (tx) => {
          const newId = await repo.insertProperty(tx, toColumns(input) as repo.NewProperty);
          await repo.replaceFeatures(tx, newId, input.features ?? []);
          await repo.insertImages(
            tx,
            stored.map((image, position) => ({ propertyId: newId, position, ...image })),
          );
          return newId;
        });
        return await asWritten(id);
      } catch (error) {
        await removeFiles(stored.map((image) => image.image));
        throw error;
      }
    },

    /**
     * Changes only the fields sent. With `existing_image_ids`, images not named are deleted; new
     * uploads are added after the kept ones. With `image_order`, the kept images take that order
     * (the first is the cover): it must name each of them once, or nothing changes (400).
     */
    async update(
      id: number,
      fields: MultipartFields,
      uploads: UploadedFile[],
      actor: Actor,
    ): Promise<JsonBytes<Property>> {
      // A form that names no photo (a price, a status) leaves them as they are: no read of them.
      const touchesImages = (form: PropertyWrite) =>
        uploads.length > 0 ||
        form.existing_image_ids !== undefined ||
        form.image_order !== undefined;
      const input = await refusedOrNotFound(id, async () => {
        const form = parseForm(fields, true);
        const sendsFacts =
          form.area !== undefined ||
          form.carpet_area !== undefined ||
          form.floor !== undefined ||
          form.total_floors !== undefined;
        if (sendsFacts || touchesImages(form)) {
          const current = await repo.findProperty(db, id);
          if (!current) throw listingNotFound();
          // A fact sent alone is checked against its stored pair (a floor against the floors).
          const conflicts = factConflicts({
            area: form.area ?? current.area,
            carpet_area: form.carpet_area !== undefined ? form.carpet_area : current.carpetArea,
            floor: form.floor !== undefined ? form.floor : current.floor,
            total_floors: form.total_floors !== undefined ? form.total_floors : current.totalFloors,
          });
          if (Object.keys(conflicts).length > 0) throw AppError.validation(conflicts);
        }
        await checkReferences(form);
        return form;
      });
      if (!touchesImages(input) && !input.features) {
        // The listing's own columns only (a price, a status: most of a day's writes): one
        // statement, which also says whether the listing exists.
        if (!(await repo.updatePropertyAs(db, id, toColumns(input), actor)))
          throw listingNotFound();
        return asWritten(id);
      }
      const existing = touchesImages(input) ? await repo.listImages(db, id) : [];
      const keptIds = input.existing_image_ids ?? existing.map((image) => image.id);
      const existingIds = new Set(existing.map((image) => image.id));
      const unknown = keptIds.filter((imageId) => !existingIds.has(imageId));
      if (unknown.length > 0) {
        throw AppError.validation({ existing_image_ids: [propertyMessages.imageNotFound] });
      }
      if (keptIds.length + uploads.length > MAX_IMAGES_PER_LISTING) {
        throw AppError.validation({ uploaded_images: [propertyMessages.tooManyImages] });
      }
      const order = input.image_order;
      if (order && !isSameSet(order, keptIds)) {
        throw AppError.validation({ image_order: [propertyMessages.imageOrderMismatch] });
      }
      const kept = new Set(keptIds);
      const dropped = existing.filter((image) => !kept.has(image.id));
      const stored = await storeUploads(uploads);
      try {
        await asActor(db, actor, async (tx) => {
          // The settings are the transaction's already (asActor).
          if (!(await repo.updatePropertyAs(tx, id, toColumns(input), null)))
            throw listingNotFound();
          if (input.features) await repo.replaceFeatures(tx, id, input.features);
          await repo.deleteImages(
            tx,
            dropped.map((image) => image.id),
          );
          if (order) await repo.setImageOrder(tx, id, order);
          const nextPosition = order
            ? order.length
            : Math.max(-1, ...existing.map((image) => image.position)) + 1;
          await repo.insertImages(
            tx,
            stored.map((image, index) => ({
              propertyId: id,
              position: nextPosition + index,
              ...image,
            })),
          );
        });
      } catch (error) {
        await removeFiles(stored.map((image) => image.image));
        throw error;
      }
      await removeFiles(dropped.map((image) => image.image));
      return asWritten(id);
    },

    /**
     * "Still available": the listing is confirmed as of now (or of the start of a past day in
     * Kerala, `confirmedOn`), and back on the public site if that is within 90 days.
     */
    async confirm(
      id: number,
      confirmedOn: string | undefined,
      actor: Actor,
    ): Promise<JsonBytes<Property>> {
      const today = keralaDate(now());
      if (confirmedOn !== undefined && confirmedOn > today) {
        throw AppError.validation({ confirmed_on: [siteVisitMessages.confirmedOnFuture] });
      }
      const at =
        confirmedOn === undefined || confirmedOn === today
          ? now()
          : new Date(keralaMidnight(new Date(`${confirmedOn}T12:00:00+05:30`)));
      if (!(await asActor(db, actor, (tx) => repo.setConfirmedAt(tx, id, at)))) {
        throw AppError.notFound(propertyMessages.notFound);
      }
      return asWritten(id);
    },

    /** A listing's site visits, latest first (admins). */
    async listVisits(id: number): Promise<SiteVisit[]> {
      if (!(await repo.findProperty(db, id))) throw AppError.notFound(propertyMessages.notFound);
      return (await repo.listSiteVisits(db, id)).map(toSiteVisit);
    },

    /** Records a site visit; the listing's page shows the latest one. */
    async addVisit(
      id: number,
      input: SiteVisitInput,
      /** The member who records it; null for the demo seed's visits. */
      actor: Actor | null,
    ): Promise<SiteVisit> {
      if (!(await repo.findProperty(db, id))) throw AppError.notFound(propertyMessages.notFound);
      // Kerala's today: a visit made this morning in Kochi is not in the future at 1 a.m. UTC.
      if (input.visited_on > keralaDate(now())) {
        throw AppError.validation({ visited_on: [siteVisitMessages.visitedOnFuture] });
      }
      const row = await asActor(db, actor, (tx) =>
        repo.insertSiteVisit(tx, {
          propertyId: id,
          visitedOn: input.visited_on,
          visitedBy: input.visited_by,
          checks: input.checks,
          recordedBy: actor?.id ?? null,
        }),
      );
      return toSiteVisit(row);
    },

    async removeVisit(id: number, visitId: number, actor: Actor): Promise<void> {
      if (!(await repo.findProperty(db, id))) throw AppError.notFound(propertyMessages.notFound);
      if (!(await asActor(db, actor, (tx) => repo.deleteSiteVisit(tx, id, visitId)))) {
        throw AppError.notFound(siteVisitMessages.notFound);
      }
    },

    /** Whether there is any listing at all, whatever its status. */
    async hasListings(): Promise<boolean> {
      return (await repo.countProperties(db)) > 0;
    },

    /**
     * Writes prepared listings (see ImportedListing) in one transaction, in the order given, and
     * returns their ids: all of them or, if anything fails, none. The images' files become the
     * listings': a failed import removes them too, so it leaves nothing behind.
     */
    async importListings(listings: readonly ImportedListing[]): Promise<number[]> {
      const files = listings.flatMap((listing) => listing.images.map((image) => image.image));
      try {
        // Names are looked up before the transaction: on PGlite, a query outside it would wait
        // for it.
        const [types, features] = await Promise.all([
          reference.list('propertyTypes'),
          reference.list('features'),
        ]);
        const typeIds = new Map(types.map((item) => [item.name, item.id]));
        const featureIds = new Map(features.map((item) => [item.name, item.id]));
        const places = new Map<string, PlaceChain>();
        for (const listing of listings) {
          if (listing.images.length > MAX_IMAGES_PER_LISTING) {
            throw new Error(`Listing "${listing.title}": ${propertyMessages.tooManyImages}`);
          }
          if (places.has(listing.town)) continue;
          const place = await reference.findPlaceByTown(listing.town);
          if (!place) throw new Error(`Listing "${listing.title}": no town ${listing.town}`);
          places.set(listing.town, place);
        }
        const ids = await db.transaction(async (tx) => {
          const written: number[] = [];
          for (const listing of listings) {
            const { propertyType, features: names, town, createdAt, images: stored } = listing;
            const place = places.get(town);
            if (!place) throw new Error(`no town ${town}`);
            const id = await repo.insertProperty(tx, {
              ...importedColumns(listing),
              propertyTypeId: propertyType === null ? null : (typeIds.get(propertyType) ?? null),
              cityId: place.cityId,
              districtId: place.districtId,
              stateId: place.stateId,
              createdAt,
              updatedAt: createdAt,
              ...(listing.confirmedAt ? { confirmedAt: listing.confirmedAt } : {}),
            });
            await repo.replaceFeatures(
              tx,
              id,
              names.flatMap((name) => featureIds.get(name) ?? []),
            );
            await repo.insertImages(
              tx,
              stored.map((image, position) => ({ propertyId: id, position, ...image })),
            );
            if (listing.earlierPrices?.length && listing.priceSince) {
              await repo.replacePriceHistory(tx, id, [
                ...listing.earlierPrices.map((point) => ({
                  price: point.price,
                  changedAt: point.since,
                })),
                { price: listing.price, changedAt: listing.priceSince },
              ]);
            }
            written.push(id);
          }
          return written;
        });
        return ids;
      } catch (error) {
        await removeFiles(files);
        throw error;
      }
    },

    async remove(id: number, actor: Actor): Promise<void> {
      const imagesOfListing = await repo.listImages(db, id);
      const deleted = await repo.deletePropertyAs(db, id, actor);
      if (!deleted) throw AppError.notFound(propertyMessages.notFound);
      await removeFiles(imagesOfListing.map((image) => image.image));
    },

    /**
     * A draft copy of a listing, for a similar unit: its fields, features and photos (copied
     * files, so either can change alone), titled "… (copy)" and confirmed today. A failure
     * leaves neither a row nor a copied file.
     */
    async duplicate(id: number, actor: Actor): Promise<JsonBytes<Property>> {
      const original = await repo.findProperty(db, id);
      if (!original) throw AppError.notFound(propertyMessages.notFound);
      const [featureIds, originalImages] = await Promise.all([
        repo.listFeatureIds(db, id),
        repo.listImages(db, id),
      ]);
      const copied: StoredImage[] = [];
      try {
        for (const { image, width, height, variants } of originalImages) {
          copied.push(await images.copy({ image, width, height, variants }));
        }
        const {
          id: _id,
          createdAt: _created,
          updatedAt: _updated,
          imageList: _list,
          ...columns
        } = original;
        const newId = await asActor(db, actor, async (tx) => {
          const insertedId = await repo.insertProperty(tx, {
            ...columns,
            title: `${original.title} (copy)`,
            status: 'draft',
            confirmedAt: now(),
          });
          await repo.replaceFeatures(tx, insertedId, featureIds);
          await repo.insertImages(
            tx,
            copied.map((image, position) => ({ propertyId: insertedId, position, ...image })),
          );
          return insertedId;
        });
        return await asWritten(newId);
      } catch (error) {
        await removeFiles(copied.map((image) => image.image));
        throw error;
      }
    },

    /** Every listing, or those of one status, as CSV (server/modules/properties/listing-csv.ts). */
    async exportCsv(status: PropertyStatus | undefined): Promise<string> {
      const rows = await repo.listForExport(db, status);
      return toCsv(
        CSV_COLUMNS,
        rows.map((row) => CSV_COLUMNS.map((column) => row[column] ?? null)),
      );
    },

    /**
     * Listings from a CSV file: each row checked as the add form checks it, with the type, town
     * and features by name. A dry run answers the report only; otherwise the valid rows are
     * written in one transaction, and only when every row is valid or `skip_invalid` says to
     * leave the others out. Photos are added afterwards.
     */
    async importCsv(input: ListingImportInput, actor: Actor): Promise<ImportReport> {
      // Up to 4 MB of text and a thousand rows to check: other requests get a turn meanwhile.
      const pause = pauseEvery(IMPORT_SLICE_MS);
      const file = await readImportFile(input.csv, pause);
      if (file.problems) throw AppError.validation({ csv: file.problems });
      const { columns, rows: lines } = file;

      const [types, features] = await Promise.all([
        reference.list('propertyTypes'),
        reference.list('features'),
      ]);
      const byName = (items: { id: number; name: string }[]) =>
        new Map(items.map((item) => [item.name.toLowerCase(), item.id]));
      const typeIds = byName(types);
      const featureIds = byName(features);
      const towns = new Map<string, Awaited<ReturnType<typeof repo.findTownsByName>>>();

      const checked: {
        line: number;
        title: string;
        errors: Record<string, string[]>;
        value?: PropertyWrite;
      }[] = [];
      for (const [index, row] of lines.entries()) {
        const cells = cellsOf(columns, row);
        const fields = formFieldsOf(cells);
        const errors: Record<string, string[]> = {};
        const typeName = cells.get('property_type') ?? '';
        if (typeName) {
          const typeId = typeIds.get(typeName.toLowerCase());
          if (typeId === undefined) errors.property_type = [importMessages.unknownType(typeName)];
          else fields.property_type = [String(typeId)];
        }
        const town = cells.get('town') ?? '';
        if (town) {
          const key = town.toLowerCase();
          if (!towns.has(key)) towns.set(key, await repo.findTownsByName(db, town));
          const district = (cells.get('district') ?? '').toLowerCase();
          const candidates = (towns.get(key) ?? []).filter(
            (place) => !district || place.district.toLowerCase() === district,
          );
          const place = candidates[0];
          if ((towns.get(key) ?? []).length === 0) errors.town = [importMessages.unknownTown(town)];
          else if (!place) {
            errors.district = [
              importMessages.townInOtherDistrict(town, cells.get('district') ?? ''),
            ];
          } else if (candidates.length > 1) errors.town = [importMessages.ambiguousTown(town)];
          else {
            fields.state = [String(place.stateId)];
            fields.district = [String(place.districtId)];
            fields.city = [String(place.cityId)];
          }
        }
        const featureNames = (cells.get('features') ?? '')
          .split(';')
          .map((name) => name.trim())
          .filter(Boolean);
        const unknownFeatures = featureNames.filter((name) => !featureIds.has(name.toLowerCase()));
        if (unknownFeatures.length > 0) {
          errors.features = [importMessages.unknownFeatures(unknownFeatures)];
        } else {
          fields.features = featureNames.map((name) => String(featureIds.get(name.toLowerCase())));
        }
        const parsed = parsePropertyForm(fields, {
          partial: false,
          currentYear: now().getFullYear(),
        });
        if (!parsed.ok) {
          const byName = new Set(Object.keys(errors));
          for (const [field, messages] of Object.entries(parsed.errors)) {
            // The place's fields come from the town: their messages go under town, unless the
            // town (or its district) already has its own.
            const isPlace = ['state', 'district', 'city', 'location'].includes(field);
            if (isPlace && (byName.has('town') || byName.has('district'))) continue;
            const name = isPlace ? 'town' : field;
            // A name that named nothing says so; the form's "required" adds nothing to it.
            if (byName.has(name)) continue;
            errors[name] = [...new Set([...(errors[name] ?? []), ...messages])];
          }
        }
        await pause();
        checked.push({
          line: index + 2,
          title: cells.get('title') ?? '',
          errors,
          ...(parsed.ok && Object.keys(errors).length === 0 ? { value: parsed.value } : {}),
        });
      }

      const valid = checked.filter((row) => row.value !== undefined);
      const invalid = checked.length - valid.length;
      const report = (created: number[]): ImportReport => ({
        rows: checked.map(({ line, title, errors }) => ({ line, title, errors })),
        valid: valid.length,
        invalid,
        created,
      });
      if (input.dry_run) return report([]);
      if (invalid > 0 && !input.skip_invalid) {
        throw AppError.validation({ csv: [importMessages.rowsInvalid(invalid)] });
      }
      const created = await asActor(db, actor, async (tx) => {
        const ids: number[] = [];
        for (const row of valid) {
          const value = row.value!;
          const id = await repo.insertProperty(tx, toColumns(value) as repo.NewProperty);
          await repo.replaceFeatures(tx, id, value.features ?? []);
          ids.push(id);
        }
        return ids;
      });
      return report(created);
    },

    /** One status for every listing chosen: all of them, or none if any id is unknown. */
    async setStatuses(input: BulkStatusInput, actor: Actor): Promise<{ changed: number }> {
      const ids = [...new Set(input.ids)];
      const existing = new Set(await repo.findExistingIds(db, ids));
      const unknown = ids.filter((listingId) => !existing.has(listingId));
      if (unknown.length > 0) throw AppError.validation({ ids: [bulkMessages.unknown(unknown)] });
      const changed = await asActor(db, actor, (tx) => repo.setStatuses(tx, ids, input.status));
      return { changed };
    },

    async deleteImage(id: number, imageId: number, actor: Actor): Promise<void> {
      if (!(await repo.findProperty(db, id))) throw AppError.notFound(propertyMessages.notFound);
      const image = (await repo.listImages(db, id)).find((item) => item.id === imageId);
      if (!image) throw AppError.notFound(propertyMessages.imageNotFound);
      await asActor(db, actor, (tx) => repo.deleteImages(tx, [image.id]));
      await removeFiles([image.image]);
    },
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
