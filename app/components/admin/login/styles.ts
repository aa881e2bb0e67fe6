/**
 * The sign-in card's controls: larger than the back office's (16 px text, so phones do not zoom
 * into a field on focus) and in the public site's rounded style, as the first admin page a
 * visitor sees.
 */
export const fieldStyles =
  'block min-h-12 w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-base text-ink-950 shadow-xs transition-colors placeholder:text-ink-400 hover:border-ink-300 focus:border-brand-500 focus-visible:outline-offset-0 aria-invalid:border-red-500';

export const fieldLabelStyles = 'mb-1.5 block text-sm font-medium text-ink-800';

export const primaryButtonStyles =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm shadow-brand-950/10 transition-colors hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-75';

/** The quieter actions under the main button: the Back to… steps, Forgot your password? */
export const textButtonStyles =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 hover:text-brand-900';
