import { data } from 'react-router';
import { SiteLink } from '../components/site-link';

import type { Banner } from '../../contract/banners';
import { defaultListingSearch } from '../../contract/listing-search';
import { ClosingCta } from '../components/home/closing-cta';
import { FeaturedCarousel } from '../components/home/featured-carousel';
import { type FeaturedListing, toFeaturedListing } from '../components/home/featured-listing';
import { Hero } from '../components/home/hero';
import { IconSprite } from '../components/icons';
import { imagePreload, mainImageUrl, toPictureSource } from '../components/property-picture';
import { OfferBanner } from '../components/home/offer-banner';
import { SearchPanel } from '../components/home/search-panel';
import { Testimonials } from '../components/home/testimonials';
import { WhyChooseUs } from '../components/home/why-choose-us';
import { readPart, UNAVAILABLE } from '../lib/load-failure';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches, useRootData } from '../lib/site';
import type { Route } from './+types/home';

/** product.md section 9: the carousel shows the latest 8 listings. */
const FEATURED_COUNT = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue, log } = context;
  const none: Banner[] = [];
  // Each read may fail on its own; the page then shows its fallback for that part (product.md
  // section 8). The property types of the search panel come with the root's data (the header's
  // menu).
  const [heroRead, offerRead, latestRead] = await Promise.all([
    readPart(log, 'hero banners', () => catalogue.listBanners('hero'), none),
    readPart(log, 'offer banners', () => catalogue.listBanners('offer'), none),
    readPart(
      log,
      'featured listings',
      () =>
        catalogue.listSummaries({
          ...defaultListingSearch('listing-page'),
          pageSize: FEATURED_COUNT,
        }),
      null,
    ),
  ]);
  const [heroBanners, offerBanners, latest] = [heroRead.value, offerRead.value, latestRead.value];
  const hero = heroBanners[0];
  const offer = offerBanners[0];
  const featured: FeaturedListing[] | null = latest ? latest.data.map(toFeaturedListing) : null;
  const body = {
    hero: hero ? toPictureSource(hero) : null,
    offer: offer ? toPictureSource(offer) : null,
    featured,
  };
  const hasFailed = heroRead.failed || offerRead.failed || latestRead.failed;
  return hasFailed ? data(body, UNAVAILABLE) : body;
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
    image: hero ? mainImageUrl(hero) : undefined,
  });
  if (!hero) return tags;
  return [...tags, imagePreload(hero, '100vw')];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, offer, featured } = loaderData;
  const propertyTypes = useRootData()?.propertyTypes ?? [];
  return (
    <>
      <Hero banner={hero} />
      {/* Pulled up over the hero's foot; positioned, so it paints above the hero. */}
      <div className="search-lift">
        <SearchPanel propertyTypes={propertyTypes} />
      </div>
      <OfferBanner banner={offer} />
      {featured && featured.length > 0 ? (
        <>
          <IconSprite names={['whatsapp']} />
          <FeaturedCarousel listings={featured} />
        </>
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
    <section aria-labelledby="featured-title" className="featured-fallback">
      <div className="home-column">
        <h2 id="featured-title">Featured properties</h2>
        <p>
          {hasFailed
            ? 'We could not load the latest listings just now.'
            : 'New listings are on their way.'}
        </p>
        <SiteLink to="/property-listing">View all new projects</SiteLink>
      </div>
    </section>
  );
}
