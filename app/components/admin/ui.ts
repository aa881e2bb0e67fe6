/** The admin's shared control styles, so every screen's buttons and fields look alike. */

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${buttonBase} bg-brand-700 text-white shadow-sm hover:bg-brand-800`,
  secondary: `${buttonBase} border border-ink-200 bg-white text-ink-800 hover:border-brand-300 hover:text-brand-800`,
  danger: `${buttonBase} bg-red-600 text-white shadow-sm hover:bg-red-700`,
  ghost: `${buttonBase} text-ink-700 hover:bg-ink-100`,
} as const;

/** A square icon-only button (edit, delete…); give it an accessible name. */
export const iconButtonStyles =
  'inline-flex size-10 items-center justify-center rounded-lg text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';

export const inputStyles =
  'block min-h-11 w-full rounded-lg border border-ink-200 bg-white px-3 py-2 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-invalid:border-red-400 disabled:bg-ink-50';

export const labelStyles = 'mb-1.5 block text-sm font-medium text-ink-800';

export const cardStyles = 'rounded-2xl border border-ink-100 bg-white shadow-sm';

/** The inline error box of a form or a panel. */
export const errorBoxStyles =
  'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800';
