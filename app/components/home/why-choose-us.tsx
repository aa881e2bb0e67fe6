import type { ReactNode } from 'react';

import { formatNumber } from '../../../contract/format';

import type { HomeContent, Reason } from '../../i18n/en/content/home';
import { useI18n } from '../../i18n/i18n';
import { StrokeIcon } from '../stroke-icon';

/** The reasons in the order the page shows them. */
const REASON_ORDER: readonly Reason[] = ['noBrokers', 'everyKind', 'quickAnswers', 'local'];

const REASON_ICONS: Readonly<Record<Reason, ReactNode>> = {
  noBrokers: <path d="M5 12.5 9.5 17 19 7.5" />,
  everyKind: <path d="M4 11.5 12 5l8 6.5M6.5 10v9h11v-9M10.5 19v-4.5h3V19" />,
  quickAnswers: <path d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  local: (
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
  ),
};

/**
 * The figures the home page states (issue 33, item 8), each from its one source: the year founded
 * and the clients served are the site facts an owner keeps in Settings; the properties listed
 * are the catalogue's listings on show (the listing page's unfiltered total). Null: it could not
 * be read, and the page leaves that figure out.
 */
export interface HomeFigures {
  foundedYear: number | null;
  listingsOnShow: number | null;
  clientsServed: number | null;
}

/**
 * Four reasons to choose us (product.md section 1), and the figures (`.why`, `.stats`). The
 * reasons come with the page's data (content/home.ts), in its language.
 */
export function WhyChooseUs({
  reasons,
  figures,
}: {
  reasons: HomeContent['reasons'];
  figures: HomeFigures;
}) {
  const { language, m } = useI18n();
  const texts = m.home.why;
  // A year is not a count: no grouping ('2010', never '2,010').
  const stats = [
    {
      label: texts.stats.since,
      value: figures.foundedYear === null ? null : String(figures.foundedYear),
    },
    {
      label: texts.stats.listed,
      value:
        figures.listingsOnShow === null ? null : formatNumber(figures.listingsOnShow, language),
    },
    {
      label: texts.stats.clients,
      value: figures.clientsServed === null ? null : formatNumber(figures.clientsServed, language),
    },
    texts.stats.replies,
  ].filter((stat): stat is { label: string; value: string } => Boolean(stat.value));
  return (
    <>
      <section aria-labelledby="why-title" className="why">
        <div className="home-column">
          <div className="section-intro">
            <p className="eyebrow">{texts.eyebrow}</p>
            <h2 id="why-title" className="home-title">
              {texts.title}
            </h2>
          </div>
          <ul className="why-list">
            {REASON_ORDER.map((key) => (
              <li key={key}>
                <span>
                  <StrokeIcon strokeWidth={1.8}>{REASON_ICONS[key]}</StrokeIcon>
                </span>
                <h3>{reasons[key].title}</h3>
                <p>{reasons[key].body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-label={texts.atAGlance} className="stats">
        <dl>
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
