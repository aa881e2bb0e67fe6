import type { Ref } from 'react';

import { useI18n } from '../../i18n/i18n';
import { StrokeIcon } from '../stroke-icon';

/** What replaces the form for a few seconds after an enquiry is sent (product.md section 4). */
export function ThankYouPanel({ ref }: { ref: Ref<HTMLDivElement> }) {
  const texts = useI18n().m.pages.contactForm;
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="flex min-h-[28rem] flex-col items-center justify-center rounded-2xl bg-brand-50 px-6 py-12 text-center focus:outline-none"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/20">
        <StrokeIcon className="size-8" strokeWidth={2.2}>
          <path d="M5 12.5 9.5 17 19 7.5" />
        </StrokeIcon>
      </span>
      <p className="mt-6 font-display text-2xl font-semibold text-ink-950">{texts.sent}</p>
      <p className="mt-3 max-w-sm text-base leading-relaxed text-ink-700">{texts.thanks}</p>
    </div>
  );
}

/**
 * A field only bots fill in (the API quietly drops enquiries that do): off-screen, out of the
 * tab order and hidden from assistive technology.
 */
export function Honeypot({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const texts = useI18n().m.pages.contactForm;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{texts.honeypot}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
