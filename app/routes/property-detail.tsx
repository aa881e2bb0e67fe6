import { type Language, languageOfPath } from '../../contract/languages';
import { formatCalendarDate } from '../../contract/calendar-date';
import { PREVIEW_PARAM } from '../../contract/listing-preview';
import { previewContent as englishPreview } from '../i18n/en/content/preview';
import { previewContent as malayalamPreview } from '../i18n/ml/content/preview';
import { useEffect, useRef, useState } from 'react';
import { data, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from 'react-router';
import { readEnquiryForm, sendEnquiryForm } from '../components/detail/enquiry-checks';
import { readPostedForm, redirectAfterSent } from '../lib/form-post';
import { ENQUIRY_SECTION_ID } from '../components/detail/enquiry-section';
import { common as englishCommon } from '../i18n/en/common';
import { detail as englishDetail } from '../i18n/en/detail';
import { common as malayalamCommon } from '../i18n/ml/common';
import { detail as malayalamDetail } from '../i18n/ml/detail';
import { readPart, UNAVAILABLE } from '../lib/load-failure';

import { formatPrice, keralaDate } from '../../contract/format';
import { defaultListingSearch, writeListingSearch } from '../../contract/listing-search';
import type { Property } from '../../contract/properties';
import { formatPricePerUnit } from '../../contract/price-per-unit';
import { pathWithoutLanguage } from '../../contract/languages';
import { type DetailListing, toDetailListing } from '../components/detail/detail-listing';
import { ContactBar } from '../components/detail/contact-bar';
import { ContactCard, preloadEnquiryForm } from '../components/detail/contact-card';
import { ListingTrust } from '../components/detail/listing-trust';
import { SimilarListings } from '../components/detail/similar-listings';
import { compactCard, packCard, toCardListing, unpackCard } from '../components/property-card';
import { toViewedListing, type ViewedListing } from '../lib/recently-viewed';
import { DetailTabs } from '../components/detail/detail-tabs';
import { LoanCalculator } from '../components/detail/loan-calculator';
import { Gallery } from '../components/detail/gallery';
import {
  buildBreadcrumbJsonLd,
  buildListingJsonLd,
  buildListingMeta,
  listingUrl,
} from '../components/detail/listing-seo';
import { JsonLd } from '../components/json-ld';
import { IconSprite } from '../components/icons';
import { listingShareCardPath } from '../components/detail/listing-share-card';
import { pageI18n, useI18n } from '../i18n/i18n';
import { listingPricePerUnit } from '../lib/price-per-unit';
import { placeOf, priceLabel } from '../lib/property-links';
import { findSiteInMatches, useSiteInfo } from '../lib/site';
import type { Route } from './+types/property-detail';
import { SiteLink } from '../components/site-link';
import { ShortlistHeart } from '../components/saved-buttons';
import { ConvertedPrice } from '../components/converted-price';

const NO_LISTING = {
  property: null,
  preview: null,
  viewed: null,
  similar: null,
  shareCard: null,
} as const;

/**
 * A page opened through a preview link (contract/listing-preview.ts) is for its link's holders
 * only: never kept by a browser or a cache, never indexed, and its URL (the token) never sent on
 * as a Referer.
 */
const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { catalogue, log } = context;
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const url = new URL(request.url);
  const previewToken = url.searchParams.get(PREVIEW_PARAM);
  const headers = previewToken === null ? undefined : PREVIEW_HEADERS;
  if (id === 0) return data(NO_LISTING, { status: 404, headers });
  // Both at once: the similar listings come from the search index, the listing from its store.
  const [, listingRead, similarRead] = await Promise.all([
    // The enquiry form's code, which the page renders but the browser loads later (contact-card.tsx).
    preloadEnquiryForm().then(() => null),
    readPart(
      log,
      `listing ${id}`,
      async () =>
        previewToken === null
          ? { property: await catalogue.findProperty(id), expiresAt: null }
          : catalogue.findPreview(id, previewToken),
      null,
    ),
    readPart(log, `listings like ${id}`, () => catalogue.listSimilar(id), []),
  ]);
  // The root's error page then says the listings cannot be reached for now.
  if (listingRead.failed) throw data(null, { ...UNAVAILABLE, headers });
  const property = listingRead.value?.property;
  if (!property) return data(NO_LISTING, { status: 404, headers });
  const language = languageOfPath(url.pathname);
  // What the page shows of the listing, with its photos as keys (detail-listing.ts).
  const listing = toDetailListing(property, language, context.site.name);
  const expiresAt = listingRead.value?.expiresAt;
  const body = {
    property: listing,
    // What a preview link's holder is told of it (null on the public page).
    preview: expiresAt ? previewNotice(property.status, expiresAt, language) : null,
    // Its link previews' picture (listing-share-card.ts), versioned by what it shows.
    shareCard: listingShareCardPath(listing, language, context.site.name),
    // What the browser keeps of it for the home and listing pages' recently viewed strip (not a
    // preview: a draft's link there would lead nowhere).
    viewed: expiresAt ? null : toViewedListing(property, listing.images[0]),
    similar:
      similarRead.value.length > 0
        ? {
            cards: similarRead.value.map((like) =>
              packCard(compactCard(toCardListing(like, language))),
            ),
            seeAllSearch: similarSearchOf(property),
          }
        : null,
  };
  // Without its similar listings the page still shows the listing; 503 keeps caches from
  // holding the page without them (design.md section 5).
  return data(body, similarRead.failed ? { ...UNAVAILABLE, headers } : { headers });
}

const ENQUIRY_TEXTS = {
  en: { common: englishCommon, detail: englishDetail },
  ml: { common: malayalamCommon, detail: malayalamDetail },
} as const;

/**
 * The listing's enquiry form posted without the page's scripts, or before they ran (issue 33):
 * the same checks in the page's language and the API's own way in (its rate limit, schema and
 * service); the page comes back with the thank-you or the values and their errors in the card's
 * form (contact-card.tsx). Its answer is never cached (server/ssr/ssr.plugin.ts).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const { fields, website } = readEnquiryForm(await readPostedForm(request));
  const language = languageOfPath(new URL(request.url).pathname);
  const texts = ENQUIRY_TEXTS[language];
  const property = id === 0 ? null : await context.catalogue.findProperty(id);
  const title = property ? toDetailListing(property, language, context.site.name).title : '';
  const result = await sendEnquiryForm(
    fields,
    website,
    // An unknown listing is the service's to refuse (listingNotFound), as for the API.
    { listingId: id, subject: texts.common.enquirySubject(title) },
    texts.detail.enquiry.errors,
    context.enquiries,
  );
  if (result.sent) return redirectAfterSent(request, ENQUIRY_SECTION_ID);
  return data(result, { status: 400 });
}

/**
 * The same listing again (the same path and query, no form posted) keeps its data: the full-screen
 * photo viewer adds a history entry (`#photo`) so that Back closes it, and going back from it to
 * the page without a hash would otherwise load the listing again (React Router reloads when a hash
 * goes away). The tabs' hashes, too. Any other address, or a post, loads as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    formMethod === undefined &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search === nextUrl.search
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

const PREVIEW_CONTENT = { en: englishPreview, ml: malayalamPreview } as const;

/** The preview banner's texts, in the page's language. */
function previewNotice(status: Property['status'], expiresAt: string, language: Language) {
  const texts = PREVIEW_CONTENT[language];
  const until = formatCalendarDate(keralaDate(new Date(expiresAt)), language);
  return {
    label: texts.label,
    text: status === 'draft' ? texts.draft(until) : texts.listed(until),
  };
}

/**
 * The listing page's search for more like it: the same purpose and type in its district (the
 * similar listings are the nearest of those within 30% of its price; the page shows them all).
 */
function similarSearchOf(property: Property): string {
  return writeListingSearch(
    {
      ...defaultListingSearch('listing-page'),
      purpose: property.property_for,
      category: property.property_type_details?.name,
      location: property.location.district,
    },
    'listing-page',
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const i18n = pageI18n(matches);
  const property = loaderData?.property;
  const shareCard = loaderData?.shareCard;
  if (!property || !shareCard) {
    return [
      { title: i18n.m.detail.notFound.title(site.name) },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const tags = buildListingMeta(site, property, i18n, shareCard);
  return loaderData.preview ? [...tags, { name: 'robots', content: 'noindex, nofollow' }] : tags;
}

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { property, preview, viewed, similar } = loaderData;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another listing is on its way (a link or the back button): cover this one meanwhile.
  const isLoadingAnother =
    navigation.state === 'loading' &&
    pathWithoutLanguage(navigation.location.pathname).startsWith('/property/') &&
    navigation.location.pathname !== pathname;

  return (
    <div className="relative" aria-busy={isLoadingAnother}>
      {property ? (
        // A fresh view per listing: the gallery and tabs start over on another one.
        <PropertyView
          key={property.id}
          property={property}
          preview={preview}
          viewed={viewed}
          similar={similar}
        />
      ) : (
        <PropertyNotFound />
      )}
      {isLoadingAnother && <LoadingCover />}
    </div>
  );
}

function LoadingCover() {
  const { m } = useI18n();
  return (
    <div className="detail-cover">
      <div role="status">
        <span aria-hidden="true" />
        {m.detail.loading}
      </div>
    </div>
  );
}

function PropertyNotFound() {
  const texts = useI18n().m.detail.notFound;
  return (
    <section aria-labelledby="property-not-found" className="detail-missing">
      <h1 id="property-not-found">{texts.heading}</h1>
      <p>{texts.text}</p>
      <SiteLink to="/property-listing">{texts.back}</SiteLink>
    </section>
  );
}

function Breadcrumb({ title, lang }: { title: string; lang: 'en' | undefined }) {
  const texts = useI18n().m.detail.breadcrumb;
  return (
    <nav aria-label={texts.label} className="breadcrumb">
      <ol>
        <li>
          <SiteLink to="/">{texts.home}</SiteLink>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <SiteLink to="/property-listing">{texts.properties}</SiteLink>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" lang={lang}>
          {title}
        </li>
      </ol>
    </nav>
  );
}

/** The similar listings as the page's data carries them (see the loader). */
interface SimilarData {
  cards: Parameters<typeof unpackCard>[0][];
  seeAllSearch: string;
}

function PropertyView({
  property,
  preview,
  viewed,
  similar,
}: {
  property: DetailListing;
  preview: { label: string; text: string } | null;
  viewed: Omit<ViewedListing, 'viewedAt'> | null;
  similar: SimilarData | null;
}) {
  // Kept in this browser for the home and listing pages (app/lib/recently-viewed.ts).
  // The store is fetched after the page is up: nothing on the page waits for it.
  useEffect(() => {
    if (viewed)
      void import('../lib/recently-viewed').then(({ recordViewed }) => recordViewed(viewed));
  }, [viewed]);
  const site = useSiteInfo();
  const i18n = useI18n();
  const { language, m } = i18n;
  const isRent = property.property_for === 'rent';
  const perUnit = listingPricePerUnit(property);
  const url = listingUrl(site, property, i18n);
  // The enquiry dialog, opened from the contact card or from the phone's contact bar.
  const [isEnquiryOpen, setEnquiryOpen] = useState(false);
  const contactRef = useRef<HTMLElement>(null);

  return (
    <div className="detail">
      <JsonLd
        data={[
          buildListingJsonLd(site, property, i18n),
          buildBreadcrumbJsonLd(site, property, i18n),
        ]}
      />
      {/* The WhatsApp mark of the contact card and the share link, drawn once. */}
      <IconSprite names={['whatsapp']} />
      {preview && (
        <p role="note" className="detail-preview">
          <strong>{preview.label}</strong> {preview.text}
        </p>
      )}
      <Breadcrumb title={property.title} lang={property.titleLang} />

      <header className="detail-head">
        <div className="min-w-0">
          <div className="detail-tags">
            {property.property_type_details && (
              <span className="tag-type">
                {m.site.propertyType(property.property_type_details.name)}
              </span>
            )}
            <span className={isRent ? 'tag-rent' : 'tag-sale'}>
              {isRent ? m.detail.head.forRent : m.detail.head.forSale}
            </span>
          </div>
          <h1 lang={property.titleLang}>{property.title}</h1>
          {/* Its pin is the stylesheet's (detail.css): bytes of the page's script spared. */}
          <p className="detail-place">{placeOf(property)}</p>
        </div>
        <ShortlistHeart id={property.id} className="detail-heart" />
        <p className="detail-price">
          <span className="sr-only">{m.detail.head.price}</span>
          {formatPrice(property.price, language)}
          {isRent && <span className="per-month">{m.common.perMonth}</span>}
          <ConvertedPrice rupees={property.price} withNote />
          {perUnit && (
            <span className="detail-per-unit">{formatPricePerUnit(perUnit, language)}</span>
          )}
        </p>
      </header>
      {/* The latest cut and the chart of prices, written by the loader (price-history.ts). */}
      {property.priceHistory && (
        <div
          className="price-history"
          dangerouslySetInnerHTML={{ __html: property.priceHistory }}
        />
      )}
      <ListingTrust trust={property.trust} />

      <div className="detail-grid">
        <Gallery
          property={property}
          shareUrl={url}
          shareText={`${property.title} · ${priceLabel(property, i18n)}`}
        />
        <aside ref={contactRef} aria-label={m.detail.contact.label} className="detail-aside">
          <ContactCard
            property={property}
            isEnquiryOpen={isEnquiryOpen}
            setEnquiryOpen={setEnquiryOpen}
          />
        </aside>
        <DetailTabs property={property} mapTiles={site.mapTiles} />
        {!isRent && <LoanCalculator price={property.price} />}
      </div>

      {similar && (
        <SimilarListings
          listings={similar.cards.map(unpackCard)}
          seeAllSearch={similar.seeAllSearch}
        />
      )}
      <ContactBar id={property.id} card={contactRef} onEnquire={() => setEnquiryOpen(true)} />
    </div>
  );
}
