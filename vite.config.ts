import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const FRAMEWORK_MODULE =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const SHARED_SITE_MODULE = /[\\/]app[\\/](lib|components)[\\/]/;
const ADMIN_MODULE = /[\\/]admin[\\/]/;
/**
 * The content pages' parts (about, contact, privacy, sitemap: heroes, FAQ, call to action): shared
 * by those pages only, so kept out of the shared chunk that the listing and detail pages load
 * (their budget paid for the currency switch, issue 34 item 5).
 */
const CONTENT_PAGE_MODULE = /[\\/]app[\\/]components[\\/]pages[\\/]/;
/**
 * Saved searches' pieces (issue 36): shared by their own pages (/alerts/confirm, /alerts/manage)
 * and the listing page's Get alerts, which loads later (get-alerts.tsx); kept out of the shared
 * chunk that every page loads first.
 */
const ALERTS_MODULE =
  /[\\/]app[\\/](components[\\/]alerts[\\/]|lib[\\/](alert-form|saved-searches)\.ts$)/;
/**
 * Modules that pages import only when needed (import()): kept out of the shared chunk, which every
 * page loads first. The recently viewed strip and its store, the maps' engine, and the detail
 * page's full-screen photo viewer.
 */
const LOADED_LATER =
  /[\\/](lib[\\/]recently-viewed\.ts|recently-viewed-strip\.tsx|map-engine\.ts|photo-viewer\.tsx)$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer, larger files for the first load: on a phone link each request costs a round
        // trip, and a public page used to ask for ~20 scripts of 1-2 KB (docs/performance.md).
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULE, priority: 20 },
            {
              // The public site's shared pieces; the admin's stay out (they bring zod along).
              name: 'site',
              test: (id: string) =>
                SHARED_SITE_MODULE.test(id) &&
                !ADMIN_MODULE.test(id) &&
                !CONTENT_PAGE_MODULE.test(id) &&
                !ALERTS_MODULE.test(id) &&
                !LOADED_LATER.test(id),
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
