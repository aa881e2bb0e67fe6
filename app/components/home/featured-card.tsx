import { PropertyPicture } from '../property-picture';
import type { FeaturedListing } from './featured-listing';
import { SiteLink } from '../site-link';

/** Card widths in the carousel: 1, 2, 3 and 4 to a view inside the 80rem container. */
const CARD_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw';

/** One listing in the featured carousel: the card links to it, the WhatsApp button sits above. */
export function FeaturedCard({ listing }: { listing: FeaturedListing }) {
  const facts = [
    listing.bedrooms > 0 && `${listing.bedrooms} ${listing.bedrooms === 1 ? 'Bed' : 'Beds'}`,
    listing.bathrooms > 0 && `${listing.bathrooms} ${listing.bathrooms === 1 ? 'Bath' : 'Baths'}`,
    listing.cents !== null
      ? `${listing.cents} cents`
      : `${listing.area.toLocaleString('en-IN')} sq.ft`,
  ].filter((fact): fact is string => typeof fact === 'string');

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xs transition-shadow hover:shadow-lg">
      <div className="relative aspect-[4/3] overflow-hidden bg-ink-100">
        {listing.image ? (
          <PropertyPicture
            image={listing.image}
            alt=""
            sizes={CARD_SIZES}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-ink-500">
            No photo yet
          </div>
        )}
        <div className="absolute inset-x-3 top-3 flex flex-wrap justify-between gap-2">
          {listing.typeName && (
            <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-ink-900 shadow-sm">
              {listing.typeName}
            </span>
          )}
          <span
            className={`ml-auto rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${
              listing.isRent ? 'bg-sand-300 text-ink-950' : 'bg-brand-700 text-white'
            }`}
          >
            {listing.isRent ? 'For Rent' : 'For Sale'}
          </span>
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <p className="font-display text-xl font-semibold text-brand-800">{listing.price}</p>
        <h3 className="mt-1.5 line-clamp-2 text-base leading-snug font-semibold text-ink-950">
          {/* The whole card is the link; the WhatsApp button below sits above it. */}
          <SiteLink
            to={`/property/${listing.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-600"
          >
            {listing.title}
          </SiteLink>
        </h3>
        <p className="mt-1 truncate text-sm text-ink-600">{listing.place}</p>
        <p className="mt-3 text-sm text-ink-700">{facts.join(' · ')}</p>
        <div className="mt-auto pt-4">
          <a
            href={listing.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="relative z-10 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-50"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.4a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.7-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.1-.3-.2-.6-.3Z"
              />
            </svg>
            WhatsApp
            <span className="sr-only"> about {listing.title} (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
