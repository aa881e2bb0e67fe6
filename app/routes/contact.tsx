import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatPhone } from '../../contract/format';
import { EmbedFrame } from '../components/embed-frame';
import { JsonLd } from '../components/json-ld';
import {
  primaryOnDarkClass,
  secondaryOnDarkClass,
  textLinkClass,
} from '../components/pages/button-styles';
import { CallToAction } from '../components/pages/call-to-action';
import { ContactForm } from '../components/pages/contact-form';
import { type FaqItem, FaqList } from '../components/pages/faq-list';
import { LineIcon } from '../components/pages/line-icon';
import { describeBusiness, OFFICES } from '../lib/offices';
import { PageHero } from '../components/pages/page-hero';
import { SectionIntro } from '../components/pages/section-intro';
import { useHashScroll } from '../components/pages/use-hash-scroll';
import { pageMeta } from '../lib/seo';
import { buildTelHref, buildWhatsAppUrl, findSiteInMatches, useSiteInfo } from '../lib/site';
import type { Route } from './+types/contact';
import { NEW_TAB } from '../components/new-tab';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  return pageMeta({
    site,
    title: `Contact Us | ${site.name}`,
    description: `Call, WhatsApp or write to ${site.name} about buying, selling or renting property in Kerala. Offices in Cochin and Kannur; we reply within 24 hours.`,
    path: '/contact',
  });
}

const FAQ: FaqItem[] = [
  {
    question: 'How quickly will you reply to my enquiry?',
    answer:
      'We reply within 24 hours, usually the same working day. For urgent enquiries, such as a visit you need to arrange today, call or WhatsApp us: someone answers 24/7.',
  },
  {
    question: 'Do you charge a brokerage or commission?',
    answer:
      'No. We never take a commission on a sale or a rent. A minimal service fee is charged instead, agreed in writing before we start and paid in advance.',
  },
  {
    question: 'Can I list my own property with you?',
    answer:
      'Yes. Send us a message or chat with us on WhatsApp with the location, type and a few photos. We visit, check the documents and publish the listing, marked as Direct Owner or as a Management Property.',
  },
  {
    question: 'Can I visit a property before deciding?',
    answer:
      'Of course. Tell us which listing and when suits you, and we arrange a site visit with the owner or our team, on weekdays or at the weekend during office hours.',
  },
];

const HOURS = [
  { days: 'Mon-Fri', time: '9AM-7PM' },
  { days: 'Sat-Sun', time: '10AM-5PM' },
];

export default function Contact() {
  const site = useSiteInfo();
  useHashScroll();
  return (
    <>
      <JsonLd data={describeBusiness(site)} />
      <PageHero
        eyebrow="Contact us"
        title="Talk to people who know Kerala property"
        lead="Buying, selling, renting or just exploring? Write, call or chat with us. We reply within 24 hours, and 24/7 for urgent enquiries."
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="#contact-form" className={primaryOnDarkClass}>
            Send a message
          </Link>
          {site.whatsapp && (
            <a href={buildWhatsAppUrl(site.whatsapp)} {...NEW_TAB} className={secondaryOnDarkClass}>
              Chat on WhatsApp
            </a>
          )}
        </div>
      </PageHero>

      <div className="bg-canvas">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-12 lg:px-8 lg:py-20">
          <section aria-labelledby="details-title">
            <SectionIntro
              id="details-title"
              eyebrow="Contact details"
              title="Reach us your way"
              lead="Phone, e-mail or WhatsApp: whatever is easiest for you."
            />
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              {site.phone && (
                <DetailCard icon={<PhoneIcon />} label="Phone">
                  <a href={buildTelHref(site.phone)} className={textLinkClass}>
                    {formatPhone(site.phone)}
                  </a>
                </DetailCard>
              )}
              {site.email && (
                <DetailCard icon={<path d="M4 6h16v12H4zM4 7l8 6 8-6" />} label="E-mail">
                  <a href={`mailto:${site.email}`} className={`${textLinkClass} break-words`}>
                    {site.email}
                  </a>
                </DetailCard>
              )}
              {site.whatsapp && (
                <DetailCard icon={<ChatIcon />} label="WhatsApp">
                  <a href={buildWhatsAppUrl(site.whatsapp)} {...NEW_TAB} className={textLinkClass}>
                    Chat with us<span className="sr-only"> on WhatsApp</span>
                  </a>
                </DetailCard>
              )}
              <DetailCard
                icon={<path d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />}
                label="Office hours"
              >
                <dl className="space-y-1">
                  {HOURS.map((slot) => (
                    <div key={slot.days} className="flex gap-3">
                      <dt className="w-16 text-ink-600">{slot.days}</dt>
                      <dd>{slot.time}</dd>
                    </div>
                  ))}
                </dl>
              </DetailCard>
              <DetailCard icon={<path d="M5 12.5 9.5 17 19 7.5" />} label="Response time">
                <p>We reply within 24 hours</p>
                <p className="text-ink-600">24/7 for urgent enquiries</p>
              </DetailCard>
            </ul>
          </section>

          <section
            id="contact-form"
            aria-labelledby="contact-form-title"
            tabIndex={-1}
            className="scroll-mt-24 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm focus:outline-none sm:p-8 lg:p-10"
          >
            <h2
              id="contact-form-title"
              className="font-display text-2xl font-semibold tracking-tight text-ink-950 sm:text-3xl"
            >
              Send us a message
            </h2>
            <p className="mt-2 mb-8 text-sm leading-relaxed text-ink-600 sm:text-base">
              Tell us what you are looking for and we will get back to you with options.
            </p>
            <ContactForm />
          </section>
        </div>
      </div>

      <section aria-labelledby="offices-title" className="border-t border-ink-100 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionIntro
            id="offices-title"
            eyebrow="Our offices"
            title="Visit us in Cochin or Kannur"
            lead="Walk in during office hours, or book a time and we will have the listings you want ready."
          />
          <ul className="mt-12 grid gap-8 md:grid-cols-2">
            {OFFICES.map((office) => (
              <li
                key={office.city}
                className="overflow-hidden rounded-2xl border border-ink-100 bg-canvas shadow-xs"
              >
                <EmbedFrame
                  src={office.mapSrc}
                  title={`Map of our ${office.city} office`}
                  buttonLabel="Show map"
                />
                <div className="p-6">
                  <h3 className="font-display text-xl font-semibold text-ink-950">
                    {office.city} office
                  </h3>
                  <address className="mt-3 text-sm leading-relaxed text-ink-700 not-italic">
                    {office.address.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                  <p className="mt-3 text-sm text-ink-600">{office.note}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FaqList items={FAQ} />

      <CallToAction
        title="Ready to find your next property?"
        body="Browse homes, apartments, villas, shops and land across Kerala, or tell us what you need and we will find it for you."
        primary={{ label: 'Browse Properties', to: '/property-listing' }}
        secondary={{ label: 'Send a message', to: '#contact-form' }}
      />
    </>
  );
}

function DetailCard({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs">
      <LineIcon>{icon}</LineIcon>
      <div className="min-w-0 text-sm text-ink-900">
        <h3 className="mb-1 text-sm font-semibold text-ink-950">{label}</h3>
        {children}
      </div>
    </li>
  );
}

function PhoneIcon() {
  return (
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />
  );
}

function ChatIcon() {
  return <path d="M4 19.5 5.3 16A8 8 0 1 1 8 18.7L4 19.5ZM9 10.5h.01M12 10.5h.01M15 10.5h.01" />;
}
