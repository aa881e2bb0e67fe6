import type { ComponentProps, ReactNode } from 'react';

import { useI18n } from '../../i18n/i18n';

export const controlClass =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-950 shadow-xs transition-colors placeholder:text-ink-400 focus:border-brand-500 focus-visible:outline-offset-0 aria-[invalid=true]:border-red-600 border-ink-200 min-h-11';

/** The ids a field's control points at: its hint and its error, when shown. */
export function describedBy(id: string, hasHint: boolean, error: string | undefined) {
  const ids = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A labelled form field with an optional hint and its error under it. The control itself is
 * passed in, already wired with `aria-invalid` and `aria-describedby` (see describedBy).
 */
export function FormField({
  id,
  label,
  isRequired = false,
  hint,
  error,
  className = '',
  children,
}: {
  id: string;
  label: string;
  isRequired?: boolean;
  hint?: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const texts = useI18n().m.pages.contactForm;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <span className="ml-1.5 font-normal text-ink-500">{texts.optional}</span>
        )}
      </label>
      <div className="mt-2">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <svg
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}

/** A native select with the site's chevron instead of the platform's arrow. */
export function SelectControl(props: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select {...props} className={`${controlClass} appearance-none pr-11`} />
      <svg
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="m5 7.5 5 5 5-5" />
      </svg>
    </div>
  );
}
