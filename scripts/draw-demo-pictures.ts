// Draws every picture of the demo catalogue into its cache (demo/demo-media-cache.ts), so that a
// server that seeds the demo finds them made. `npm test` (scripts/test.mjs) runs it at the lowest
// CPU priority beside its other steps, on the cores they leave idle: on a fresh clone the browser
// tests' first server otherwise spent about 90 s drawing before the first test.
import { drawDemoPictures } from '../demo/seed-demo';

const started = Date.now();
const count = await drawDemoPictures();
console.log(`${count} demo pictures ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// The image process waits a while for more work before it ends; nothing more is coming.
process.exit(0);
