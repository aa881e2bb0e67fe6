import { fileURLToPath } from 'node:url';
import { serve } from './serve';
import { loadProductionWeb } from './ssr/load-build';

// The production server proper; server/main.ts loads it once React's build is chosen. Workers
// (WEB_CONCURRENCY) run main.js, beside this file in dist/server/, as the primary was started.
await serve(async () => ({ source: await loadProductionWeb() }), {
  workerScript: fileURLToPath(new URL('./main.js', import.meta.url)),
});
