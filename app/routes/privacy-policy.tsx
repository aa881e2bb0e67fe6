import { type ReactNode, useMemo } from 'react';

import { type Language, languageOfPath } from '../../contract/languages';
import { LegalText, proseClass } from '../components/pages/legal-text';
import { PageHero } from '../components/pages/page-hero';
import { RichText } from '../components/pages/rich-text';
import { SectionTabs } from '../components/pages/section-tabs';
import { type PrivacyContent, privacyContent as englishContent } from '../i18n/en/content/privacy';
import { privacyContent as malayalamContent } from '../i18n/ml/content/privacy';
import { pageI18n, useI18n } from '../i18n/i18n';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches } from '../lib/site';
import type { Route } from './+types/privacy-policy';

/**
 * '23 November 2026' / '2026 നവംബർ 23', in India's time zone, where the business and most
 * visitors are.
 */
const UPDATED_FORMATS: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
  ml: new Intl.DateTimeFormat('ml-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
};

// product.md section 2: the shown date is always today's. Computed on the server and handed to the
// page, so the server's HTML and the hydrated page agree. The policies, in the page's language,
// are loader data too: they are not in the catalogue every page downloads (docs/decisions/014).
export function loader({ request }: Route.LoaderArgs): {
  updated: string;
  content: PrivacyContent;
} {
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    updated: UPDATED_FORMATS[language].format(new Date()),
    content: language === 'ml' ? malayalamContent : englishContent,
  };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const { language, m } = pageI18n(matches);
  return pageMeta({
    site,
    language,
    title: m.pages.privacy.title(site.name),
    description: m.pages.privacy.description(site.name),
    path: '/privacy-policy',
  });
}

const PRIVACY_ID = 'privacy-policy';
const TERMS_ID = 'terms-of-service';

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { updated, content } = loaderData;
  const texts = useI18n().m.pages.privacy;
  // Kept between renders: the tabs watch their sections for as long as the list is the same.
  const tabs = useMemo(
    () => [
      { id: PRIVACY_ID, label: texts.privacyPolicy },
      { id: TERMS_ID, label: texts.termsOfService },
    ],
    [texts],
  );
  return (
    <>
      <PageHero
        eyebrow={texts.eyebrow}
        title={texts.heading}
        lead={
          <>
            <p>{texts.lead}</p>
            <p className="mt-3 text-base text-sand-200">{texts.lastUpdated(updated)}</p>
          </>
        }
      />
      <div className="bg-canvas">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-16 lg:px-8 lg:py-16">
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <SectionTabs tabs={tabs} label={texts.sections} />
            <p className="mt-6 hidden text-sm leading-relaxed text-ink-600 lg:block">
              <RichText text={texts.questions} />
            </p>
          </aside>
          <div className="min-w-0 space-y-10">
            <LegalSection id={PRIVACY_ID} title={texts.privacyPolicy}>
              <LegalText blocks={content.privacy} />
            </LegalSection>
            <LegalSection id={TERMS_ID} title={texts.termsOfService}>
              <LegalText blocks={content.terms} />
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
