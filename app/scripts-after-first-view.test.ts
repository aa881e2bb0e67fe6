import { describe, expect, it } from 'vitest';

import {
  FIRST_VIEW_TIMEOUT_MS,
  pageBytes,
  scriptsAfterFirstViewPieces,
} from './scripts-after-first-view';

/** The page as the pieces make it, joined (the server never joins them: it writes them). */
const rewrite = (html: string) => scriptsAfterFirstViewPieces(html).join('');

// The shape React Router 7 writes (<Scripts />): its preloads in <head>, the handoff as classic
// scripts, and one inline module that imports the matched route modules, then the entry.
const PAGE = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link rel="modulepreload" href="/assets/framework.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="preload" as="image" href="/media/1/800.avif"/></head>',
  '<body><main>Hello</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root.js";',
  'import * as route1 from "/assets/home.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  '',
  'import("/assets/entry.client.js");</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</body></html>',
].join('\n');

describe('scriptsAfterFirstViewPieces', () => {
  const rewritten = rewrite(PAGE);
  const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(rewritten)?.[1] ?? '';

  it('takes the module preloads out of the HTML and adds them from the module instead', () => {
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(module).toContain(
      'for (const href of ["/assets/entry.client.js","/assets/framework.js","/assets/root.js"])',
    );
    // What the first view needs stays where it was.
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(rewritten).toContain('<link rel="preload" as="image" href="/media/1/800.avif"/>');
  });

  it('imports the same route modules into the same names, after the first view', () => {
    expect(module).not.toMatch(/^\s*import \*/m);
    const wait = module.indexOf('await new Promise((start)');
    const imports = module.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
    );
    expect(wait).toBe(0);
    expect(imports).toBeGreaterThan(wait);
    expect(module).toContain(`setTimeout(start, ${FIRST_VIEW_TIMEOUT_MS})`);
    expect(module).toContain('document.fonts.ready');
    expect(module).toContain('first-contentful-paint');
    expect(module).toContain('img[fetchpriority=high]');
    expect(module).toContain('"pointerdown","keydown","focusin","touchstart"');
    // The rest of React Router's module, untouched and after the imports.
    const routeModules = module.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"home":route1};',
    );
    expect(routeModules).toBeGreaterThan(imports);
    expect(module.trimEnd().endsWith('import("/assets/entry.client.js");')).toBe(true);
  });

  it('is valid JavaScript for a module', async () => {
    // A module's top-level await is valid only in an async body: compile it as one.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      body: string,
    ) => unknown;
    expect(() => new AsyncFunction(module.replaceAll(/\bimport\(/g, 'load('))).not.toThrow();
  });

  it('leaves everything else in the page as it was', () => {
    expect(rewritten).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(rewritten).toContain(
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    );
    expect(rewritten).toContain('<main>Hello</main>');
  });

  it('leaves a page it does not understand unchanged', () => {
    const noModule = PAGE.replace(/<script type="module"[\s\S]*?<\/script>/, '');
    expect(rewrite(noModule)).toBe(noModule);
    const sideEffectImport = PAGE.replace(
      ';\nimport * as route0',
      ';\nimport "/hmr.js";\nimport * as route0',
    );
    expect(rewrite(sideEffectImport)).toBe(sideEffectImport);
    const namedImport = PAGE.replace(
      'import * as route1 from "/assets/home.js";',
      'import { a } from "/assets/home.js";',
    );
    expect(rewrite(namedImport)).toBe(namedImport);
    const twoModules = PAGE.replace('</body>', '<script type="module" async="">1;</script></body>');
    expect(rewrite(twoModules)).toBe(twoModules);
    // A preload link inside the module would be cut out of it: the page is left as it was.
    const linkInModule = PAGE.replace(
      'import("/assets/entry.client.js");',
      'const a = \'<link rel="modulepreload" href="/x.js">\';\nimport("/assets/entry.client.js");',
    );
    expect(rewrite(linkInModule)).toBe(linkInModule);
  });

  it('gives the page in pieces that are slices of it and the new module', () => {
    const pieces = scriptsAfterFirstViewPieces(PAGE);
    expect(pieces.join('')).toBe(rewritten);
    // The links went, each piece around them is the page's own text.
    const [head, ...others] = pieces;
    expect(head).toBe('<html><head><link rel="stylesheet" href="/assets/app.css"/>\n');
    expect(others.filter((piece) => PAGE.includes(piece))).toHaveLength(others.length - 1);
    expect(scriptsAfterFirstViewPieces('<p>no scripts</p>')).toEqual(['<p>no scripts</p>']);
  });
});

describe('pageBytes', () => {
  it("writes the pieces' UTF-8 one after the other", () => {
    const pieces = ['<!DOCTYPE html>', '<p>₹ 45 ലക്ഷം', '', ' 🏠 </p>', PAGE];
    const bytes = pageBytes(pieces);
    expect(new TextDecoder().decode(bytes)).toBe(pieces.join(''));
    expect(bytes.byteLength).toBe(new TextEncoder().encode(pieces.join('')).byteLength);
    expect(pageBytes([]).byteLength).toBe(0);
  });
});
