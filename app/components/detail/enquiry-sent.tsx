import { useEffect, useRef } from 'react';

import { formatVisitTime } from '../../../contract/visit-time';
import { useI18n } from '../../i18n/i18n';

/**
 * The thank-you panel once the enquiry is stored; Close ends the dialog (the page's own has none).
 * It repeats the visit time asked for, in India and the Gulf, when the form knows it.
 */
export function EnquirySent({
  onClose,
  visitAt,
}: {
  onClose?: (() => void) | undefined;
  visitAt?: Date | null | undefined;
}) {
  const { language, m } = useI18n();
  const texts = m.detail.enquiry;
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The form that had focus is gone: bring it to the news, which screen readers then read out.
  useEffect(() => messageRef.current?.focus(), []);
  return (
    <div className="text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <p
        ref={messageRef}
        tabIndex={-1}
        className="mt-4 font-display text-xl font-semibold text-ink-950 focus:outline-none"
      >
        {texts.sent}
      </p>
      <p className="mt-2 text-ink-600">{texts.thanks}</p>
      {visitAt && (
        <p className="mt-2 text-ink-600">{texts.visitNoted(formatVisitTime(visitAt, language))}</p>
      )}
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-8 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {texts.close}
        </button>
      )}
    </div>
  );
}
