import { serve } from './serve';
import { loadProductionWeb } from './ssr/load-build';

// Production entry point (`npm start` runs the bundle of this file).
await serve(async () => ({ source: await loadProductionWeb() }));
