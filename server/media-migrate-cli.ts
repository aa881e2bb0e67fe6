import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from './env';
import { migrateMedia } from './media/media-migrate';
import { createMedia } from './media/storage';

const USAGE = `Veedu: copy local media into the bucket

Usage:
  npm run media:migrate -- [--from <directory>]

Copies every file of the local media directory (DATA_DIR/media, or --from) into the bucket
that MEDIA_S3_BUCKET and the other MEDIA_S3_* variables name, under the same keys. Files the
bucket already has with the same size are skipped, so it can be run again: before switching,
run it once, then stop the server, run it again for what was uploaded meanwhile, and start
the server with the MEDIA_S3_* variables. Rows keep their /media/... URLs, which the server
answers from the bucket.`;

export async function runMediaMigrate(
  args: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const config = readConfig(env);
  if (config.media.storage.kind !== 's3') {
    out('No bucket is configured: set MEDIA_S3_BUCKET and the other MEDIA_S3_* variables.');
    out('');
    out(USAGE);
    return 2;
  }
  const fromDirectory = path.resolve(values.from ?? path.join(config.dataDir, 'media'));
  const { storage } = createMedia(config.media);
  await storage.check();
  out(`Copying ${fromDirectory} into ${storage.location}...`);
  const started = Date.now();
  const result = await migrateMedia({
    fromDirectory,
    to: storage,
    onFile: (done) => {
      if (done % 1000 === 0) out(`  ${done} files`);
    },
  });
  const megabytes = (result.copiedBytes / 1024 / 1024).toFixed(1);
  out(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.copied} files copied (${megabytes} MB), ${result.skipped} already there.`,
  );
  return 0;
}

// Run as a command (npm run media:migrate), not when a test imports it.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]).endsWith(path.join('server', 'media-migrate-cli.ts'))
) {
  runMediaMigrate(process.argv.slice(2), process.env, (line) =>
    process.stdout.write(`${line}\n`),
  ).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
