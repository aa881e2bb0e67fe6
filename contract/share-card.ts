import { formatPrice, toTitleCase } from './format';
import type { Language } from './languages';
import type { Property } from './properties';

/**
 * A listing's share card (issue 14, item 7; docs/decisions/015-share-cards.md): the 1200×630
 * JPEG that WhatsApp, Facebook and X show for a listing's link. The server draws it
 * (server/modules/share-cards); the detail page names it in its Open Graph tags. Both read what
 * the card says from here, so the version in the page's URL and the key the server caches the
 * card under change together, and only when the card would look different.
 */

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
export const SHARE_CARD_TYPE = 'image/jpeg';

/** Raised when the card's drawing changes, so every card gets a new version and is redrawn. */
const CARD_DESIGN = 1;

/** The card's path; Malayalam pages ask for `?lang=ml` (see shareCardUrl). */
export function shareCardPath(id: number): string {
  return `/share/property/${id}.jpg`;
}

/** The words the card adds to the listing's own, in each language. */
const CARD_WORDS: Readonly<Record<Language, { perMonth: string; sold: string; rented: string }>> = {
  en: { perMonth: '/month', sold: 'Sold', rented: 'Rented' },
  ml: { perMonth: '/മാസം', sold: 'വിറ്റുപോയി', rented: 'വാടകയ്ക്ക് പോയി' },
};

/**
 * The listing's fields a card shows, already in the card's language (listing-language.ts): the
 * detail page's listing is, and the server picks the words with the same functions.
 */
export interface ShareCardListing {
  id: number;
  title: string;
  price: number;
  property_for: Property['property_for'];
  status: Property['status'];
  location: { city: string; district: string };
  /** The cover photo's main file under /media, or null. */
  cover: string | null;
}

/** Everything a card shows, as text: what it is drawn from and what its version is made of. */
export interface ShareCardContent {
  language: Language;
  siteName: string;
  title: string;
  /** '₹1.85 Cr', '₹28,000/month': as the site writes prices (contract/format.ts). */
  price: string;
  /** 'Kochi, Ernakulam': the town and its district, once when they share a name. */
  place: string;
  /** 'Sold' or 'Rented' for a closed listing, else null. */
  badge: string | null;
  /** The cover photo's URL under /media, or null: then the card is drawn without a photo. */
  cover: string | null;
}

export function shareCardContent(
  listing: ShareCardListing,
  language: Language,
  siteName: string,
): ShareCardContent {
  const words = CARD_WORDS[language];
  const town = toTitleCase(listing.location.city);
  const district = toTitleCase(listing.location.district);
  const perMonth = listing.property_for === 'rent' ? words.perMonth : '';
  return {
    language,
    siteName,
    title: listing.title.trim().replace(/\s+/g, ' '),
    price: `${formatPrice(listing.price, language)}${perMonth}`,
    place: town === district ? town : `${town}, ${district}`,
    badge:
      listing.status === 'sold' ? words.sold : listing.status === 'rented' ? words.rented : null,
    cover: listing.cover,
  };
}

/**
 * A short fingerprint of what the card shows (cyrb53, base 36): the `v` of its URL and the key it
 * is cached under. Not a security measure, only a change detector.
 */
export function shareCardVersion(content: ShareCardContent): string {
  const text = JSON.stringify([
    CARD_DESIGN,
    content.language,
    content.siteName,
    content.title,
    content.price,
    content.place,
    content.badge,
    content.cover,
  ]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The card's URL relative to the site, with its version: a changed listing gets a new URL, which
 * WhatsApp and Facebook fetch afresh instead of showing the card they kept.
 */
export function shareCardUrl(
  listing: ShareCardListing,
  language: Language,
  siteName: string,
): string {
  const version = shareCardVersion(shareCardContent(listing, language, siteName));
  const lang = language === 'en' ? '' : `lang=${language}&`;
  return `${shareCardPath(listing.id)}?${lang}v=${version}`;
}
