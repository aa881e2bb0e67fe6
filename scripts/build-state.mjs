// Tells whether the production build is older than the sources it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const BUILD_OUTPUTS = [
  'build/server/index.js',
  'dist/server/main.js',
  'dist/server/production-server.js',
  'dist/server/demo.js',
];
const SOURCES = [
  'app',
  'server',
  'demo',
  'contract',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/build-server.mjs',
  'scripts/precompress.mjs',
];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

/** True when an output is missing or any source changed after the oldest output was written. */
export function isBuildStale(root = process.cwd()) {
  const outputs = BUILD_OUTPUTS.map((file) => path.join(root, file));
  if (outputs.some((file) => !existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newestModification(path.join(root, source)) > built);
}
