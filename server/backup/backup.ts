import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { DatabaseHandle } from '../db/client';
import { isMediaKey, type MediaStorage } from '../media/storage';
import {
  hasAgencyData,
  insertRows,
  listTablesInOrder,
  readRows,
  readSchemaVersion,
  moveCatalogueVersionPast,
  readCatalogueVersion,
  resetSequences,
  setTriggers,
  truncateAll,
} from './backup.repo';

/**
 * `npm run backup -- DIR` and `npm run restore -- DIR` (issue 16, item 4): a consistent copy of
 * the database and the media, on either engine and either storage, with a manifest of what it
 * holds and the checksum of every file.
 *
 * - The database is read in one repeatable-read transaction, so every table is seen at the same
 *   moment, while the site keeps running (on PostgreSQL; the embedded database belongs to one
 *   process, so its server is stopped first). Each table is a gzipped file of JSON lines, one row
 *   each, which either engine reads back: a backup of the embedded database restores into
 *   PostgreSQL, and the other way round.
 * - The media are copied after the database, file by file, under their keys. Files are never
 *   changed once written, so the copy has every file the database's rows point to, unless a
 *   listing was deleted between the two (its files then go with it, and nothing points to them).
 * - A restore checks every checksum before it changes anything, refuses a database or media store
 *   that already holds an agency's data unless forced, writes the media, then replaces every
 *   table in one transaction: it succeeds whole or leaves the database as it was.
 */

export const BACKUP_FORMAT = 'veedu-backup';
export const BACKUP_FORMAT_VERSION = 1;
const ROWS_PER_BATCH = 1000;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  versions: { veedu: string; node: string };
  database: {
    engine: DatabaseHandle['kind'];
    /** Migrations applied: a restore needs a database migrated to the same point. */
    schema: { migrations: number; last: string };
    tables: { name: string; rows: number; file: string; sha256: string }[];
  };
  media: {
    location: string;
    files: number;
    bytes: number;
    /** `media.sha256`: one line per file, `<sha256>  <key>`, as sha256sum writes. */
    list: string;
    listSha256: string;
  };
}

export class BackupError extends Error {
  override name = 'BackupError';
}

export async function createBackup(options: {
  database: DatabaseHandle;
  storage: MediaStorage;
  directory: string;
  veeduVersion: string;
  log?: (line: string) => void;
}): Promise<BackupManifest> {
  const { database, storage, directory } = options;
  const log = options.log ?? (() => {});
  await mkdir(directory, { recursive: true });
  if ((await readdir(directory)).length > 0) {
    throw new BackupError(`${directory} is not empty: give a new or empty directory.`);
  }
  await mkdir(path.join(directory, 'database'));
  const createdAt = new Date().toISOString();

  const { tables, schema } = await database.db.transaction(
    async (tx) => {
      const names = await listTablesInOrder(tx);
      const written: BackupManifest['database']['tables'] = [];
      for (const name of names) {
        const file = `database/${name}.jsonl.gz`;
        const rows = await writeTable(tx, name, path.join(directory, file));
        written.push({ name, rows, file, sha256: await sha256OfFile(path.join(directory, file)) });
        log(`  ${name}: ${rows} rows`);
      }
      return { tables: written, schema: await readSchemaVersion(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  let files = 0;
  let bytes = 0;
  const lines: string[] = [];
  for await (const object of storage.list('')) {
    const data = await storage.read(object.key);
    // Removed since it was listed (a listing deleted meanwhile): nothing points to it any more.
    if (!data) continue;
    const target = path.join(directory, 'media', object.key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
    lines.push(`${sha256(data)}  ${object.key}`);
    files += 1;
    bytes += data.length;
  }
  const list = `${lines.join('\n')}${lines.length ? '\n' : ''}`;
  await writeFile(path.join(directory, 'media.sha256'), list);
  log(`  media: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`);

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt,
    versions: { veedu: options.veeduVersion, node: process.version },
    database: { engine: database.kind, schema, tables },
    media: {
      location: storage.location,
      files,
      bytes,
      list: 'media.sha256',
      listSha256: sha256(Buffer.from(list)),
    },
  };
  await writeFile(path.join(directory, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function writeTable(tx: Parameters<typeof readRows>[0], table: string, file: string) {
  let rows = 0;
  const lines = new PassThrough();
  const written = pipeline(lines, createGzip(), createWriteStream(file));
  await readRows(tx, table, ROWS_PER_BATCH, async (batch) => {
    rows += batch.length;
    if (!lines.write(`${batch.join('\n')}\n`)) {
      await new Promise((resolve) => lines.once('drain', resolve));
    }
  });
  lines.end();
  await written;
  return rows;
}

export async function restoreBackup(options: {
  database: DatabaseHandle;
  storage: MediaStorage;
  directory: string;
  force: boolean;
  log?: (line: string) => void;
}): Promise<BackupManifest> {
  const { database, storage, directory } = options;
  const log = options.log ?? (() => {});
  const manifest = await readManifest(directory);

  // Everything is checked before anything is changed.
  for (const table of manifest.database.tables) {
    if (
      !/^[a-z_][a-z0-9_]*$/.test(table.name) ||
      table.file !== `database/${table.name}.jsonl.gz`
    ) {
      throw new BackupError(`The manifest names a table it may not: ${table.name}.`);
    }
    await expectChecksum(directory, table.file, table.sha256);
  }
  const list = await readFile(path.join(directory, manifest.media.list));
  if (sha256(list) !== manifest.media.listSha256) {
    throw new BackupError(
      `${manifest.media.list} does not match its checksum: the backup is damaged.`,
    );
  }
  const mediaFiles = parseMediaList(list.toString('utf8'));
  for (const { key, sha } of mediaFiles) {
    await expectChecksum(directory, `media/${key}`, sha);
  }
  const current = await readSchemaVersion(database.db);
  if (current.migrations !== manifest.database.schema.migrations) {
    throw new BackupError(
      `The backup was made at schema version ${manifest.database.schema.migrations} and this database is at ${current.migrations}: restore it with the version of Veedu that made it (${manifest.versions.veedu}), then upgrade.`,
    );
  }
  const tables = await listTablesInOrder(database.db);
  const known = new Set(tables);
  const unknown = manifest.database.tables.filter((table) => !known.has(table.name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup has tables this database lacks: ${unknown.map((t) => t.name).join(', ')}.`,
    );
  }
  if (!options.force) {
    if (await hasAgencyData(database.db)) {
      throw new BackupError(
        'The database already holds listings, accounts or enquiries. Restore into an empty one, or add --force to replace everything in it.',
      );
    }
    for await (const object of storage.list('')) {
      throw new BackupError(
        `The media store already holds files (${object.key}, …). Restore into an empty one, or add --force to replace everything in it.`,
      );
    }
  }

  // The media first: until the tables are replaced nothing points to them.
  if (options.force) {
    const stale: string[] = [];
    for await (const object of storage.list('')) stale.push(object.key);
    for (let start = 0; start < stale.length; start += 1000) {
      await storage.remove(stale.slice(start, start + 1000));
    }
  }
  for (const { key } of mediaFiles) {
    await storage.put(key, await readFile(path.join(directory, 'media', key)));
  }
  log(`  media: ${mediaFiles.length} files`);

  await database.db.transaction(async (tx) => {
    const versionBefore = await readCatalogueVersion(tx);
    await truncateAll(tx, tables);
    for (const table of manifest.database.tables) {
      await setTriggers(tx, table.name, false);
      let rows = 0;
      await readLines(path.join(directory, table.file), ROWS_PER_BATCH, async (batch) => {
        await insertRows(tx, table.name, batch);
        rows += batch.length;
      });
      await setTriggers(tx, table.name, true);
      if (rows !== table.rows) {
        throw new BackupError(
          `${table.file} holds ${rows} rows, not the ${table.rows} its manifest says.`,
        );
      }
      log(`  ${table.name}: ${rows} rows`);
    }
    await resetSequences(tx, tables);
    await moveCatalogueVersionPast(tx, versionBefore);
  });
  await database.analyze();
  return manifest;
}

async function readManifest(directory: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(
      await readFile(path.join(directory, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
  } catch {
    throw new BackupError(`${directory} has no readable manifest.json: it is not a Veedu backup.`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${directory}/manifest.json is not a Veedu backup of format ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  return manifest;
}

function parseMediaList(text: string): { key: string; sha: string }[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
      if (!match?.[1] || !match[2] || !isMediaKey(match[2])) {
        throw new BackupError(`media.sha256 has a line that is not a media file: ${line}`);
      }
      return { sha: match[1], key: match[2] };
    });
}

async function expectChecksum(directory: string, file: string, expected: string): Promise<void> {
  let actual: string;
  try {
    actual = await sha256OfFile(path.join(directory, file));
  } catch {
    throw new BackupError(`${file} is missing from the backup.`);
  }
  if (actual !== expected) {
    throw new BackupError(`${file} does not match its checksum: the backup is damaged.`);
  }
}

/** Reads a gzipped file of JSON lines `batch` lines at a time. */
async function readLines(
  file: string,
  batch: number,
  onLines: (lines: string[]) => Promise<void>,
): Promise<void> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let pending: string[] = [];
  for await (const line of lines) {
    if (line === '') continue;
    pending.push(line);
    if (pending.length >= batch) {
      await onLines(pending);
      pending = [];
    }
  }
  if (pending.length > 0) await onLines(pending);
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
