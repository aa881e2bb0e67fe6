import { useEffect, useState } from 'react';

import { useI18n } from '../../i18n/i18n';
import type { ListingView } from '../../lib/listing-search';
import { SiteLink } from '../site-link';

/** product.md section 9: the loading flag after a filter change lasts at least 800 ms. */
const LOADING_FLAG_MS = 800;

/** True while `isLoading`, and for at least 800 ms from when it began, so the cue is seen. */
export function useLoadingFlag(isLoading: boolean): boolean {
  const [isHolding, setHolding] = useState(false);
  const [wasLoading, setWasLoading] = useState(isLoading);
  // A load that begins starts the hold (state adjusted while rendering, not in an effect).
  if (wasLoading !== isLoading) {
    setWasLoading(isLoading);
    if (isLoading) setHolding(true);
  }
  useEffect(() => {
    if (!isHolding) return;
    const timer = window.setTimeout(() => setHolding(false), LOADING_FLAG_MS);
    return () => window.clearTimeout(timer);
  }, [isHolding]);
  return isLoading || isHolding;
}

/**
 * No results: what matched nothing, the one filter whose removal finds homes (as a link to the
 * search without it, issue 33, item 3) when there is one, then the general tips and Reset.
 */
export function EmptyState({
  resetHref,
  nothingFor,
  loosen,
}: {
  resetHref: string;
  /** The active filters' labels, joined ('' with none). */
  nothingFor: string;
  loosen?: { label: string; count: number; search: string } | undefined;
}) {
  const texts = useI18n().m.listing.empty;
  return (
    <div className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-10 text-center sm:py-14">
      <h3 className="font-display text-2xl font-semibold text-ink-950">{texts.heading}</h3>
      {nothingFor && (
        <p className="mx-auto mt-3 max-w-md text-ink-700">{texts.nothingFor(nothingFor)}</p>
      )}
      {loosen && (
        <SiteLink
          to={`/property-listing${loosen.search}`}
          preventScrollReset
          className="mt-5 inline-flex min-h-11 items-center justify-center rounded-2xl bg-brand-700 px-6 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-800"
        >
          {texts.loosen(loosen.label, loosen.count)}
        </SiteLink>
      )}
      <p className="mx-auto mt-6 max-w-md text-ink-600">{texts.text}</p>
      <ul className="mx-auto mt-3 max-w-sm list-disc space-y-1 pl-5 text-left text-sm text-ink-700">
        {texts.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <SiteLink
        to={resetHref}
        className={
          loosen
            ? 'mt-6 inline-flex min-h-11 items-center justify-center rounded-full border border-ink-200 px-6 text-sm font-semibold text-ink-800 hover:border-brand-300'
            : 'mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800'
        }
      >
        {texts.reset}
      </SiteLink>
    </div>
  );
}

export function ErrorState({ reloadHref }: { reloadHref: string }) {
  const texts = useI18n().m.listing.error;
  return (
    <div className="rounded-2xl border border-ink-100 bg-white px-6 py-14 text-center" role="alert">
      <h3 className="font-display text-2xl font-semibold text-ink-950">{texts.heading}</h3>
      <p className="mx-auto mt-3 max-w-md text-ink-600">{texts.text}</p>
      {/* A full document load retries from scratch. */}
      <a
        href={reloadHref}
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {texts.reload}
      </a>
    </div>
  );
}

/** List or grid, on wide screens only (phones always get one column). */
export function ViewToggle({
  view,
  hrefFor,
}: {
  view: ListingView;
  hrefFor: (view: ListingView) => string;
}) {
  const texts = useI18n().m.listing.view;
  const options: { value: ListingView; label: string; icon: string }[] = [
    { value: 'list', label: texts.list, icon: 'M4 6h16M4 12h16M4 18h16' },
    {
      value: 'grid',
      label: texts.grid,
      icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
    },
  ];
  return (
    <div role="group" aria-label={texts.label} className="view-toggle">
      {options.map((option) => (
        <SiteLink
          key={option.value}
          to={hrefFor(option.value)}
          preventScrollReset
          replace
          aria-current={view === option.value ? 'true' : undefined}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={option.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span className="sr-only">{option.label}</span>
        </SiteLink>
      ))}
    </div>
  );
}
