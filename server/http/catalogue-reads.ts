import { currentCatalogueReads } from './request-context';

/**
 * What a kept public answer read of the catalogue (docs/decisions/026), so that a write forgets
 * only the answers it can change: after a write, an answer is served again when none of the
 * listings it shows has changed since it was made, nothing every page shows has changed (places,
 * types, banners, site facts, exchange rates), and every search it ran finds the same listings
 * again in the search index (`checks`: asked again, in memory, much cheaper than making the page).
 * A change in Kochi then leaves a page of Kannur's listings kept.
 *
 * Recorded by the services as a request reads (properties.service.ts), only while the public cache
 * makes an answer to keep (public-answers.ts).
 */
export interface CatalogueReads {
  /** Listings the answer shows, or says are not there. */
  listings: Set<number>;
  /** Searches, counts, maps and similar listings it used: what each found, and how to ask again. */
  checks: { found: string; askAgain: () => Promise<string> }[];
  /** It read what no check covers: any write makes it stale. */
  untracked: boolean;
}

export function newCatalogueReads(): CatalogueReads {
  return { listings: new Set(), checks: [], untracked: false };
}

/** The request shows these listings (or their absence). */
export function readListings(ids: Iterable<number>): void {
  const reads = currentCatalogueReads();
  if (!reads) return;
  for (const id of ids) reads.listings.add(id);
}

/**
 * The request used what `askAgain` finds (as text, `found()` now). `found` is only called when
 * the request's reads are recorded: most requests never pay for the text.
 */
export function readAnswer(found: () => string, askAgain: () => Promise<string>): void {
  currentCatalogueReads()?.checks.push({ found: found(), askAgain });
}

/** The request read what no check covers (a preview link, say): any write makes it stale. */
export function readUntracked(): void {
  const reads = currentCatalogueReads();
  if (reads) reads.untracked = true;
}
