import { useId, useState } from 'react';

import { areaUnit, formatListedAgo, formatPrice, keralaDate } from '../../contract/format';
import type { ListingSummary } from '../../contract/properties';
import { formatPricePerUnit, type PricePerUnit } from '../../contract/price-per-unit';
import { isPriceCut } from '../../contract/price-history';
import { useI18n } from '../i18n/i18n';
import { formatArea, formatDistance } from '../lib/listing-search';
import { listingPricePerUnit } from '../lib/price-per-unit';
import type { Language } from '../../contract/languages';
import { listingText, placeNamesIn } from '../../contract/listing-language';
import { cardPlaceOf, directionsHref } from '../lib/property-links';
import { useLeadLinks } from '../lib/lead-links';
import { type PictureSource, PropertyPicture, toPictureSource } from './property-picture';
import { CompareToggle, ShortlistHeart } from './saved-buttons';
import { SiteLink } from './site-link';
import { NEW_TAB } from './new-tab';
import { StrokeIcon } from './stroke-icon';
import { ConvertedPrice } from './converted-price';

/** Descriptions longer than this get Show More / Show Less (product.md section 9). */
const DESCRIPTION_LIMIT = 150;

/** How wide a card's photo is drawn, per layout: a preload must name the same. */
export const CARD_IMAGE_SIZES = {
  list: '(min-width: 1024px) 352px, (min-width: 640px) 40vw, 100vw',
  grid: '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw',
} as const;

/**
 * What a card shows, and no more: the page's data carries this for each result instead of the
 * whole listing (no other photos, nearby places, features, map or video; no renditions list).
 */
export interface CardListing {
  id: number;
  title: string;
  /** Trimmed; the card shows the first 150 characters until Show More. */
  description: string;
  price: number;
  isRent: boolean;
  isDirectOwner: boolean;
  /** 'Kochi, Ernakulam, Kerala'. */
  place: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  cents: number | null;
  /** The day it was listed, in Kerala ('2026-11-24'): the card says only the day. */
  listedOn: string;
  directionsHref: string;
  image: PictureSource | null;
  /** Only when sorted by nearest. */
  distanceKm?: number;
  /** For sale only: the price per sq.ft of a building, per cent of land (contract/price-per-unit.ts). */
  perUnit?: PricePerUnit;
  /** The agency has visited it (a site visit is recorded): the card's Verified badge. */
  isVerified?: true;
  /**
   * The Price cut badge's words, while the listing is a price cut (contract/price-history.ts):
   * written by the loader, so they cost the page's script nothing.
   */
  priceCut?: string;
  /** Rentals stating one: 'Deposit ₹75,000', written by the loader (issue 34, item 1). */
  deposit?: string;
  /** With a K-RERA number: the badge's words, written by the loader (issue 34, item 3). */
  rera?: string;
  /** 'en' when a Malayalam page shows the English title (listing-language.ts). */
  titleLang?: 'en';
  /** 'en' when a Malayalam page shows the English description. */
  descriptionLang?: 'en';
}

/** The order of a card's fields in the page's data (`PackedCard`). */
const CARD_FIELDS = [
  'id',
  'title',
  'description',
  'price',
  'isRent',
  'isDirectOwner',
  'place',
  'bedrooms',
  'bathrooms',
  'area',
  'cents',
  'listedOn',
  'directionsHref',
  'image',
  'distanceKm',
  'perUnit',
  'isVerified',
  // Last, so English pages (which never set them) carry nothing more.
  'titleLang',
  'descriptionLang',
  // Last of all, so that a card without them carries nothing more.
  'priceCut',
  'deposit',
  'rera',
] as const satisfies readonly (keyof CardListing)[];

/** The fields a card may lack (`?:` in CardListing): never null when present. */
const OPTIONAL_CARD_FIELDS: ReadonlySet<string> = new Set([
  'distanceKm',
  'perUnit',
  'isVerified',
  'titleLang',
  'descriptionLang',
  'priceCut',
  'deposit',
] satisfies (typeof CARD_FIELDS)[number][]);

/**
 * A card as the page's data carries it: its values in the order of `CARD_FIELDS`. React Router's
 * serialiser writes each field of an object as a reference to its name (`"_37":22`, escaped once
 * more inside the script); a tuple is the values alone. Twelve cards of fourteen fields: 2 KB of
 * the page fewer.
 */
export type PackedCard = {
  -readonly [
    Index in keyof typeof CARD_FIELDS
  ]: (typeof CARD_FIELDS)[Index] extends keyof CardListing
    ? CardListing[(typeof CARD_FIELDS)[Index]]
    : never;
};

export function packCard(card: CardListing): PackedCard {
  const values: unknown[] = CARD_FIELDS.map((field) => card[field]);
  // An absent last field (distanceKm) is left out, not written as undefined (null in JSON).
  while (values.length > 0 && values.at(-1) === undefined) values.pop();
  return values as unknown as PackedCard;
}

/** A card from the page's data (React Router's loader types see the tuple as an array). */
export function unpackCard(packed: readonly PackedCard[number][]): CardListing {
  const card: Record<string, unknown> = {};
  CARD_FIELDS.forEach((field, index) => {
    const value = packed[index];
    // An optional field absent between present ones comes back as null from JSON.
    if (value === undefined || (value === null && OPTIONAL_CARD_FIELDS.has(field))) return;
    card[field] = value;
  });
  return card as unknown as CardListing;
}

/** The Price cut badge in each language (only loaders write it: see `priceCut`). */
const PRICE_CUT_WORDS: Readonly<Record<Language, string>> = {
  en: 'Price cut',
  ml: 'വില കുറച്ചു',
};

/** The card's rent-terms and K-RERA words (only loaders write them: see `deposit`, `rera`). */
const FACT_WORDS: Readonly<Record<Language, { deposit: string; rera: string }>> = {
  en: { deposit: 'Deposit', rera: 'RERA registered' },
  ml: { deposit: 'ഡെപ്പോസിറ്റ്', rera: 'കെ-റെറ രജിസ്റ്റർ ചെയ്തത്' },
};

export function toCardListing(
  property: ListingSummary,
  language: Language,
  /** The request's time: a cut is a price cut for PRICE_CUT_DAYS from it. */
  now: Date = new Date(),
): CardListing {
  const image = property.cover;
  const title = listingText(property.title, property.title_ml, language);
  const description = listingText(property.description, property.description_ml, language);
  const perUnit = listingPricePerUnit(property);
  return {
    id: property.id,
    title: title.text,
    description: description.text.trim(),
    price: property.price,
    isRent: property.property_for === 'rent',
    isDirectOwner: property.property_ownership === 'direct_owner',
    place: cardPlaceOf({ location: placeNamesIn(property.location, language) }),
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    cents: property.cents,
    listedOn: keralaDate(new Date(property.created_at)),
    directionsHref: directionsHref(property),
    image: image ? toPictureSource(image) : null,
    ...(property.distance_km === undefined ? {} : { distanceKm: property.distance_km }),
    ...(perUnit ? { perUnit } : {}),
    ...(property.verified ? { isVerified: true } : {}),
    ...(isPriceCut(property.price_reduced_at, now) ? { priceCut: PRICE_CUT_WORDS[language] } : {}),
    ...(property.property_for === 'rent' && property.security_deposit != null
      ? {
          deposit: `${FACT_WORDS[language].deposit} ${formatPrice(property.security_deposit, language)}`,
        }
      : {}),
    ...(property.rera_number ? { rera: FACT_WORDS[language].rera } : {}),
    ...(title.lang ? { titleLang: title.lang } : {}),
    ...(description.lang ? { descriptionLang: description.lang } : {}),
  };
}

/**
 * A card for `isCompact`: what it never shows left empty, so the page's data does not carry a
 * description and a directions link for each similar listing.
 */
export function compactCard(card: CardListing): CardListing {
  const { descriptionLang: _descriptionLang, ...shown } = card;
  return { ...shown, description: '', directionsHref: '' };
}

/** A card's props: a full card needs the clock for its 'listed' line; a compact one shows none. */
type PropertyCardProps = {
  listing: CardListing;
  isPriority?: boolean;
  /** 'list': the picture on the left and the details on the right, from 640 px up. */
  layout?: 'grid' | 'list';
} & (
  | {
      isCompact?: false;
      /** The server's clock, so the server and the browser render the same 'listed' text. */
      now: Date;
    }
  | {
      /**
       * What decides a tap and no more (a detail page's similar listings, `compactCard`): the
       * photo, its badges and heart, the price, title, place and size; no description, listed
       * line or contact actions (those are on the listing's own page, one tap away).
       */
      isCompact: true;
    }
);

/**
 * A listing in the results: everything product.md section 2 lists for a card, and a link to it. Its
 * looks are the `.card*` rules of app/styles/listing.css.
 */
export function PropertyCard(props: PropertyCardProps) {
  const { listing, isPriority = false, layout = 'grid' } = props;
  const { language, m } = useI18n();
  const texts = m.common.card;
  const href = `/property/${listing.id}`;
  const { image, isRent } = listing;
  const price = formatPrice(listing.price, language);

  return (
    <article
      className={
        layout === 'list' ? 'card card-list' : props.isCompact ? 'card card-compact' : 'card'
      }
    >
      <div className="card-media">
        {image ? (
          <PropertyPicture
            image={image}
            alt=""
            sizes={CARD_IMAGE_SIZES[layout]}
            isPriority={isPriority}
            isSmall
          />
        ) : (
          <div className="card-nophoto">{texts.noPhoto}</div>
        )}
        <div className="card-tags">
          <span>{listing.isDirectOwner ? texts.directOwner : texts.management}</span>
          <span className={isRent ? 'tag-rent' : 'tag-sale'}>
            {isRent ? texts.forRent : texts.forSale}
          </span>
        </div>
        {listing.priceCut && <span className="card-cut">{listing.priceCut}</span>}
        {(listing.isVerified || listing.rera || listing.distanceKm !== undefined) && (
          // On the photo, so the price line keeps its width: the price per unit or the deposit
          // stays beside the price and a card keeps within 480 px on a phone (issue 33).
          <div className="card-marks">
            {listing.isVerified && (
              // Its shield icon is the stylesheet's (listing-card.css).
              <span className="card-verified">{texts.verified}</span>
            )}
            {listing.rera && <span className="card-rera">{listing.rera}</span>}
            {listing.distanceKm !== undefined && (
              <span className="card-distance">{formatDistance(listing.distanceKm, texts)}</span>
            )}
          </div>
        )}
        {/* Beside the card's link, not in it (a button inside <a> is invalid), above its cover. */}
        <ShortlistHeart id={listing.id} className="card-heart" />
      </div>

      <div className="card-body">
        <div className="card-head">
          <p className="card-price">
            {price}
            {isRent && <span>{m.common.perMonth}</span>}
            <ConvertedPrice rupees={listing.price} />
            {listing.perUnit && (
              <span className="card-per-unit">{formatPricePerUnit(listing.perUnit, language)}</span>
            )}
            {/* Rentals have no price per unit: the deposit takes its place. */}
            {listing.deposit && <span className="card-deposit">{listing.deposit}</span>}
          </p>
        </div>
        <h3 className="card-title" lang={listing.titleLang}>
          {/* The whole card is the link to the listing; the buttons below sit above it. */}
          <SiteLink to={href}>{listing.title}</SiteLink>
        </h3>
        <p className="card-place">
          <span>{listing.place}</span>
        </p>

        <ul className="card-facts" aria-label={texts.size}>
          {listing.bedrooms > 0 && (
            <li>
              <strong>{listing.bedrooms}</strong>
              {texts.beds(listing.bedrooms)}
            </li>
          )}
          {listing.bathrooms > 0 && (
            <li>
              <strong>{listing.bathrooms}</strong>
              {texts.baths(listing.bathrooms)}
            </li>
          )}
          <li>
            <strong>{formatArea(listing.area)}</strong>
            {` ${areaUnit('sqft', language)}`}
          </li>
          {listing.cents !== null && (
            <li>
              <strong>{listing.cents}</strong>
              {` ${areaUnit('cents', language)}`}
            </li>
          )}
        </ul>

        {!props.isCompact && <CardExtras listing={listing} now={props.now} />}
      </div>
    </article>
  );
}

/**
 * A full card's lower part: the description with Show More, the 'listed' line with the compare
 * button, and the ways to reach the lister.
 */
function CardExtras({ listing, now }: { listing: CardListing; now: Date }) {
  const [isExpanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const { language, m } = useI18n();
  const leads = useLeadLinks();
  const texts = m.common.card;
  const { description } = listing;
  const isLong = description.length > DESCRIPTION_LIMIT;
  const shownDescription =
    isLong && !isExpanded ? `${description.slice(0, DESCRIPTION_LIMIT).trimEnd()}…` : description;

  return (
    <>
      {/* The description: from 640 px up (a phone shows two homes a screen). */}
      <p
        id={descriptionId}
        className="card-text"
        lang={description === '' ? undefined : listing.descriptionLang}
      >
        {description === '' ? texts.noDescription : shownDescription}
      </p>
      {isLong && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={descriptionId}
          onClick={() => setExpanded((value) => !value)}
          className="card-more"
        >
          {isExpanded ? texts.showLess : texts.showMore}
        </button>
      )}

      <div className="card-listed">
        <p>
          {texts.listed}
          <time dateTime={listing.listedOn}>
            {formatListedAgo(listing.listedOn, now, language).toLowerCase()}
          </time>
        </p>
        <CompareToggle id={listing.id} />
      </div>
      {/* One main way to reach the lister, then a compact row (issue 33, item 3). */}
      <div className="card-actions">
        {/* Through /go/, which records the lead and writes the message (issue 15). */}
        <a href={leads.listing('whatsapp', listing.id)} {...NEW_TAB} className="card-primary">
          <StrokeIcon>
            <path d="M4 20l1.3-3.9A8 8 0 1 1 8 18.8L4 20Z" />
            <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2L9 9.5Z" />
          </StrokeIcon>
          {texts.chat}
        </a>
        {/* Their icons are the stylesheet's (listing-card.css): bytes of every page's script spared. */}
        <CardAction href={leads.listing('call', listing.id)} label={texts.call} icon="call" />
        <CardAction href={leads.listing('mail', listing.id)} label={texts.mail} icon="mail" />
        <CardAction
          href={listing.directionsHref}
          label={texts.directions}
          icon="directions"
          isExternal
        />
      </div>
    </>
  );
}

/**
 * A secondary action: an icon, and its word beside it from 640 px up (read by screen readers
 * always). The icon is a mask of the text colour drawn by listing-card.css (`card-{icon}`).
 */
function CardAction({
  href,
  label,
  icon,
  isExternal = false,
}: {
  href: string;
  label: string;
  icon: 'call' | 'mail' | 'directions';
  isExternal?: boolean;
}) {
  return (
    <a href={href} {...(isExternal ? NEW_TAB : {})} className={`card-secondary card-${icon}`}>
      <span>{label}</span>
    </a>
  );
}
