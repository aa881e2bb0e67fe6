import { data } from 'react-router';

import type { Banner } from '../../contract/banners';
import type { SiteFacts } from '../../contract/site-facts';
import { type Language, languageOfPath } from '../../contract/languages';
import { defaultListingSearch } from '../../contract/listing-search';
import { ClosingCta } from '../components/home/closing-cta';
import { FeaturedCarousel } from '../components/home/featured-carousel';
import { type FeaturedListing, toFeaturedListing } from '../components/home/featured-listing';
import { Hero } from '../components/home/hero';
import { IconSprite } from '../components/icons';
import { imagePreload, mainImageUrl, toPictureSource } from '../components/property-picture';
import { OfferBanner } from '../components/home/offer-banner';
import { RecentlyViewed } from '../components/recently-viewed';
import { SearchPanel } from '../components/home/search-panel';
import { Testimonials } from '../components/home/testimonials';
import { type HomeFigures, WhyChooseUs } from '../components/home/why-choose-us';
import { SiteLink } from '../components/site-link';
import { common as enCommon } from '../i18n/en/common';
import { type HomeContent, homeContent as enContent } from '../i18n/en/content/home';
import { pageI18n, useI18n } from '../i18n/i18n';
import type { Messages } from '../i18n/messages';
import { common as mlCommon } from '../i18n/ml/common';
import { homeContent as mlContent } from '../i18n/ml/content/home';
import { readPart, UNAVAILABLE } from '../lib/load-failure';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches, useRootData } from '../lib/site';
import type { Route } from './+types/home';

/** product.md section 9: the carousel shows the latest 8 listings. */
const FEATURED_COUNT = 8;

/**
 * What the loader writes in each language: the cards' prices ('/month') and the page's longer
 * prose (with the year founded in it). Only the loader uses them, so they stay out of the
 * browser's bundle.
 */
const LOADER_TEXTS: Readonly<
  Record<Language, { m: Pick<Messages, 'common'>; content: (year: number | null) => HomeContent }>
> = {
  en: { m: { common: enCommon }, content: enContent },
  ml: { m: { common: mlCommon }, content: mlContent },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue, log } = context;
  const language = languageOfPath(new URL(request.url).pathname);
  const { m, content } = LOADER_TEXTS[language];
  const none: Banner[] = [];
  // Each read may fail on its own; the page then shows its fallback for that part (product.md
  // section 8). The property types of the search panel come with the root's data (the header's
  // menu).
  // The figures (issue 33, item 8): the site facts an owner keeps in Settings, and the listings on
  // show, which is the featured read's `total`: the listing page's own unfiltered total.
  const [heroRead, offerRead, latestRead, factsRead] = await Promise.all([
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
    readPart<SiteFacts | null>(log, 'site facts', () => catalogue.readSiteFacts(), null),
  ]);
  const [heroBanners, offerBanners, latest] = [heroRead.value, offerRead.value, latestRead.value];
  const facts = factsRead.value;
  const figures: HomeFigures = {
    foundedYear: facts?.founded_year ?? null,
    listingsOnShow: latest?.total ?? null,
    clientsServed: facts?.clients_served ?? null,
  };
  const hero = heroBanners[0];
  const offer = offerBanners[0];
  const featured: FeaturedListing[] | null = latest
    ? latest.data.map((property) => toFeaturedListing(property, { language, m }))
    : null;
  const body = {
    hero: hero ? toPictureSource(hero) : null,
    offer: offer ? toPictureSource(offer) : null,
    featured,
    figures,
    content: content(figures.foundedYear),
  };
  const hasFailed = heroRead.failed || offerRead.failed || latestRead.failed || factsRead.failed;
  return hasFailed ? data(body, UNAVAILABLE) : body;
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const { language, m } = pageI18n(matches);
  const hero = loaderData?.hero;
  // /user shows the same page, so both point search engines at / (in the page's language).
  const tags = pageMeta({
    site,
    language,
    title: m.home.meta.title(site.name),
    description: m.home.meta.description,
    path: '/',
    image: hero ? mainImageUrl(hero) : undefined,
  });
  if (!hero) return tags;
  return [...tags, imagePreload(hero, '100vw')];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, offer, featured, figures, content } = loaderData;
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
      <WhyChooseUs reasons={content.reasons} figures={figures} />
      <Testimonials testimonials={content.testimonials} />
      {/* Appears after hydration, when there is a list: low on the page, so it moves nothing
          the visitor is reading (recently-viewed.tsx). */}
      <RecentlyViewed />
      <ClosingCta />
    </>
  );
}

/** When there is nothing to put in the carousel, say so and point at the listing page. */
function FeaturedFallback({ hasFailed }: { hasFailed: boolean }) {
  const texts = useI18n().m.home.featured;
  return (
    <section aria-labelledby="featured-title" className="featured-fallback">
      <div className="home-column">
        <h2 id="featured-title">{texts.title}</h2>
        <p>{hasFailed ? texts.failed : texts.empty}</p>
        <SiteLink to="/property-listing">{texts.viewAll}</SiteLink>
      </div>
    </section>
  );
}
