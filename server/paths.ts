import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found by walking up from this file to Veedu's package.json. The same code runs
 * from server/ (tsx, tests) and bundled from dist/server/, so relative paths alone would differ.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'veedu') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the Veedu project root (package.json)');
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, 'server', 'db', 'migrations');
export const webBuildDir = path.join(projectRoot, 'build');
