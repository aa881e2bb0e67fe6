import { SiteLink } from '../components/site-link';

import type { Banner } from '../../contract/banners';
import { ClosingCta } from '../components/home/closing-cta';
import { FeaturedCarousel } from '../components/home/featured-carousel';
import { type FeaturedListing, toFeaturedListing } from '../components/home/featured-listing';
import { Hero } from '../components/home/hero';
import { imagePreload } from '../components/property-picture';
import { OfferBanner } from '../components/home/offer-banner';
import { SearchPanel } from '../components/home/search-panel';
import { Testimonials } from '../components/home/testimonials';
import { WhyChooseUs } from '../components/home/why-choose-us';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches } from '../lib/site';
import type { Route } from './+types/home';

/** SPEC section 9: the carousel shows the latest 8 listings. */
const FEATURED_COUNT = 8;

/** Each read may fail on its own; the page then shows its fallback for that part (SPEC 8). */
async function settle<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch {
    return fallback;
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue, site } = context;
  const none: Banner[] = [];
  const [heroBanners, offerBanners, types, latest] = await Promise.all([
    settle(catalogue.listBanners('hero'), none),
    settle(catalogue.listBanners('offer'), none),
    settle(catalogue.listPropertyTypes(), []),
    settle(
      catalogue.listProperties({
        sort: 'newest',
        page_size: String(FEATURED_COUNT),
        page: '1',
        type: 'all',
      }),
      null,
    ),
  ]);
  const featured: FeaturedListing[] | null = latest
    ? latest.data.map((property) => toFeaturedListing(property, site.publicUrl))
    : null;
  return {
    hero: heroBanners[0] ?? null,
    offer: offerBanners[0] ?? null,
    propertyTypes: types.map((type) => type.name),
    featured,
  };
}

const DESCRIPTION =
  'Buy or rent homes, apartments, villas, shops, offices and land across Kerala, direct from owners and our team. No brokers, no commission.';

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const hero = loaderData?.hero;
  // /user shows the same page, so both point search engines at /.
  const tags = pageMeta({
    site,
    title: `${site.name} | Property in Kerala to buy or rent`,
    description: DESCRIPTION,
    path: '/',
    image: hero?.image,
  });
  if (!hero) return tags;
  return [...tags, imagePreload(hero, '100vw')];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, offer, propertyTypes, featured } = loaderData;
  return (
    <>
      <Hero banner={hero} />
      {/* Pulled up over the hero's foot; positioned, so it paints above the hero. */}
      <div className="relative mx-auto -mt-20 max-w-7xl px-4 sm:px-6 md:-mt-24 lg:px-8">
        <SearchPanel propertyTypes={propertyTypes} />
      </div>
      <OfferBanner banner={offer} />
      {featured && featured.length > 0 ? (
        <FeaturedCarousel listings={featured} />
      ) : (
        <FeaturedFallback hasFailed={featured === null} />
      )}
      <WhyChooseUs />
      <Testimonials />
      <ClosingCta />
    </>
  );
}

/** When there is nothing to put in the carousel, say so and point at the listing page. */
function FeaturedFallback({ hasFailed }: { hasFailed: boolean }) {
  return (
    <section aria-labelledby="featured-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="featured-title" className="font-display text-3xl font-semibold text-ink-950">
          Featured properties
        </h2>
        <p className="mt-3 text-ink-600">
          {hasFailed
            ? 'We could not load the latest listings just now.'
            : 'New listings are on their way.'}
        </p>
        <SiteLink
          to="/property-listing"
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full border border-ink-200 px-6 py-3 text-sm font-semibold text-ink-900 hover:border-brand-300 hover:bg-brand-50"
        >
          View all new projects
        </SiteLink>
      </div>
    </section>
  );
}
