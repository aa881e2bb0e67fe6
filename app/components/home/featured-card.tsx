import { areaUnit, formatSquareFeet } from '../../../contract/format';
import { useI18n } from '../../i18n/i18n';
import { useLeadLinks } from '../../lib/lead-links';
import { Icon } from '../icons';
import { PropertyPicture } from '../property-picture';
import { ShortlistHeart } from '../saved-buttons';
import { SiteLink } from '../site-link';
import type { FeaturedListing } from './featured-listing';
import { NEW_TAB } from '../new-tab';
import { ConvertedPrice } from '../converted-price';

/** Card widths in the carousel: 1, 2, 3 and 4 to a view inside the 80rem container. */
const CARD_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw';

/**
 * One listing in the featured carousel: the card links to it, the WhatsApp button sits above.
 * Its looks are the `.fcard*` rules of app/styles/home.css.
 */
export function FeaturedCard({ listing }: { listing: FeaturedListing }) {
  const { language, m } = useI18n();
  const leads = useLeadLinks();
  const texts = m.home.card;
  const facts = [
    listing.bedrooms > 0 && texts.beds(listing.bedrooms),
    listing.bathrooms > 0 && texts.baths(listing.bathrooms),
    // Cents as stored, without digit grouping (what the English card has always shown).
    listing.cents !== null
      ? `${listing.cents} ${areaUnit('cents', language)}`
      : formatSquareFeet(listing.area, language),
  ].filter((fact): fact is string => typeof fact === 'string');

  return (
    <article className="fcard">
      <div className="fcard-media">
        {listing.image ? (
          <PropertyPicture image={listing.image} alt="" sizes={CARD_SIZES} isSmall />
        ) : (
          <div className="card-nophoto">{texts.noPhoto}</div>
        )}
        <div className="fcard-tags">
          {listing.typeName && <span>{m.site.propertyType(listing.typeName)}</span>}
          <span className={listing.isRent ? 'tag-rent' : 'tag-sale'}>
            {listing.isRent ? texts.forRent : texts.forSale}
          </span>
        </div>
        <ShortlistHeart id={listing.id} className="card-heart" />
      </div>

      <div className="fcard-body">
        <p className="fcard-price">
          {listing.price}
          <ConvertedPrice rupees={listing.rupees} />
        </p>
        {listing.isVerified && (
          // The listing cards' badge, under the price as there (its shield: listing-card.css).
          <p className="card-verified">{m.common.card.verified}</p>
        )}
        <h3 className="fcard-title" lang={listing.titleLang}>
          {/* The whole card is the link; the WhatsApp button below sits above it. */}
          <SiteLink to={`/property/${listing.id}`}>{listing.title}</SiteLink>
        </h3>
        <p className="fcard-place">{listing.place}</p>
        <p className="fcard-facts">{facts.join(' · ')}</p>
        <div className="fcard-foot">
          <a href={leads.listing('whatsapp', listing.id)} {...NEW_TAB} className="fcard-chat">
            <Icon name="whatsapp" />
            {texts.whatsApp}
            <span className="sr-only">{texts.whatsAppAbout(listing.title)}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
