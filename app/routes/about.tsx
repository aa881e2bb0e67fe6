import type { ReactNode } from 'react';
import { Link } from 'react-router';

import {
  primaryOnDarkClass,
  secondaryOnDarkClass,
  textLinkClass,
} from '../components/pages/button-styles';
import { CallToAction } from '../components/pages/call-to-action';
import { type FaqItem, FaqList } from '../components/pages/faq-list';
import { LineIcon } from '../components/pages/line-icon';
import { PageHero } from '../components/pages/page-hero';
import { SectionIntro } from '../components/pages/section-intro';
import { useHashScroll } from '../components/pages/use-hash-scroll';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches, useSiteInfo } from '../lib/site';
import type { Route } from './+types/about';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  return pageMeta({
    site,
    title: `About Us and Our Services | ${site.name}`,
    description: `Since 2010 ${site.name} has helped people across Kerala buy, sell, rent and lease property without brokers or commission: marketing, management, documents, loans and surveys.`,
    path: '/about',
  });
}

const STATS = [
  { value: '2010', label: 'Serving Kerala since' },
  { value: '300+', label: 'Properties listed' },
  { value: '400+', label: 'Happy clients' },
];

interface Card {
  title: string;
  body: string;
  icon: ReactNode;
}

const SERVICES: Card[] = [
  {
    title: 'Property marketing',
    body: 'Professional photos, a clear description and a listing seen across Kerala and by Malayalis abroad, shared on WhatsApp the same day.',
    icon: <path d="M4 10v4h3l5 4V6L7 10H4Zm12-1a4 4 0 0 1 0 6m2-9a8 8 0 0 1 0 12" />,
  },
  {
    title: 'Property management',
    body: 'Tenants found and checked, rent collected, repairs handled and regular visits, so your home is looked after while you are away.',
    icon: <path d="M4 11.5 12 5l8 6.5M6.5 10v9h11v-9M10.5 19v-4.5h3V19" />,
  },
  {
    title: 'Documentation support',
    body: 'Title deeds, encumbrance certificates, possession and tax receipts, sale agreements and registration, checked and prepared with you.',
    icon: <path d="M7 3h7l4 4v14H7V3Zm7 0v4h4M10 12h5M10 16h5" />,
  },
  {
    title: 'Loan assistance',
    body: 'Home and plot loans compared across banks and housing finance companies, with help through the paperwork until sanction.',
    icon: <path d="M4 10 12 5l8 5M5 10v8m4-8v8m6-8v8m4-8v8M3 20h18" />,
  },
  {
    title: 'Property survey',
    body: 'Land measured and boundaries marked by licensed surveyors, with the sketch matched against village and revenue records.',
    icon: <path d="M4 20 20 4M7 17l2 2m1-5 2 2m1-5 2 2m1-5 2 2" />,
  },
  {
    title: 'A broker-free platform',
    body: 'Buy, sell, rent or lease straight with owners and our team. No brokers and no commission: only a minimal, agreed service fee.',
    icon: <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4" />,
  },
];

const AWARDS: Card[] = [
  {
    title: 'Best Broker-Free Property Platform',
    body: 'Kerala Real Estate Excellence Awards, 2023',
    icon: (
      <path d="M8 21h8m-4-4v4m-5-17h10v5a5 5 0 0 1-10 0V4ZM7 6H4a3 3 0 0 0 3 4m10-4h3a3 3 0 0 1-3 4" />
    ),
  },
  {
    title: 'Customer Trust Award',
    body: 'For transparent pricing and service, Kochi Property Expo, 2022',
    icon: <path d="m12 4 2.4 5 5.6.8-4 3.9.9 5.5L12 16.6l-4.9 2.6.9-5.5-4-3.9 5.6-.8L12 4Z" />,
  },
  {
    title: 'Property Management Firm of the Year',
    body: 'Malabar Business Awards, 2021',
    icon: <path d="M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-3.5-1L7 21l5-2.5 5 2.5-1.5-7" />,
  },
  {
    title: '1000+ clients served',
    body: 'Buyers, sellers, tenants and owners helped across all 14 districts since 2010',
    icon: (
      <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m17 0v-1a4 4 0 0 0-3-3.9M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6-6a3 3 0 0 1 0 6" />
    ),
  },
];

const FAQ: FaqItem[] = [
  {
    question: 'If you take no commission, how do you earn?',
    answer:
      'A minimal service fee is charged instead of commission. It is a fixed amount agreed in writing before we start, whatever the price of the property, and it is paid in advance.',
  },
  {
    question: 'What is the difference between Direct Owner and Management Property?',
    answer:
      'Direct Owner listings are posted by the owners themselves and you deal with them directly. Management Properties are handled by our team end to end, from visits to documents.',
  },
  {
    question: 'Which parts of Kerala do you cover?',
    answer:
      'All 14 districts, from Thiruvananthapuram to Kasaragod, from our offices in Cochin and Kannur and a network of local surveyors, lawyers and partner banks.',
  },
  {
    question: 'Can you help if I live outside Kerala or abroad?',
    answer:
      'Yes. Many of our clients work in the Gulf or elsewhere in India. We share video walk-throughs, handle the paperwork with a power of attorney where needed and manage the property after the deal.',
  },
];

export default function About() {
  const site = useSiteInfo();
  useHashScroll();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Kerala property, without the brokers"
        lead={`Since 2010, ${site.name} has helped families and businesses buy, sell, rent and lease property across Kerala: honestly, directly and without commission.`}
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link to="/property-listing" className={primaryOnDarkClass}>
            Browse Properties
          </Link>
          <Link to="/contact" className={secondaryOnDarkClass}>
            Contact Us
          </Link>
          <Link
            to="#services"
            className="inline-flex min-h-11 items-center justify-center rounded-full px-4 text-base font-semibold text-sand-200 underline-offset-4 hover:underline"
          >
            Our services
          </Link>
        </div>
      </PageHero>

      <section aria-labelledby="story-title" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
          <div>
            <SectionIntro id="story-title" eyebrow="Our story" title="Started in Kochi in 2010" />
            <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-700">
              <p>
                We began with a simple idea: finding a home in Kerala should not mean paying a
                broker a percentage of the price. Owners and buyers should be able to meet, see
                honest details and agree a fair deal.
              </p>
              <p>
                Since then we have listed 300+ properties and helped 400+ clients, from first flats
                in Kakkanad to family tharavads in Kannur and shops on busy market roads. There are
                no brokers and no commission:{' '}
                <strong className="font-semibold text-ink-950">
                  a minimal service fee is charged instead of commission
                </strong>
                , agreed up front.
              </p>
              <p>
                Our teams in Cochin and Kannur know each town, road and neighbourhood, and{' '}
                <Link to="/contact" className={textLinkClass}>
                  we reply within 24 hours
                </Link>
                .
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-3 content-center gap-3 sm:gap-4 lg:grid-cols-1 xl:grid-cols-3">
            {STATS.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse justify-end rounded-2xl border border-ink-100 bg-canvas p-4 shadow-xs sm:p-6"
              >
                <dt className="mt-1 text-sm text-ink-600">{stat.label}</dt>
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
            eyebrow="What we do"
            title="Services We Offer"
            lead="Everything between the first visit and the keys in your hand, under one roof."
          />
          <CardGrid cards={SERVICES} columns="sm:grid-cols-2 lg:grid-cols-3" />
        </div>
      </section>

      <section aria-labelledby="awards-title" className="border-t border-ink-100 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionIntro
            id="awards-title"
            eyebrow="Recognition"
            title="Awards & Recognition"
            lead="Trusted by 1000+ clients, and recognised for fair, transparent service."
          />
          <CardGrid cards={AWARDS} columns="sm:grid-cols-2 lg:grid-cols-4" tone="sand" />
        </div>
      </section>

      <FaqList items={FAQ} />

      <CallToAction
        title="Let us help you find your place"
        body="Browse our listings or tell us what you need. No brokers, no commission, and a reply within 24 hours."
        primary={{ label: 'Browse Properties', to: '/property-listing' }}
        secondary={{ label: 'Contact Us', to: '/contact' }}
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
