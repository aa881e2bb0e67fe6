import { LANGUAGES, pathInLanguage } from '../../../contract/languages';
import { publicConfirmedSince } from '../../../contract/freshness';
import type { Database } from '../../db/client';
import * as repo from './seo.repo';

/** The public pages search engines should know, besides one page per available listing. */
export const PUBLIC_PAGES = [
  '/',
  '/property-listing',
  '/about',
  '/contact',
  '/privacy-policy',
  '/sitemap',
] as const;

/** sitemaps.org allows at most 50,000 URLs in one file; past that /sitemap.xml is an index. */
export const MAX_URLS_PER_SITEMAP = 50_000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Google's namespace for a page's language alternates (`xhtml:link rel="alternate"`). */
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface SeoDeps {
  db: Database;
  /** Absolute base of every URL written, without a trailing slash (Config.publicUrl). */
  publicUrl: string;
  maxUrlsPerFile?: number;
  /** The clock the public's freshness cut is read from (contract/freshness.ts). */
  now?: () => Date;
}

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** W3C Datetime to the second, in UTC: what sitemaps.org asks of `<lastmod>`. */
export function toW3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function createSeoService({
  db,
  publicUrl,
  maxUrlsPerFile = MAX_URLS_PER_SITEMAP,
  now = () => new Date(),
}: SeoDeps) {
  /** Listings unconfirmed too long have left the public site, and so the sitemap. */
  const cut = () => new Date(publicConfirmedSince(now()));
  /** Every page is listed once per language: a file holds this many pages. */
  const pagesPerFile = Math.max(1, Math.floor(maxUrlsPerFile / LANGUAGES.length));
  /** Percent-encoded as a URL (RFC 3986), then entity-escaped for XML, as sitemaps.org requires. */
  function absoluteUrl(path: string): string {
    return escapeXml(new URL(`${publicUrl}${path}`).href);
  }

  /**
   * Each page once per language, each naming every language's URL and the default (English) as
   * its alternates, as Google reads them: https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
   */
  function urlset(entries: SitemapEntry[]): string {
    const urls = entries.flatMap((entry) => {
      const lastmod = entry.lastModified
        ? `<lastmod>${toW3cDate(entry.lastModified)}</lastmod>`
        : '';
      const alternates = [
        ...LANGUAGES.map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${absoluteUrl(pathInLanguage(entry.path, language))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(entry.path)}"/>`,
      ].join('');
      return LANGUAGES.map(
        (language) =>
          `<url><loc>${absoluteUrl(pathInLanguage(entry.path, language))}</loc>${lastmod}${alternates}</url>`,
      );
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
  }

  function toEntry(stamp: repo.ListingStamp): SitemapEntry {
    return { path: `/property/${stamp.id}`, lastModified: stamp.updatedAt };
  }

  /**
   * File `part` (from 1) of the whole list: the public pages, then available listings by id,
   * cut into files of `pagesPerFile` pages (each in every language). Null past the last file.
   */
  async function readPart(part: number): Promise<SitemapEntry[] | null> {
    const start = (part - 1) * pagesPerFile;
    const pages = PUBLIC_PAGES.slice(start, start + pagesPerFile).map((path) => ({ path }));
    const stamps = await repo.listAvailableStamps(
      db,
      {
        offset: Math.max(0, start - PUBLIC_PAGES.length),
        limit: pagesPerFile - pages.length,
      },
      cut(),
    );
    const entries = [...pages, ...stamps.map(toEntry)];
    return entries.length > 0 ? entries : null;
  }

  return {
    robotsTxt(): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        // Lead redirects (server/modules/leads): a crawler following them would hand itself over.
        'Disallow: /go/',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /**
     * /sitemap.xml: every URL in one file when they fit (one query of ids and dates), else an
     * index of the files /sitemaps/<n>.xml.
     */
    async sitemap(): Promise<string> {
      const room = pagesPerFile - PUBLIC_PAGES.length;
      // One more than fits tells whether an index is needed without counting first.
      const stamps = await repo.listAvailableStamps(
        db,
        {
          offset: 0,
          limit: Math.max(0, room + 1),
        },
        cut(),
      );
      if (stamps.length <= room) {
        return urlset([...PUBLIC_PAGES.map((path) => ({ path })), ...stamps.map(toEntry)]);
      }
      const total = PUBLIC_PAGES.length + (await repo.countAvailable(db, cut()));
      const parts = Math.ceil(total / pagesPerFile);
      const files = Array.from(
        { length: parts },
        (_, index) => `<sitemap><loc>${absoluteUrl(`/sitemaps/${index + 1}.xml`)}</loc></sitemap>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${files.join('\n')}\n</sitemapindex>\n`;
    },

    /** One file of a sitemap index; null when there is no such file. */
    async sitemapPart(part: number): Promise<string | null> {
      const entries = await readPart(part);
      return entries ? urlset(entries) : null;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
