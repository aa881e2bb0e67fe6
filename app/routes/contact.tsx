import type { ReactNode } from 'react';
import { data, Link } from 'react-router';

import { formatPhone } from '../../contract/format';
import { languageOfPath } from '../../contract/languages';
import { EmbedFrame } from '../components/embed-frame';
import { JsonLd } from '../components/json-ld';
import {
  primaryOnDarkClass,
  secondaryOnDarkClass,
  textLinkClass,
} from '../components/pages/button-styles';
import { CallToAction } from '../components/pages/call-to-action';
import { ContactForm } from '../components/pages/contact-form';
import { readContactForm, sendContactForm } from '../components/pages/contact-form-rules';
import { readPostedForm, redirectAfterSent } from '../lib/form-post';
import { FaqList } from '../components/pages/faq-list';
import { LineIcon } from '../components/pages/line-icon';
import { type ContactContent, contactContent as englishContent } from '../i18n/en/content/contact';
import { contactContent as malayalamContent } from '../i18n/ml/content/contact';
import { pageI18n, useI18n } from '../i18n/i18n';
import { describeBusiness, OFFICES } from '../lib/offices';
import { PageHero } from '../components/pages/page-hero';
import { SectionIntro } from '../components/pages/section-intro';
import { useHashScroll } from '../components/pages/use-hash-scroll';
import { pageMeta } from '../lib/seo';
import { useLeadLinks } from '../lib/lead-links';
import { findSiteInMatches, useRootData, useSiteInfo } from '../lib/site';
import type { Route } from './+types/contact';
import { NEW_TAB } from '../components/new-tab';

// The offices' texts and the FAQ in the page's language: loader data, so they are not in the
// catalogue every page downloads (docs/decisions/014).
export function loader({ request }: Route.LoaderArgs): { content: ContactContent } {
  const language = languageOfPath(new URL(request.url).pathname);
  return { content: language === 'ml' ? malayalamContent : englishContent };
}

/**
 * The form posted without the page's scripts, or before they ran (issue 33): the same checks and
 * the API's own way in (its rate limit, schema and service); the page comes back with the
 * thank-you or with the values and their errors (ContactForm reads them). Its answer is never
 * cached (server/ssr/ssr.plugin.ts marks every post `private, no-store`).
 */
/** The contact form's section: links and the page after a post land on it. */
const CONTACT_FORM_ID = 'contact-form';

export async function action({ request, context }: Route.ActionArgs) {
  const { values, website } = readContactForm(await readPostedForm(request));
  const result = await sendContactForm(values, website, context.enquiries);
  if (result.sent) return redirectAfterSent(request, CONTACT_FORM_ID);
  return data(result, { status: result.failure?.status ?? 400 });
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const { language, m } = pageI18n(matches);
  return pageMeta({
    site,
    language,
    title: m.pages.contact.title(site.name),
    description: m.pages.contact.description(site.name),
    path: '/contact',
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const site = useSiteInfo();
  const foundedYear = useRootData()?.foundedYear ?? null;
  const { language, m } = useI18n();
  const texts = m.pages.contact;
  const leads = useLeadLinks();
  useHashScroll();
  return (
    <>
      <JsonLd data={describeBusiness(site, m.site.footer.about, foundedYear)} />
      <PageHero eyebrow={texts.eyebrow} title={texts.heading} lead={texts.lead}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={`#${CONTACT_FORM_ID}`} className={primaryOnDarkClass}>
            {texts.sendMessage}
          </Link>
          {site.whatsapp && (
            <a href={leads.site('whatsapp')} {...NEW_TAB} className={secondaryOnDarkClass}>
              {texts.chatOnWhatsApp}
            </a>
          )}
        </div>
      </PageHero>

      <div className="bg-canvas">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-12 lg:px-8 lg:py-20">
          <section aria-labelledby="details-title">
            <SectionIntro
              id="details-title"
              eyebrow={texts.detailsEyebrow}
              title={texts.detailsTitle}
              lead={texts.detailsLead}
            />
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              {site.phone && (
                <DetailCard icon={<PhoneIcon />} label={texts.phone}>
                  <a href={leads.site('call')} className={textLinkClass}>
                    {formatPhone(site.phone)}
                  </a>
                </DetailCard>
              )}
              {site.email && (
                <DetailCard icon={<path d="M4 6h16v12H4zM4 7l8 6 8-6" />} label={texts.email}>
                  <a href={leads.site('mail')} className={`${textLinkClass} break-words`}>
                    {site.email}
                  </a>
                </DetailCard>
              )}
              {site.whatsapp && (
                <DetailCard icon={<ChatIcon />} label={texts.whatsapp}>
                  <a href={leads.site('whatsapp')} {...NEW_TAB} className={textLinkClass}>
                    {texts.chatWithUs}
                    <span className="sr-only">{texts.onWhatsApp}</span>
                  </a>
                </DetailCard>
              )}
              <DetailCard
                icon={<path d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />}
                label={texts.officeHours}
              >
                <dl className="space-y-1">
                  {texts.hours.map((slot) => (
                    <div key={slot.days} className="flex gap-3">
                      {/* Malayalam day names are wider than the English abbreviations. */}
                      <dt className={`${language === 'en' ? 'w-16' : 'w-24'} text-ink-600`}>
                        {slot.days}
                      </dt>
                      <dd>{slot.time}</dd>
                    </div>
                  ))}
                </dl>
              </DetailCard>
              <DetailCard icon={<path d="M5 12.5 9.5 17 19 7.5" />} label={texts.responseTime}>
                <p>{texts.replyWithin}</p>
                <p className="text-ink-600">{texts.urgent}</p>
              </DetailCard>
            </ul>
          </section>

          <section
            id={CONTACT_FORM_ID}
            aria-labelledby="contact-form-title"
            tabIndex={-1}
            className="scroll-mt-24 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm focus:outline-none sm:p-8 lg:p-10"
          >
            <h2
              id="contact-form-title"
              className="font-display text-2xl font-semibold tracking-tight text-ink-950 sm:text-3xl"
            >
              {texts.formTitle}
            </h2>
            <p className="mt-2 mb-8 text-sm leading-relaxed text-ink-600 sm:text-base">
              {texts.formLead}
            </p>
            <ContactForm />
          </section>
        </div>
      </div>

      <section aria-labelledby="offices-title" className="border-t border-ink-100 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionIntro
            id="offices-title"
            eyebrow={texts.officesEyebrow}
            title={texts.officesTitle}
            lead={texts.officesLead}
          />
          <ul className="mt-12 grid gap-8 md:grid-cols-2">
            {OFFICES.map((office) => {
              const shown = content.offices[office.id];
              return (
                <li
                  key={office.id}
                  className="overflow-hidden rounded-2xl border border-ink-100 bg-canvas shadow-xs"
                >
                  <EmbedFrame
                    src={office.mapSrc}
                    title={texts.mapOf(shown.city)}
                    buttonLabel={texts.showMap}
                  />
                  <div className="p-6">
                    <h3 className="font-display text-xl font-semibold text-ink-950">
                      {texts.office(shown.city)}
                    </h3>
                    <address className="mt-3 text-sm leading-relaxed text-ink-700 not-italic">
                      {shown.address.map((line) => (
                        <span key={line} className="block">
                          {line}
                        </span>
                      ))}
                    </address>
                    <p className="mt-3 text-sm text-ink-600">{shown.note}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <FaqList items={content.faq} />

      <CallToAction
        title={texts.ctaTitle}
        body={texts.ctaBody}
        primary={{ label: texts.browse, to: '/property-listing' }}
        secondary={{ label: texts.sendMessage, to: '#contact-form' }}
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
