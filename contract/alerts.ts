import { z } from 'zod';
import { CURRENCIES } from './currency';
import { emailAddress } from './email';
import { LANGUAGES } from './languages';

/**
 * Saved searches with alerts by e-mail (issue 36): a visitor saves a listing page's search with
 * an e-mail address and how often to hear of new matches. No account: the address is confirmed
 * by a link (double opt-in), and every mail carries a link to manage or leave (RFC 8058 one-click
 * unsubscribe). docs/decisions/029-saved-searches-and-their-mail.md.
 */

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Alerts one address may hold; a further one is not saved (the mail says so). */
export const MAX_ALERTS_PER_ADDRESS = 10;
/** An alert not confirmed within this many days is deleted, with its address if it has no other. */
export const UNCONFIRMED_ALERT_DAYS = 7;
/**
 * What an alert mail tells of a listing: it became available (`listed`) or its price was cut
 * (`price_cut`). Each goes to an alert once.
 */
export const LISTING_NEWS_KINDS = ['listed', 'price_cut'] as const;
export type ListingNewsKind = (typeof LISTING_NEWS_KINDS)[number];
/** News is kept this long: a weekly alert's run reaches back 7 days, and one more for delays. */
export const LISTING_NEWS_DAYS = 8;
/** Listings one alert's part of a mail shows; the rest are behind its search's link. */
export const MAX_LISTINGS_PER_ALERT_MAIL = 10;

/** A saved query string is at most this long (a map area and every filter fit easily). */
export const MAX_ALERT_QUERY_CHARS = 2_000;

export const alertMessages = {
  email: 'Enter a valid e-mail address.',
  frequency: 'Choose instant, daily or weekly.',
  query: 'The search could not be read. Open the listings page and try again.',
  language: 'Choose en or ml.',
  currency: `Choose one of ${CURRENCIES.join(', ')}, or leave it out for rupees only.`,
  page: 'The page must be a path of this site.',
  /** 404 of confirm and manage: a token that is wrong, used up, or whose alerts are gone. */
  linkNotFound:
    'This link has expired or was already used. Save the search again from the listings page.',
  alertNotFound: 'That alert no longer exists.',
  nothingToChange: 'Choose a frequency, or pause or resume the alert.',
} as const;

/** A link's token: what the confirm and manage links carry. */
const token = z.string().trim().min(16).max(200);

export const alertRequest = z.object({
  email: emailAddress(alertMessages.email).max(254, alertMessages.email),
  query: z
    .string({ error: alertMessages.query })
    .max(MAX_ALERT_QUERY_CHARS, alertMessages.query)
    .meta({
      description:
        "The listing page's query string (`type=rent&district=3&bounds=…`), with or without `?`; " +
        'the order and the page are not kept.',
    }),
  frequency: z.enum(ALERT_FREQUENCIES, { error: alertMessages.frequency }),
  language: z.enum(LANGUAGES, { error: alertMessages.language }),
  currency: z.enum(CURRENCIES, { error: alertMessages.currency }).optional().meta({
    description:
      "The currency the mails show beside rupees (the visitor's choice on the site); rupees only without it.",
  }),
  page: z
    .string()
    .max(MAX_ALERT_QUERY_CHARS + 100)
    .regex(/^\/[^/\\]/, alertMessages.page)
    .optional()
    .meta({ description: 'The page the visitor saved it from (the consent record), a path.' }),
});
export type AlertRequest = z.infer<typeof alertRequest>;

export const alertToken = z.object({ token });

export const alertRemoval = z.object({ token, alert_id: z.number().int().positive() });

/** One saved search, as its manage page shows it. */
export const savedAlert = z.object({
  id: z.number().int(),
  query: z
    .string()
    .meta({ description: 'The saved filters as a query string, `` for every listing.' }),
  frequency: z.enum(ALERT_FREQUENCIES),
  language: z.enum(LANGUAGES),
  confirmed: z.boolean(),
  paused: z.boolean(),
  created_at: z.string(),
});
export type SavedAlert = z.infer<typeof savedAlert>;

export const alertConfirmation = z.object({
  alert: savedAlert,
  manage_token: z.string().meta({ description: "The address's manage link's token." }),
});
export type AlertConfirmation = z.infer<typeof alertConfirmation>;

export const alertsOfAddress = z.object({
  email: z.string(),
  alerts: z.array(savedAlert),
});
export type AlertsOfAddress = z.infer<typeof alertsOfAddress>;

export const alertChange = z
  .object({
    token,
    alert_id: z.number().int().positive(),
    frequency: z.enum(ALERT_FREQUENCIES, { error: alertMessages.frequency }).optional(),
    paused: z.boolean().optional(),
  })
  .refine((change) => change.frequency !== undefined || change.paused !== undefined, {
    message: alertMessages.nothingToChange,
    path: ['frequency'],
  });
export type AlertChange = z.infer<typeof alertChange>;
