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

const MODULE_OPEN = '<script type="module" async="">';
const SCRIPT_CLOSE = '</script>';
const PRELOAD_OPEN = '<link rel="modulepreload"';
/** A module preload link, tried where one starts (sticky). */
const MODULE_PRELOAD_LINK_AT = new RegExp(`${PRELOAD_OPEN}[^>]*?\\shref="([^"]+)"[^>]*>`, 'y');
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
 * The page's HTML with its scripts fetched after the first view, as pieces to be written one after
 * the other: slices of `html` and the new module; the HTML unchanged (one piece) when its
 * hydration scripts are not in the one shape this understands (a React Router upgrade that changed
 * them must not break hydration; e2e/site.spec.ts fails when the rewrite stops happening).
 *
 * Pieces, not one string: a page is some 80,000 characters, and one with a single character beyond
 * Latin-1 (a rupee sign) takes two bytes a character: past 128 KB, V8 gives each such string
 * memory of its own from the system, which cost about 0.8 ms a string on a 2-core VM, more than a
 * page's whole rewrite. Slices share the page's memory, so the rewritten page is never made whole
 * as a string: app/entry.server.tsx writes the pieces straight into the answer's bytes
 * (docs/performance.md, "Fourteenth session").
 */
export function scriptsAfterFirstViewPieces(html: string): string[] {
  const hydration = onlyHydrationModule(html);
  if (!hydration) return [html];
  const source = html.slice(
    hydration.start + MODULE_OPEN.length,
    hydration.end - SCRIPT_CLOSE.length,
  );

  const imports = [...source.matchAll(NAMESPACE_IMPORT)].map(([, name = '', specifier = '']) => ({
    name,
    specifier,
  }));
  const rest = source.replace(NAMESPACE_IMPORT, '');
  if (imports.length === 0 || OTHER_STATIC_IMPORT.test(rest)) return [html];

  const links = modulePreloadLinks(html);
  if (links.some((link) => link.end > hydration.start && link.start < hydration.end)) return [html];
  const module = [
    WAIT_FOR_FIRST_VIEW,
    `for (const href of ${JSON.stringify(links.map((link) => link.href))}) {`,
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

  // What goes, in the order it appears: every preload link, and the module (which is replaced).
  const cuts = [
    ...links.map(({ start, end }) => ({ start, end, instead: '' })),
    {
      start: hydration.start,
      end: hydration.end,
      instead: `${MODULE_OPEN}${module}${SCRIPT_CLOSE}`,
    },
  ].sort((a, b) => a.start - b.start);
  const pieces: string[] = [];
  let from = 0;
  for (const { start, end, instead } of cuts) {
    pieces.push(html.slice(from, start));
    if (instead) pieces.push(instead);
    from = end;
  }
  pieces.push(html.slice(from));
  return pieces.filter((piece) => piece.length > 0);
}

/**
 * Where the page's one inline module is (`<script type="module" async="">` up to and with the next
 * `</script>`); none when there is none or more than one.
 */
function onlyHydrationModule(html: string): { start: number; end: number } | undefined {
  const moduleAt = (from: number) => {
    const start = html.indexOf(MODULE_OPEN, from);
    if (start === -1) return undefined;
    const close = html.indexOf(SCRIPT_CLOSE, start + MODULE_OPEN.length);
    if (close === -1) return undefined;
    return { start, end: close + SCRIPT_CLOSE.length };
  };
  const first = moduleAt(0);
  if (!first || moduleAt(first.end)) return undefined;
  return first;
}

/** The page's module preload links, in order: where each is, and its href. */
function modulePreloadLinks(html: string): { start: number; end: number; href: string }[] {
  const links = [];
  let at = html.indexOf(PRELOAD_OPEN);
  while (at !== -1) {
    MODULE_PRELOAD_LINK_AT.lastIndex = at;
    const link = MODULE_PRELOAD_LINK_AT.exec(html);
    if (link) links.push({ start: at, end: at + link[0].length, href: link[1] ?? '' });
    at = html.indexOf(PRELOAD_OPEN, link ? at + link[0].length : at + 1);
  }
  return links;
}

const encoder = new TextEncoder();
/** Where pageBytes writes; grown to the largest page yet, and kept (one page at a time). */
let scratch = new Uint8Array(0);

/**
 * The pieces one after the other, as UTF-8 bytes written straight from each piece: the page is
 * never joined into one string (see scriptsAfterFirstViewPieces), nor handed to Response as a
 * string, which scans all of it once more for lone surrogates before encoding it. Written into a
 * kept buffer, then copied out at its exact length: a buffer sized for the worst case (three bytes
 * a character) made afresh for every page cost more than the copy.
 */
export function pageBytes(pieces: readonly string[]): Uint8Array<ArrayBuffer> {
  // A UTF-16 code unit is at most three bytes of UTF-8.
  const most = pieces.reduce((sum, piece) => sum + piece.length * 3, 0);
  if (scratch.length < most) scratch = new Uint8Array(most);
  let written = 0;
  for (const piece of pieces) {
    written += encoder.encodeInto(piece, scratch.subarray(written)).written;
  }
  return scratch.slice(0, written);
}
