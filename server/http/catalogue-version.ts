import { keralaDate } from '../../contract/format';

/**
 * The version a cached public answer must match: the database's catalogue version (migration
 * 0006, bumped by triggers at the commit of any write the public can see) and today's date in
 * Kerala, which pages show (the footer's year, the privacy policy's date, "listed 3 days ago").
 * Pages show no finer time than the day, so nothing else makes them stale.
 *
 * Exact, not time-based: `current()` always answers a number read by a query that STARTED after
 * the call, so a write acknowledged to anyone before a request arrived is seen by that request,
 * on whichever instance it lands. Reads are coalesced: while one query runs, every caller that
 * arrives joins the next one, so a crowd costs one small query per round trip, not per request.
 * (LISTEN/NOTIFY would be cheaper still, but its message can arrive after the next request.)
 */
export interface CatalogueVersion {
  current(): Promise<string>;
}

export function createCatalogueVersion(
  read: () => Promise<number>,
  now: () => Date = () => new Date(),
  /**
   * The request being served, if any (server/http/request-context.ts). A request reads the
   * version once: the page cache's check and the search counts' keys share it. It was read after
   * the request arrived, so it is as exact for the second use as for the first, and a page that
   * misses the cache waits for one round trip to the database fewer.
   */
  requestScope: () => object | undefined = () => undefined,
): CatalogueVersion {
  const readByRequest = new WeakMap<object, Promise<string>>();
  let running: Promise<number> | null = null;
  /** Committed versions only grow, so the highest one seen is never ahead of the database. */
  let highest = 0;
  let next: Promise<number> | null = null;

  const start = (): Promise<number> => {
    const query = read();
    running = query;
    const clear = () => {
      if (running === query) running = null;
    };
    query.then(clear, clear);
    return query;
  };

  const readAfterNow = (): Promise<number> => {
    if (!running) return start();
    // A query already under way may have read the row before this caller's write committed.
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };

  // Formatting a date costs more than the rest of a cached answer; the day changes rarely.
  let day = { text: '', until: 0 };
  const today = () => {
    const time = now();
    if (time.getTime() >= day.until) {
      day = { text: keralaDate(time), until: time.getTime() + 1_000 };
    }
    return day.text;
  };

  const readNow = async () => {
    const version = await readAfterNow();
    highest = Math.max(highest, version);
    return `${highest}:${today()}`;
  };

  return {
    current() {
      const request = requestScope();
      if (!request) return readNow();
      let version = readByRequest.get(request);
      if (!version) {
        version = readNow();
        readByRequest.set(request, version);
        // A failed read is not kept: a later use in the request may try again.
        version.catch(() => readByRequest.delete(request));
      }
      return version;
    },
  };
}
