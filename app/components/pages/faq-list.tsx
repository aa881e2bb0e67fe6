import { LANGUAGE_TAGS } from '../../../contract/languages';
import { useI18n } from '../../i18n/i18n';
import { JsonLd } from '../json-ld';
import { SectionIntro } from './section-intro';
import { StrokeIcon } from '../stroke-icon';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Frequently asked questions as native `<details>`: keyboard and screen-reader support come from
 * the browser, and the answers are in the page for search engines even when closed. The items
 * come in the page's language (its loader's content).
 */
export function FaqList({ items, lead }: { items: readonly FaqItem[]; lead?: string }) {
  const { language, m } = useI18n();
  return (
    <section aria-labelledby="faq-title" className="bg-white">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: LANGUAGE_TAGS[language],
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        }}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16 lg:px-8">
        <SectionIntro
          id="faq-title"
          eyebrow={m.pages.faq.eyebrow}
          title={m.pages.faq.title}
          {...(lead ? { lead } : {})}
        />
        <div className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white shadow-xs">
          {items.map((item) => (
            <details key={item.question} className="group px-5 sm:px-6">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-ink-950 [&::-webkit-details-marker]:hidden">
                {item.question}
                <StrokeIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45">
                  <path d="M12 5v14M5 12h14" />
                </StrokeIcon>
              </summary>
              <p className="pb-5 text-sm leading-relaxed text-ink-600 sm:text-base">
                {item.answer}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
