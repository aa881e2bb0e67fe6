import { formatNumber } from '../../../../contract/format';
import type { SiteFacts } from '../../../../contract/site-facts';
import type { FaqItem } from '../../../components/pages/faq-list';

export type AboutServiceId =
  'marketing' | 'management' | 'documents' | 'loans' | 'survey' | 'brokerFree';
export type AboutAwardId = 'platform' | 'trust' | 'management' | 'clients';

export interface AboutCard {
  title: string;
  body: string;
}

/**
 * The about page's longer texts, sent by its loader so they stay out of the catalogue every page
 * downloads (docs/decisions/014). The Malayalam file `satisfies` this type. The story's paragraphs
 * are rich texts: **bold** and [links](/path) (app/components/pages/rich-text.tsx).
 */
export interface AboutContent {
  story: readonly string[];
  services: Readonly<Record<AboutServiceId, AboutCard>>;
  awards: Readonly<Record<AboutAwardId, AboutCard>>;
  faq: readonly FaqItem[];
}

/**
 * The figures the about page states (issue 33, item 8), each from its one source: the site facts
 * an owner keeps in Settings, and the catalogue's listings on show (the listing page's total).
 * Null when it could not be read: the texts then say no figure.
 */
export interface AboutFigures {
  facts: SiteFacts | null;
  listingsOnShow: number | null;
}

export const aboutContent = ({ facts, listingsOnShow }: AboutFigures): AboutContent => ({
  story: [
    'We began with a simple idea: finding a home in Kerala should not mean paying a broker a percentage of the price. Owners and buyers should be able to meet, see honest details and agree a fair deal.',
    `Since then we have helped ${facts === null ? 'many' : formatNumber(facts.clients_served)} clients, from first flats in Kakkanad to family tharavads in Kannur and shops on busy market roads${listingsOnShow === null ? '' : `, and ${listingsOnShow === 1 ? '1 property is' : `${formatNumber(listingsOnShow)} properties are`} listed with us today`}. There are no brokers and no commission: **a minimal service fee is charged instead of commission**, agreed up front.`,
    'Our teams in Cochin and Kannur know each town, road and neighbourhood, and [we reply within 24 hours](/contact).',
  ],
  services: {
    marketing: {
      title: 'Property marketing',
      body: 'Professional photos, a clear description and a listing seen across Kerala and by Malayalis abroad, shared on WhatsApp the same day.',
    },
    management: {
      title: 'Property management',
      body: 'Tenants found and checked, rent collected, repairs handled and regular visits, so your home is looked after while you are away.',
    },
    documents: {
      title: 'Documentation support',
      body: 'Title deeds, encumbrance certificates, possession and tax receipts, sale agreements and registration, checked and prepared with you.',
    },
    loans: {
      title: 'Loan assistance',
      body: 'Home and plot loans compared across banks and housing finance companies, with help through the paperwork until sanction.',
    },
    survey: {
      title: 'Property survey',
      body: 'Land measured and boundaries marked by licensed surveyors, with the sketch matched against village and revenue records.',
    },
    brokerFree: {
      title: 'A broker-free platform',
      body: 'Buy, sell, rent or lease straight with owners and our team. No brokers and no commission: only a minimal, agreed service fee.',
    },
  },
  awards: {
    platform: {
      title: 'Best Broker-Free Property Platform',
      body: 'Kerala Real Estate Excellence Awards, 2023',
    },
    trust: {
      title: 'Customer Trust Award',
      body: 'For transparent pricing and service, Kochi Property Expo, 2022',
    },
    management: {
      title: 'Property Management Firm of the Year',
      body: 'Malabar Business Awards, 2021',
    },
    clients: {
      title:
        facts === null
          ? 'Clients in all 14 districts'
          : `${formatNumber(facts.clients_served)} clients served`,
      body: `Buyers, sellers, tenants and owners helped across all 14 districts${facts === null ? '' : ` since ${facts.founded_year}`}`,
    },
  },
  faq: [
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
  ],
});
