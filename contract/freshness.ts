import { CONFIRM_AFTER_DAYS, HIDE_AFTER_DAYS } from './agency';
import { keralaMidnight } from './format';

/**
 * Fresh listings (issue 15, item 7): when a listing's last confirmation as available is old
 * enough to flag in the admin, and old enough to take it off the public site. No zod: the admin's
 * list and the server share it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The oldest confirmation the public still sees at `now`, in ms since 1970: a listing confirmed
 * before it has gone unconfirmed for HIDE_AFTER_DAYS whole Kerala days. The cut moves at Kerala's
 * midnight, as the catalogue version's date does (server/http/catalogue-version.ts): a page kept
 * for today never shows what the search already hides, or the other way round.
 */
export function publicConfirmedSince(now: Date): number {
  return keralaMidnight(now) - HIDE_AFTER_DAYS * DAY_MS;
}

/** Listings confirmed before this (ms since 1970) are due a confirmation: the admin flags them. */
export function confirmationDueBefore(now: Date): number {
  return now.getTime() - CONFIRM_AFTER_DAYS * DAY_MS;
}

/** Whether a listing confirmed at `confirmedAt` (ISO time) is flagged as needing confirmation. */
export function isConfirmationDue(confirmedAt: string, now: Date): boolean {
  return Date.parse(confirmedAt) < confirmationDueBefore(now);
}

/** Whether the public no longer sees an available listing confirmed at `confirmedAt`. */
export function isHiddenAsStale(confirmedAt: string, now: Date): boolean {
  return Date.parse(confirmedAt) < publicConfirmedSince(now);
}

/** Whole days since the confirmation, for the admin's flag ('Not confirmed for 64 days'). */
export function daysSinceConfirmed(confirmedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(confirmedAt)) / DAY_MS));
}
