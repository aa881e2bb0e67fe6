/** The content pages' button looks, matching the home page's hero and closing band. */
export const primaryOnDarkClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-sand-300 px-7 py-3 text-base font-semibold text-ink-950 shadow-lg shadow-black/20 transition-colors hover:bg-sand-200';

export const secondaryOnDarkClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-white/40 bg-white/5 px-7 py-3 text-base font-semibold text-white transition-colors hover:border-white/70 hover:bg-white/10';

export const primaryClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80';

export const textLinkClass =
  'rounded-sm font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 transition-colors hover:text-brand-800 hover:decoration-brand-600';
