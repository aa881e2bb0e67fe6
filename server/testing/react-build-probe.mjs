// Preloaded with `node --import` by a process test: when the process exits, writes the React
// files that actually ran (not those Node only scanned for exports) to $REACT_BUILD_PROBE_FILE.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const cache = createRequire(import.meta.url).cache;
process.on('exit', () => {
  const ran = Object.entries(cache)
    .filter(([file, module]) => module?.loaded && /[\\/]react(-dom)?[\\/]cjs[\\/]/.test(file))
    .map(([file]) => file);
  writeFileSync(process.env.REACT_BUILD_PROBE_FILE ?? 'react-build-probe.txt', ran.join('\n'));
});
