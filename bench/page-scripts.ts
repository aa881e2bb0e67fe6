// The JavaScript a server-rendered page makes the browser download before anyone interacts:
// read from the page's HTML (module scripts, modulepreload links, the route modules React Router's
// hydration module imports, whether at once or after the first view (app/scripts-after-first-view.ts),
// the preloads it adds and its manifest's imports for them), then every static import of those
// files in turn.
import { gzipSync } from 'node:zlib';

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageScripts {
  path: string;
  /** The page's HTTP status: a 404 page is measured too, and reported as such. */
  status: number;
  files: ScriptSize[];
  gzipBytes: number;
}

interface ManifestEntry {
  module: string;
  imports?: string[];
}

interface RouterManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

/** The attribute of a start tag, whatever its quotes; undefined when absent. */
function readAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3];
}

/**
 * The JSON object starting at `start` (a `{`), read up to its matching brace; strings are
 * skipped so braces inside them do not count.
 */
function readJsonObject(text: string, start: number): unknown {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) return JSON.parse(text.slice(start, index + 1)) as unknown;
    }
  }
  throw new Error('unterminated JSON object in the page');
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"`; never `import("x")`. */
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;

export function findStaticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '');
}

/** `import("x")` with a literal specifier. */
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
/** The preloads a hydration module adds itself once the first view is complete. */
const ADDED_PRELOADS = /for \(const href of (\[[^\]]*\])\)/;

/** The scripts the HTML itself names: what the browser fetches as soon as it parses the page. */
export function findInitialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (readAttribute(tag, 'rel')?.toLowerCase() === 'modulepreload') {
      const href = readAttribute(tag, 'href');
      if (href) urls.add(href);
    }
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = ` ${match[1] ?? ''}`;
    const body = match[2] ?? '';
    const src = readAttribute(attributes, 'src');
    if (src) {
      urls.add(src);
      continue;
    }
    if (readAttribute(attributes, 'type') !== 'module') continue;
    // React Router's hydration script: it imports the matched route modules, and carries the
    // manifest, whose entry and routes list the chunks each module needs. Every module it
    // imports, now or after the first view, is needed to hydrate.
    const marker = body.indexOf('window.__reactRouterManifest');
    const routeModules = [
      ...findStaticImports(body),
      ...(marker === -1 ? [] : [...body.matchAll(DYNAMIC_IMPORT)].map((match) => match[1] ?? '')),
    ];
    for (const url of routeModules) urls.add(url);
    const addedPreloads = ADDED_PRELOADS.exec(body)?.[1];
    for (const url of addedPreloads ? (JSON.parse(addedPreloads) as string[]) : []) urls.add(url);
    if (marker === -1) continue;
    const manifest = readJsonObject(body, body.indexOf('{', marker)) as RouterManifest;
    urls.add(manifest.entry.module);
    for (const url of manifest.entry.imports ?? []) urls.add(url);
    for (const route of Object.values(manifest.routes)) {
      if (!routeModules.includes(route.module)) continue;
      for (const url of route.imports ?? []) urls.add(url);
    }
  }
  return [...urls];
}

/** Fetches a page and every script it loads before interaction, with their gzip -9 sizes. */
export async function measurePageScripts(baseUrl: string, path: string): Promise<PageScripts> {
  const pageUrl = new URL(path, baseUrl);
  const response = await fetch(pageUrl);
  const html = await response.text();
  const queue = findInitialScripts(html).map((url) => new URL(url, pageUrl).href);
  const seen = new Set<string>(queue);
  const files: ScriptSize[] = [];
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    const script = await fetch(url);
    if (!script.ok) throw new Error(`GET ${url} (loaded by ${path}) answered ${script.status}`);
    const body = Buffer.from(await script.arrayBuffer());
    files.push({
      url: new URL(url).pathname,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
    for (const imported of findStaticImports(body.toString('utf8'))) {
      const next = new URL(imported, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    path,
    status: response.status,
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}
