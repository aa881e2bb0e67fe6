import { SiteLink } from '../site-link';

import type { Banner } from '../../../contract/banners';
import { PropertyPicture } from '../property-picture';

/**
 * The exclusive offer (SPEC section 2): the first offer banner, or a drawn stand-in when there is
 * none, above the offer's words and its two buttons. The picture is below the fold: lazy.
 */
export function OfferBanner({ banner }: { banner: Banner | null }) {
  return (
    <section aria-labelledby="offer-title" className="bg-canvas">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="surface-dark overflow-hidden rounded-3xl bg-brand-900 text-white shadow-xl shadow-brand-950/10">
          {/* Shown whole, at its own proportions: an offer banner often carries its own words. */}
          {banner ? (
            <PropertyPicture
              image={banner}
              alt=""
              sizes="(min-width: 1280px) 1216px, 100vw"
              className="block h-auto w-full bg-brand-800"
            />
          ) : (
            <OfferBackdrop />
          )}
          <div className="flex flex-col gap-8 p-8 sm:p-10 lg:flex-row lg:items-end lg:justify-between lg:p-12">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold tracking-[0.18em] text-sand-200 uppercase">
                Exclusive offer
              </p>
              <h2
                id="offer-title"
                className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
              >
                Zero brokerage on every home you find here
              </h2>
              <p className="mt-4 text-base leading-relaxed text-ink-100">
                Deal directly with owners and our own team. A small service fee when you close,
                never a commission, and help with papers, loans and surveys along the way.
              </p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <SiteLink
                to="/property-listing"
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-sand-300 px-6 py-3 text-sm font-semibold text-ink-950 transition-colors hover:bg-sand-200"
              >
                See the properties
              </SiteLink>
              <SiteLink
                to="/contact"
                className="inline-flex min-h-11 items-center justify-center rounded-full border border-white/40 px-6 py-3 text-sm font-semibold text-white transition-colors hover:border-white/70 hover:bg-white/10"
              >
                Ask about the offer
              </SiteLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A key over a roofline on sand and green: a quiet picture with nothing to download. */
function OfferBackdrop() {
  return (
    <svg
      className="block aspect-[8/3] w-full"
      viewBox="0 0 800 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="offer-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#216a58" />
          <stop offset="1" stopColor="#0a201c" />
        </linearGradient>
      </defs>
      <rect width="800" height="300" fill="url(#offer-sky)" />
      <circle cx="620" cy="70" r="150" fill="#dfc493" opacity="0.12" />
      <circle cx="620" cy="70" r="90" fill="#dfc493" opacity="0.14" />
      {/* A Kerala roof: steep gables, deep eaves. */}
      <g fill="none" stroke="#ebdcbd" strokeWidth="6" strokeLinejoin="round" opacity="0.85">
        <path d="M250 210 400 105l150 105" />
        <path d="M220 228 400 96l180 132" opacity="0.5" />
        <path d="M300 210v70h200v-70" />
        <path d="M375 280v-45h50v45" />
      </g>
      {/* The key. */}
      <g fill="none" stroke="#dfc493" strokeWidth="8" strokeLinecap="round">
        <circle cx="610" cy="175" r="26" />
        <path d="M636 175h80m-22 0v22m-22-22v16" />
      </g>
      <g stroke="#afdacb" strokeLinecap="round" opacity="0.2" strokeWidth="2">
        <path d="M40 250h120M70 270h160M560 265h180" />
      </g>
    </svg>
  );
}
