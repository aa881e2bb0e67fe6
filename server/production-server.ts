import { serve } from './serve';
import { loadProductionWeb } from './ssr/load-build';

// The production server proper; server/main.ts loads it once React's build is chosen.
await serve(async () => ({ source: await loadProductionWeb() }));
