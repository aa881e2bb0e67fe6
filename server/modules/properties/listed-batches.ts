import type { ListedRow, ListedShape } from './properties.repo';

/**
 * Listings read for public answers, batched: what every request asks in one turn of the event
 * loop (a listing page's listing and its similar listings' cards, the cards of the searches
 * answered beside it) is read in one statement when the turn ends, not one statement each. At a
 * million listings few reads find their listings kept in memory, and on a small virtual machine
 * each statement sent costs the server a socket write and PostgreSQL a wake-up: a batch costs
 * one of each (docs/performance.md, ninth session).
 *
 * Exactness holds: a request reads its listings after it has read the catalogue version it must
 * show, and the batch's statement starts later still (at the end of the turn), so it sees every
 * write that version counts, or newer ones (listings-kept.ts keeps nothing a write may have passed).
 */
export type ReadListed = (ids: readonly number[], shape: ListedShape) => Promise<ListedRow[]>;

export function createListedBatches(
  read: (wanted: Record<ListedShape, number[]>) => Promise<ListedRow[]>,
): ReadListed {
  let open: Record<ListedShape, Set<number>> | null = null;
  let rows: Promise<ListedRow[]> = Promise.resolve([]);
  return (ids, shape) => {
    if (ids.length === 0) return Promise.resolve([]);
    if (!open) {
      const wanted: Record<ListedShape, Set<number>> = { listing: new Set(), summary: new Set() };
      open = wanted;
      rows = new Promise<ListedRow[]>((resolve, reject) => {
        // After the turn's other callbacks (and their promises) have asked for theirs.
        setImmediate(() => {
          open = null;
          read({ listing: [...wanted.listing], summary: [...wanted.summary] }).then(
            resolve,
            reject,
          );
        });
      });
    }
    for (const id of ids) open[shape].add(id);
    const asked = new Set(ids);
    return rows.then((all) => all.filter((row) => row.shape === shape && asked.has(row.id)));
  };
}
