import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SearchRow } from './search-index';

/**
 * What the search index reads of the database (docs/decisions/026): every listing's searchable
 * columns at one catalogue version, and what changed between two versions (the change log of
 * migration 0021). Each read runs in one repeatable-read transaction, so the rows are exactly
 * those of the version it reports: an index made from them holds that version, no older, no newer.
 */

/** Listings read per statement when the whole catalogue is read: memory stays bounded. */
export const SEARCH_ROWS_CHUNK = 50_000;

const SEARCH_COLUMNS = sql`properties.id, status, property_for, property_ownership as ownership,
  property_type_id, price::float8 as price, bedrooms, bathrooms, area::float8 as area,
  cents::float8 as cents, city_id, district_id, state_id, latitude, longitude,
  (extract(epoch from created_at) * 1000000)::float8 as created_us,
  (extract(epoch from confirmed_at) * 1000)::float8 as confirmed_ms,
  exists (select 1 from site_visits v where v.property_id = properties.id) as verified,
  (extract(epoch from cut.changed_at) * 1000)::float8 as reduced_ms,
  security_deposit, available_from - date '1970-01-01' as available_day, floor,
  road_width_ft::float8 as road_width_ft, facing, tenant_preference, land_type,
  rera_number is not null as has_rera`;

/**
 * The searchable columns of the listings `where` picks (a condition on `properties`, and the same
 * on `price_history` as `history`), in id order. The latest price change of each is a cut when the
 * price before it was higher.
 */
function searchRowsStatement(listings: SQL, history: SQL): SQL {
  return sql`select ${SEARCH_COLUMNS}
    from properties
    left join (select property_id, changed_at from (
        select property_id, price, changed_at, lead(price) over w as before,
          row_number() over w as n
        from price_history
        where ${history}
        window w as (partition by property_id order by changed_at desc, id desc)) h
      where n = 1 and before > price) cut on cut.property_id = properties.id
    where ${listings}
    order by properties.id`;
}

async function rows<T>(tx: Database, statement: SQL): Promise<T[]> {
  return ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;
}

async function readVersion(tx: Database): Promise<{ version: number; trimmedThrough: number }> {
  const [row] = await rows<{ version: string | number; trimmed_through: string | number }>(
    tx,
    sql`select version, trimmed_through from catalogue_version`,
  );
  return { version: Number(row?.version ?? 0), trimmedThrough: Number(row?.trimmed_through ?? 0) };
}

export interface CatalogueRead {
  /** The catalogue version the rows are exactly of. */
  version: number;
}

/**
 * Every listing's searchable columns, at one version, in id order, a chunk of SEARCH_ROWS_CHUNK at
 * a time to the taker `start` makes once it knows the types and the highest id (to size what it
 * fills): at a million listings no more than a chunk's rows are ever held as objects. Once
 * `signal` is aborted no further chunk is read: the read rejects with the signal's reason.
 */
export async function readCatalogue(
  db: Database,
  start: (catalogue: {
    types: { id: number; name: string }[];
    lastId: number;
  }) => (chunk: SearchRow[]) => void,
  signal?: AbortSignal,
): Promise<CatalogueRead> {
  return db.transaction(
    async (tx) => {
      const { version } = await readVersion(tx);
      const types = await rows<{ id: number; name: string }>(
        tx,
        sql`select id, name from property_types order by id`,
      );
      const [bounds] = await rows<{ last: number | null }>(
        tx,
        sql`select max(id) as last from properties`,
      );
      const lastId = bounds?.last ?? 0;
      const take = start({ types, lastId });
      for (let after = 0; after < lastId; after += SEARCH_ROWS_CHUNK) {
        signal?.throwIfAborted();
        const upTo = after + SEARCH_ROWS_CHUNK;
        take(
          await rows<SearchRow>(
            tx,
            searchRowsStatement(
              sql`properties.id > ${after} and properties.id <= ${upTo}`,
              sql`property_id > ${after} and property_id <= ${upTo}`,
            ),
          ),
        );
      }
      return { version };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** What changed after one version, up to the version read (the change log, migration 0021). */
export interface CatalogueChanges {
  version: number;
  /**
   * The log no longer reaches back to the version asked about, or something every listing shows
   * changed (a place, a type, a feature's name): the index must be made again.
   */
  rebuild: boolean;
  /** Something only pages show changed (banners, site facts, exchange rates). */
  pages: boolean;
  /** The listings changed, in id order: their rows as they are now are in `rows`. */
  listingIds: number[];
  /** The changed listings that still exist, in id order; the others were deleted. */
  rows: SearchRow[];
}

/** Past this many changed listings, reading them one by one costs more than reading them all. */
export const MOST_CHANGES_APPLIED = 20_000;

/**
 * The changes committed after version `since`, with the changed listings' rows, all at one
 * version. When there are more than MOST_CHANGES_APPLIED listings, `rebuild` says so instead.
 */
export async function readCatalogueChanges(db: Database, since: number): Promise<CatalogueChanges> {
  return db.transaction(
    async (tx) => {
      const { version, trimmedThrough } = await readVersion(tx);
      const nothing = { version, rebuild: false, pages: false, listingIds: [], rows: [] };
      if (version <= since) return nothing;
      if (trimmedThrough > since) return { ...nothing, rebuild: true };
      const changes = await rows<{ scope: string; property_id: number }>(
        tx,
        sql`select distinct scope, property_id from catalogue_changes
          where version > ${since} and version <= ${version}
          order by scope, property_id
          limit ${MOST_CHANGES_APPLIED + 3}`,
      );
      const listingIds = changes
        .filter((change) => change.scope === 'listing')
        .map((change) => change.property_id);
      const rebuild =
        listingIds.length > MOST_CHANGES_APPLIED ||
        changes.some((change) => change.scope === 'catalogue');
      const pages = changes.some((change) => change.scope === 'pages');
      if (rebuild || listingIds.length === 0) return { ...nothing, rebuild, pages, listingIds };
      const ids = sql`array[${sql.join(
        listingIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;
      const changedRows = await rows<SearchRow>(
        tx,
        searchRowsStatement(sql`properties.id = any(${ids})`, sql`property_id = any(${ids})`),
      );
      return { version, rebuild, pages, listingIds, rows: changedRows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The property types, and the searchable rows of these listings as they are now (those that
 * still exist), in id order: what a small index of a few listings is made of (the alerts'
 * matching, server/modules/alerts/alert-sender.ts).
 */
export async function readSearchRowsOf(
  db: Database,
  ids: readonly number[],
): Promise<{ types: { id: number; name: string }[]; rows: SearchRow[] }> {
  return db.transaction(
    async (tx) => {
      const types = await rows<{ id: number; name: string }>(
        tx,
        sql`select id, name from property_types order by id`,
      );
      if (ids.length === 0) return { types, rows: [] };
      // One parameter however many: an array literal.
      const list = sql`${`{${ids.join(',')}}`}::int[]`;
      return {
        types,
        rows: await rows<SearchRow>(
          tx,
          searchRowsStatement(sql`properties.id = any(${list})`, sql`property_id = any(${list})`),
        ),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Forgets the change log's rows written before `before`, and records how far it was trimmed: an
 * instance whose index is older builds it again (readCatalogueChanges says `rebuild`). Answers how
 * many rows went.
 */
export async function trimCatalogueChanges(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [last] = await rows<{ version: string | number | null }>(
      tx,
      sql`select max(version) as version from catalogue_changes
        where changed_at < ${before.toISOString()}::timestamptz`,
    );
    const through = Number(last?.version ?? 0);
    if (through === 0) return 0;
    const [gone] = await rows<{ n: string | number }>(
      tx,
      sql`with gone as (delete from catalogue_changes where version <= ${through} returning 1)
        select count(*) as n from gone`,
    );
    await tx.execute(
      sql`update catalogue_version set trimmed_through = greatest(trimmed_through, ${through})`,
    );
    return Number(gone?.n ?? 0);
  });
}
