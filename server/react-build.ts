import { createRequire } from 'node:module';

/**
 * Which React build this process has loaded, read from the modules actually loaded rather than
 * from NODE_ENV: `development` if any of React's development files is in, else `production`
 * (or `not loaded` before the pages are).
 */
export function loadedReactBuild(): 'production' | 'development' | 'not loaded' {
  // Node's ESM loader also puts files it only scanned for export names into the cache (both
  // branches of React's `if (NODE_ENV === 'production')`): count the ones that actually ran.
  const cache = createRequire(import.meta.url).cache;
  const react = Object.entries(cache)
    .filter(([file, module]) => module?.loaded && /[\\/]react(-dom)?[\\/]cjs[\\/]/.test(file))
    .map(([file]) => file);
  if (react.length === 0) return 'not loaded';
  return react.some((file) => file.endsWith('.development.js')) ? 'development' : 'production';
}
