import type { ReactNode } from 'react';
import { data, Link } from 'react-router';

import { formatNumber } from '../../contract/format';
import { languageOfPath } from '../../contract/languages';
import { defaultListingSearch } from '../../contract/listing-search';
import type { SiteFacts } from '../../contract/site-facts';
import { primaryOnDarkClass, secondaryOnDarkClass } from '../components/pages/button-styles';
import { CallToAction } from '../components/pages/call-to-action';
import { FaqList } from '../components/pages/faq-list';
import { LineIcon } from '../components/pages/line-icon';
import { PageHero } from '../components/pages/page-hero';
import { RichText } from '../components/pages/rich-text';
import { SectionIntro } from '../components/pages/section-intro';
import { useHashScroll } from '../components/pages/use-hash-scroll';
import {
  type AboutAwardId,
  type AboutCard,
  type AboutFigures,
  type AboutServiceId,
  aboutContent as englishContent,
} from '../i18n/en/content/about';
import { aboutContent as malayalamContent } from '../i18n/ml/content/about';
import { pageI18n, useI18n } from '../i18n/i18n';
import { readPart, UNAVAILABLE } from '../lib/load-failure';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches, useSiteInfo } from '../lib/site';
import type { Route } from './+types/about';

// The story, the services, the awards and the FAQ in the page's language: loader data, so they
// are not in the catalogue every page downloads (docs/decisions/014). Their figures (issue 33,
// item 8): the site facts an owner keeps in Settings, and the listings on show, read as the
// listing page reads its unfiltered total.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue, log } = context;
  const language = languageOfPath(new URL(request.url).pathname);
  const [factsRead, listingsRead] = await Promise.all([
    readPart<SiteFacts | null>(log, 'site facts', () => catalogue.readSiteFacts(), null),
    readPart<number | null>(
      log,
      'listings on show',
      async () =>
        (await catalogue.listSummaries({ ...defaultListingSearch('listing-page'), pageSize: 1 }))
          .total,
      null,
    ),
  ]);
  const figures: AboutFigures = { facts: factsRead.value, listingsOnShow: listingsRead.value };
  const body = {
    figures,
    content: (language === 'ml' ? malayalamContent : englishContent)(figures),
  };
  return factsRead.failed || listingsRead.failed ? data(body, UNAVAILABLE) : body;
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const { language, m } = pageI18n(matches);
  return pageMeta({
    site,
    language,
    title: m.pages.about.title(site.name),
    description: m.pages.about.description(
      site.name,
      loaderData?.figures.facts?.founded_year ?? null,
    ),
    path: '/about',
  });
}

/** The services, in the order shown, with their icons; their texts are the page's content. */
const SERVICES: readonly CardIcon<AboutServiceId>[] = [
  {
    id: 'marketing',
    icon: <path d="M4 10v4h3l5 4V6L7 10H4Zm12-1a4 4 0 0 1 0 6m2-9a8 8 0 0 1 0 12" />,
  },
  { id: 'management', icon: <path d="M4 11.5 12 5l8 6.5M6.5 10v9h11v-9M10.5 19v-4.5h3V19" /> },
  { id: 'documents', icon: <path d="M7 3h7l4 4v14H7V3Zm7 0v4h4M10 12h5M10 16h5" /> },
  { id: 'loans', icon: <path d="M4 10 12 5l8 5M5 10v8m4-8v8m6-8v8m4-8v8M3 20h18" /> },
  { id: 'survey', icon: <path d="M4 20 20 4M7 17l2 2m1-5 2 2m1-5 2 2m1-5 2 2" /> },
  {
    id: 'brokerFree',
    icon: <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4" />,
  },
];

/** The awards, in the order shown, with their icons. */
const AWARDS: readonly CardIcon<AboutAwardId>[] = [
  {
    id: 'platform',
    icon: (
      <path d="M8 21h8m-4-4v4m-5-17h10v5a5 5 0 0 1-10 0V4ZM7 6H4a3 3 0 0 0 3 4m10-4h3a3 3 0 0 1-3 4" />
    ),
  },
  {
    id: 'trust',
    icon: <path d="m12 4 2.4 5 5.6.8-4 3.9.9 5.5L12 16.6l-4.9 2.6.9-5.5-4-3.9 5.6-.8L12 4Z" />,
  },
  {
    id: 'management',
    icon: <path d="M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-3.5-1L7 21l5-2.5 5 2.5-1.5-7" />,
  },
  {
    id: 'clients',
    icon: (
      <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m17 0v-1a4 4 0 0 0-3-3.9M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6-6a3 3 0 0 1 0 6" />
    ),
  },
];

interface CardIcon<Id extends string> {
  id: Id;
  icon: ReactNode;
}

interface Card extends AboutCard {
  icon: ReactNode;
}

/** The cards of one list: their texts from the page's content, their icons from here. */
function cardsOf<Id extends string>(
  icons: readonly CardIcon<Id>[],
  texts: Readonly<Record<Id, AboutCard>>,
): Card[] {
  return icons.map(({ id, icon }) => ({ ...texts[id], icon }));
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { content, figures } = loaderData;
  const { facts, listingsOnShow } = figures;
  const site = useSiteInfo();
  const { language, m, path } = useI18n();
  const texts = m.pages.about;
  useHashScroll();
  const year = facts?.founded_year ?? null;
  const clients = facts === null ? null : formatNumber(facts.clients_served, language);
  // Each figure from its one source; one that could not be read is left out.
  const stats = [
    { value: year === null ? null : String(year), label: texts.stats.since },
    {
      value: listingsOnShow === null ? null : formatNumber(listingsOnShow, language),
      label: texts.stats.listed,
    },
    { value: clients, label: texts.stats.clients },
  ].filter((stat): stat is { value: string; label: string } => stat.value !== null);
  return (
    <>
      <PageHero eyebrow={texts.eyebrow} title={texts.heading} lead={texts.lead(site.name, year)}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link to={path('/property-listing')} className={primaryOnDarkClass}>
            {texts.browse}
          </Link>
          <Link to={path('/contact')} className={secondaryOnDarkClass}>
            {texts.contact}
          </Link>
          <Link
            to="#services"
            className="inline-flex min-h-11 items-center justify-center rounded-full px-4 text-base font-semibold text-sand-200 underline-offset-4 hover:underline"
          >
            {texts.ourServices}
          </Link>
        </div>
      </PageHero>

      <section aria-labelledby="story-title" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
          <div>
            <SectionIntro
              id="story-title"
              eyebrow={texts.storyEyebrow}
              title={texts.storyTitle(year)}
            />
            <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-700">
              {content.story.map((paragraph) => (
                <p key={paragraph}>
                  <RichText text={paragraph} strongClassName="font-semibold text-ink-950" />
                </p>
              ))}
            </div>
          </div>
          {/* A figure and its words side by side on phones, where three in a row do not fit. */}
          <dl className="grid content-center gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-1 xl:grid-cols-3">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-row-reverse items-baseline justify-end gap-3 rounded-2xl border border-ink-100 bg-canvas p-4 shadow-xs sm:flex-col-reverse sm:items-stretch sm:gap-0 sm:p-6"
              >
                <dt className="text-sm text-ink-600 sm:mt-1">{stat.label}</dt>
                <dd className="font-display text-3xl font-semibold text-brand-700 sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section
        id="services"
        tabIndex={-1}
        aria-labelledby="services-title"
        className="scroll-mt-20 bg-canvas focus:outline-none"
      >
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionIntro
            id="services-title"
            eyebrow={texts.servicesEyebrow}
            title={texts.servicesTitle}
            lead={texts.servicesLead}
          />
          <CardGrid
            cards={cardsOf(SERVICES, content.services)}
            columns="sm:grid-cols-2 lg:grid-cols-3"
          />
        </div>
      </section>

      <section aria-labelledby="awards-title" className="border-t border-ink-100 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionIntro
            id="awards-title"
            eyebrow={texts.awardsEyebrow}
            title={texts.awardsTitle}
            lead={texts.awardsLead(clients)}
          />
          <CardGrid
            cards={cardsOf(AWARDS, content.awards)}
            columns="sm:grid-cols-2 lg:grid-cols-4"
            tone="sand"
          />
        </div>
      </section>

      <FaqList items={content.faq} />

      <CallToAction
        title={texts.ctaTitle}
        body={texts.ctaBody}
        primary={{ label: texts.browse, to: '/property-listing' }}
        secondary={{ label: texts.contact, to: '/contact' }}
      />
    </>
  );
}

function CardGrid({
  cards,
  columns,
  tone = 'brand',
}: {
  cards: Card[];
  columns: string;
  tone?: 'brand' | 'sand';
}) {
  return (
    <ul className={`mt-12 grid gap-6 ${columns}`}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="rounded-2xl border border-ink-100 bg-white p-6 shadow-xs transition-shadow hover:shadow-md motion-reduce:transition-none"
        >
          <LineIcon tone={tone}>{card.icon}</LineIcon>
          <h3 className="mt-5 text-lg font-semibold text-ink-950">{card.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-600">{card.body}</p>
        </li>
      ))}
    </ul>
  );
}
