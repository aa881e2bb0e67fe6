/**
 * A public page works before it hydrates: its links are links, its search and filters are GET
 * forms, its photos and texts are in the HTML. Its scripts only add to that. On a phone's slow
 * link every byte fetched before the first view is complete shares the link with what that view
 * needs: the stylesheet, the fonts and the largest photo. React Router asks for all of a page's
 * scripts (about 130 KB) the moment the document arrives, as `modulepreload` links and the static
 * imports of its inline hydration module.
 *
 * This rewrites that module so the scripts are asked for once the first view is complete: the
 * first contentful paint is done, the fonts it uses have arrived and the photos marked
 * `fetchpriority="high"` (the largest paint) have loaded; or at the visitor's first tap, key or focus; or after
 * FIRST_VIEW_TIMEOUT_MS, whatever comes first, so a stalled photo or a background tab (no frames)
 * never holds the page's scripts back for long. What is typed before hydration is kept
 * (app/lib/typed-before-hydration.ts).
 * Then the same preloads are added and the same modules imported, in parallel, and hydration goes
 * on exactly as React Router wrote it. See docs/performance.md ("Scripts after the first view").
 *
 * Only for server-rendered public pages: the back office renders in the browser and has nothing
 * to show before its scripts run.
 */

/** The longest a page waits for its first view before it fetches its scripts anyway. */
export const FIRST_VIEW_TIMEOUT_MS = 3_000;

const HYDRATION_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD_LINK = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const NAMESPACE_IMPORT = /^[ \t]*import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");[ \t]*$/gm;
/** Any other static import form (`import "x"`, `import {a} from "x"`): not rewritten. */
const OTHER_STATIC_IMPORT = /^[ \t;]*import\s*[^\s(]/m;

/** A visitor who starts to use the page before the first view is complete gets its scripts now. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'];

// Runs at the top of the hydration module (a module may await at its top level). The first
// contentful paint is read from the Paint Timing API (a frame is not always a painted one); a
// browser without it counts the next frame.
const WAIT_FOR_FIRST_VIEW = `await new Promise((start) => {
  setTimeout(start, ${FIRST_VIEW_TIMEOUT_MS});
  for (const type of ${JSON.stringify(FIRST_INTERACTIONS)}) addEventListener(type, start, { capture: true, once: true, passive: true });
  const afterNextFrame = (then) => requestAnimationFrame(() => setTimeout(then));
  const painted = new Promise((done) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterNextFrame(done);
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      done();
    }).observe({ type: "paint", buffered: true });
  });
  const loaded = (image) => image.complete || new Promise((done) => {
    image.addEventListener("load", done, { once: true });
    image.addEventListener("error", done, { once: true });
  });
  painted
    .then(() => Promise.all([document.fonts.ready, ...Array.from(document.querySelectorAll("img[fetchpriority=high]"), loaded)]))
    .then(() => afterNextFrame(start));
});`;

/**
 * The page's HTML with its scripts fetched after the first view, or the HTML unchanged when its
 * hydration scripts are not in the one shape this understands (a React Router upgrade that changed
 * them must not break hydration; e2e/site.spec.ts fails when the rewrite stops happening).
 */
export function startScriptsAfterFirstView(html: string): string {
  const modules = [...html.matchAll(HYDRATION_MODULE)];
  const hydration = modules[0];
  if (modules.length !== 1 || !hydration) return html;
  const source = hydration[1] ?? '';

  const imports = [...source.matchAll(NAMESPACE_IMPORT)].map(([, name = '', specifier = '']) => ({
    name,
    specifier,
  }));
  const rest = source.replace(NAMESPACE_IMPORT, '');
  if (imports.length === 0 || OTHER_STATIC_IMPORT.test(rest)) return html;

  const preloads = [...html.matchAll(MODULE_PRELOAD_LINK)].map(([, href = '']) => href);
  const module = [
    WAIT_FOR_FIRST_VIEW,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    `  const link = document.createElement("link");`,
    `  link.rel = "modulepreload";`,
    `  link.href = href;`,
    `  document.head.append(link);`,
    `}`,
    `const [${imports.map(({ name }) => name).join(', ')}] = await Promise.all([${imports
      .map(({ specifier }) => `import(${specifier})`)
      .join(', ')}]);`,
    rest.trim(),
  ].join('\n');

  return html
    .replace(MODULE_PRELOAD_LINK, '')
    .replace(hydration[0], () => `<script type="module" async="">${module}</script>`);
}
