import { SiteLink } from '../site-link';

/** The page's last word (SPEC section 2): Browse Properties and Contact Us. */
export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-canvas">
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="surface-dark relative isolate overflow-hidden rounded-3xl bg-brand-800 px-6 py-14 text-center text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-sand-300/15"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-28 -left-16 -z-10 size-80 rounded-full bg-brand-500/25"
          />
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            Ready to find your place in Kerala?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-brand-50 sm:text-lg">
            Browse every listing, or tell us what you need and we will reply within 24 hours.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <SiteLink
              to="/property-listing"
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-sand-300 px-7 py-3.5 text-base font-semibold text-ink-950 shadow-lg shadow-black/20 transition-colors hover:bg-sand-200"
            >
              Browse Properties
            </SiteLink>
            <SiteLink
              to="/contact"
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-white/40 bg-white/5 px-7 py-3.5 text-base font-semibold text-white transition-colors hover:border-white/70 hover:bg-white/10"
            >
              Contact Us
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
