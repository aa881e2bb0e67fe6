import { keralaMidnight } from './format';

/**
 * Price cuts (issue 34, item 6). No zod: the cards and the server share it. A listing is a price
 * cut while its latest price change is a reduction made within PRICE_CUT_DAYS. The time of that
 * reduction is what is stored and kept (the database, the listings kept per catalogue version,
 * the search index); whether it is still recent is worked out from the time of asking, because
 * the window moves with the clock while no write moves the catalogue version.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a reduction shows as a price cut: the cards' badge and `price_reduced=1`. */
export const PRICE_CUT_DAYS = 30;

/**
 * The earliest reduction that is still a price cut at `now`, in ms since 1970. The window moves at
 * Kerala's midnight, as the catalogue version's date does (server/http/catalogue-version.ts): a
 * page kept for today never shows a badge the search no longer finds, or the other way round.
 */
export function priceCutSince(now: Date): number {
  return keralaMidnight(now) - PRICE_CUT_DAYS * DAY_MS;
}

/** Whether a listing last reduced at `reducedAt` (ISO time, or null: never) is a price cut. */
export function isPriceCut(reducedAt: string | null, now: Date): boolean {
  return reducedAt !== null && Date.parse(reducedAt) >= priceCutSince(now);
}
