import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, createBackup, restoreBackup } from './backup/backup';
import { openConfiguredDatabase, prepareDatabase } from './start';
import { ConfigError, readConfig } from './env';
import { createMedia } from './media/storage';
import { projectRoot } from './paths';

const USAGE = `Veedu backups

Usage:
  npm run backup -- <directory>
  npm run restore -- <directory> [--force]

backup writes a consistent copy of the database (PostgreSQL or the embedded one) and of the
media (DATA_DIR/media or the bucket) into a new or empty directory, with manifest.json: the
time, the versions, what each table holds and the checksum of every file.

restore checks every checksum, then brings the copy back into the database and media store
the environment names (DATABASE_URL, DATA_DIR, MEDIA_S3_*). It refuses a database that holds
listings, accounts or enquiries, or a media store with files, unless --force is given: then
everything in them is replaced. Stop the server first (on the embedded database, for backups
too: only one process may open its data directory).`;

export async function runBackupCli(
  command: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  const directory = positionals[0];
  if (values.help || !directory || positionals.length > 1) {
    out(USAGE);
    return values.help ? 0 : 2;
  }
  const config = readConfig(env);
  const { storage } = createMedia(config.media);
  const database = await openConfiguredDatabase(config);
  try {
    await storage.check();
    const started = Date.now();
    if (command === 'backup') {
      out(
        `Backing up ${database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'} and ${storage.location} into ${path.resolve(directory)}`,
      );
      const manifest = await createBackup({
        database,
        storage,
        directory: path.resolve(directory),
        veeduVersion: veeduVersion(),
        log: out,
      });
      const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
      out(
        `Done in ${seconds(started)} s: ${rows} rows in ${manifest.database.tables.length} tables, ${manifest.media.files} media files.`,
      );
    } else {
      // Migrated to this version first: the backup must have been made at the same schema.
      await prepareDatabase(database);
      out(
        `Restoring ${path.resolve(directory)} into ${database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'} and ${storage.location}`,
      );
      const manifest = await restoreBackup({
        database,
        storage,
        directory: path.resolve(directory),
        force: values.force,
        log: out,
      });
      out(`Done in ${seconds(started)} s: the backup of ${manifest.createdAt} is restored.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      out(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

function seconds(started: number): string {
  return ((Date.now() - started) / 1000).toFixed(1);
}

function veeduVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

// Run as a command (npm run backup / restore), not when a test imports it.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]).endsWith(path.join('server', 'backup-cli.ts'))
) {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  runBackupCli(command, rest, process.env, (line) => process.stdout.write(`${line}\n`)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
