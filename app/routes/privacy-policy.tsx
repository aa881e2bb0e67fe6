import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { textLinkClass } from '../components/pages/button-styles';
import { PrivacyText, proseClass, TermsText } from '../components/pages/legal-text';
import { PageHero } from '../components/pages/page-hero';
import { SectionTabs } from '../components/pages/section-tabs';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches, useSiteInfo } from '../lib/site';
import type { Route } from './+types/privacy-policy';

const TITLE = 'Privacy Policy & Terms of Service';

/** '23 November 2026', in India's time zone, where the business and most visitors are. */
const UPDATED_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

// product.md section 2: the shown date is always today's. Computed on the server and handed to the
// page, so the server's HTML and the hydrated page agree.
export function loader() {
  return { updated: UPDATED_FORMAT.format(new Date()) };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  return pageMeta({
    site,
    title: `${TITLE} | ${site.name}`,
    description: `How ${site.name} handles your personal data, and the terms of our broker-free property services in Kerala, including our service fee.`,
    path: '/privacy-policy',
  });
}

const TABS = [
  { id: 'privacy-policy', label: 'Privacy Policy' },
  { id: 'terms-of-service', label: 'Terms of Service' },
] as const;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const site = useSiteInfo();
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={TITLE}
        lead={
          <>
            <p>What we do with your data, and the terms of our services.</p>
            <p className="mt-3 text-base text-sand-200">Last updated: {loaderData.updated}</p>
          </>
        }
      />
      <div className="bg-canvas">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-16 lg:px-8 lg:py-16">
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <SectionTabs tabs={TABS} label="Policy sections" />
            <p className="mt-6 hidden text-sm leading-relaxed text-ink-600 lg:block">
              Questions?{' '}
              <Link to="/contact" className={textLinkClass}>
                Contact us
              </Link>{' '}
              or read{' '}
              <Link to="/about" className={textLinkClass}>
                about us
              </Link>
              .
            </p>
          </aside>
          <div className="min-w-0 space-y-10">
            <LegalSection id={TABS[0].id} title="Privacy Policy">
              <PrivacyText site={site} />
            </LegalSection>
            <LegalSection id={TABS[1].id} title="Terms of Service">
              <TermsText site={site} />
            </LegalSection>
          </div>
        </div>
      </div>
    </>
  );
}

function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-3xl border border-ink-100 bg-white p-6 shadow-xs focus:outline-none sm:p-10"
    >
      <h2
        id={`${id}-title`}
        className="font-display text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl"
      >
        {title}
      </h2>
      <div className={proseClass}>{children}</div>
    </section>
  );
}
