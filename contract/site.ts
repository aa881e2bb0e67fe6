import type { AlertConfirmation, AlertsOfAddress } from './alerts';
import type { Banner, BannerKind } from './banners';
import type { FieldErrors } from './errors';
import type { Page } from './pagination';
import type { FactFilters } from './listing-fact-filters';
import type { ListingSearch } from './listing-search';
import type { MapTiles } from './map-tiles';
import type { ListingSummary, Property } from './properties';
import type { ReferenceItem } from './reference';
import type { ExchangeRates } from './exchange-rates';
import type { SiteFacts } from './site-facts';

/** The reverse-geocoding service the browser's location buttons call (product.md section 7). */
export const GEOCODER_ORIGIN = 'https://nominatim.openstreetmap.org';

/** Brand and contact details shown on the site (design.md section 3: SITE_* variables). */
export interface SiteInfo {
  name: string;
  phone: string;
  email: string;
  /** Digits only with country code, as wa.me expects (e.g. 919876543210). */
  whatsapp: string;
  /** Absolute base URL without a trailing slash, for canonical links and Open Graph. */
  publicUrl: string;
  /** Where the maps' tiles come from, and their credit (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
  mapTiles: MapTiles;
}

/**
 * What the server hands every React Router loader and the document renderer. A type alias, not an
 * interface, so that it fits React Router's index-signature AppLoadContext.
 */
export type WebLoadContext = {
  site: SiteInfo;
  catalogue: CatalogueReader;
  /** The request's own logger (its lines carry the request id): where loaders report failures. */
  log: PageLog;
  /** Where the pages' own forms (the contact page, a listing's enquiry) send a visitor's enquiry. */
  enquiries: EnquirySender;
  /** Where the back office's sign-in page sends a form posted without its scripts. */
  signIn: SignInSender;
  /** Saved searches: the listing page's "Get alerts" form and the alerts' own pages (issue 36). */
  alerts: AlertsSender;
};

/**
 * Saved searches for the pages (issue 36), for the client that asks: the API's own ways in
 * (`/api/alerts/...`), with their limits, schemas and service; what the API would answer, as data.
 * A `null` answer is the API's 404: a link that is wrong, used up or whose address left.
 */
export interface AlertsSender {
  /** `POST /api/alerts/`: saved (and a mail queued) or not, the answer is the same. */
  save(body: Record<string, string>): Promise<AlertOutcome>;
  /** `POST /api/alerts/confirm/`. */
  confirm(token: string): Promise<AlertConfirmation | null>;
  /** `POST /api/alerts/manage/`. */
  list(token: string): Promise<AlertsOfAddress | null>;
  /** `PATCH /api/alerts/manage/`: a frequency, or paused true/false. */
  change(body: Record<string, unknown>): Promise<AlertChangeOutcome>;
  /** `POST /api/alerts/remove/`: one alert. */
  remove(token: string, alertId: number): Promise<AlertsOfAddress | null>;
  /** `POST /api/alerts/leave/`: every alert and the address; false when the link is not valid. */
  leave(token: string): Promise<boolean>;
}

export type AlertOutcome =
  | { saved: true }
  /** 400 with per-field messages, 429 with its `detail` (and no field errors). */
  | { saved: false; status: number; detail: string; fieldErrors: FieldErrors };

export type AlertChangeOutcome =
  | { changed: true; alerts: AlertsOfAddress }
  | { changed: false; status: number; detail: string; fieldErrors: FieldErrors };

/**
 * A visitor's enquiry sent by a page's action (a form posted without the page's scripts, or before
 * they ran), for the client that sent it: the API's own way in, `POST /api/properties/contacts/`,
 * with its rate limit (counted with the API's), its schema (contract/enquiries.ts) and its
 * service. The answer is what the API would have answered, as data.
 */
export interface EnquirySender {
  /** `body` as the API takes it (phone already normalised: the API accepts only `+` numbers). */
  send(body: Record<string, string | number>): Promise<EnquiryOutcome>;
}

export type EnquiryOutcome =
  | { sent: true }
  /** 400 with per-field messages, 429 with its `detail` (and no field errors). */
  | { sent: false; status: number; detail: string; fieldErrors: FieldErrors };

/**
 * A sign-in sent by the sign-in page's action (its form posted without scripts, or before they
 * ran), for the client that sent it: `POST /api/accounts/login/` in-process, with its limits.
 */
export interface SignInSender {
  send(body: { email: string; password: string }): Promise<SignInOutcome>;
}

export type SignInOutcome =
  | { signedIn: true; token: string; email: string }
  /** 400 with per-field messages, 401 or 429 with its `detail`. */
  | { signedIn: false; status: number; detail: string; fieldErrors: FieldErrors };

/** The part of the server's logger (pino) that loaders use. */
export interface PageLog {
  error(details: { err: unknown }, message: string): void;
}

/**
 * What the public pages read, called in-process by their loaders (no HTTP hop), with what an
 * anonymous visitor of the API would see.
 */
export interface CatalogueReader {
  /** A page of available listings, as cards and lists show them; the facts' filters optional. */
  listSummaries(search: ListingSearch & FactFilters): Promise<Page<ListingSummary>>;
  /** An available, sold or rented listing, or null. */
  findProperty(id: number): Promise<Property | null>;
  /**
   * The listings of a visitor's list (shortlist, comparison) in the order asked, each id once:
   * available, sold or rented ones as listings, drafts and deleted ones as `listing: null`.
   */
  listByIds(ids: readonly number[]): Promise<{ id: number; listing: Property | null }[]>;
  listPropertyTypes(): Promise<ReferenceItem[]>;
  /** Newest first. */
  listBanners(kind: BannerKind): Promise<Banner[]>;
  /**
   * Up to 6 available listings like listing `id` (same purpose and type, price within 30%, the
   * nearest first), never the listing itself; none when there is no such listing.
   */
  listSimilar(id: number): Promise<ListingSummary[]>;
  /**
   * The listing a preview link opens (contract/listing-preview.ts), whatever its status, with when
   * the link expires (ISO 8601); null when the token is not a live link to that listing.
   */
  findPreview(id: number, token: string): Promise<{ property: Property; expiresAt: string } | null>;
  /**
   * The year founded and the clients served, as an owner set them in Settings (contract/
   * site-facts.ts): the one source of every page that states them.
   */
  readSiteFacts(): Promise<SiteFacts>;
  /** Rupees per unit of each currency a visitor can choose, with dates (contract/exchange-rates.ts). */
  readExchangeRates(): Promise<ExchangeRates>;
}
