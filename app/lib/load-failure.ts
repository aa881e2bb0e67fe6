import type { PageLog } from '../../contract/site';

/**
 * A public page whose data could not be read answers 503 Service Unavailable: the page still
 * renders its fallback ("could not load the listings"), but neither a cache nor a search engine
 * takes it for the catalogue, and the status says what happened.
 */
export const UNAVAILABLE = { status: 503 } as const;

/**
 * Reads one part of a page. A failure is logged with the request's logger (so with its request
 * id) before the page falls back to `fallback`; `failed` says whether it did.
 */
export async function readPart<T>(
  log: PageLog,
  what: string,
  read: () => Promise<T>,
  fallback: T,
): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await read(), failed: false };
  } catch (error) {
    log.error({ err: error }, `page data failed to load: ${what}`);
    return { value: fallback, failed: true };
  }
}
