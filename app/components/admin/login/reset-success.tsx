import { useEffect, useRef } from 'react';

import { accountMessages } from '../../../../contract/accounts';
import { CheckCircleIcon } from './icons';
import { primaryButtonStyles } from './styles';

/**
 * The view after a reset (product.md section 2): the news, and Back to Login. The flow returns to
 * sign-in by itself after `returnAfterMs`; the bar shows that time running out.
 */
export function ResetSuccess({
  notice,
  returnAfterMs,
  onBackToLogin,
}: {
  notice: string | undefined;
  returnAfterMs: number;
  onBackToLogin: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The button that was pressed is gone: a screen reader starts again at the news.
    headingRef.current?.focus();
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const countdown = barRef.current?.animate(
      [{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }],
      { duration: returnAfterMs, easing: 'linear', fill: 'forwards' },
    );
    return () => countdown?.cancel();
  }, [returnAfterMs]);

  return (
    <div className="text-center">
      <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
        <CheckCircleIcon className="size-9" />
      </div>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-semibold tracking-tight text-ink-950 focus:outline-none sm:text-[1.75rem]"
      >
        Password Reset Successful
      </h1>
      <p className="mt-3 text-sm leading-relaxed text-ink-600">
        {notice ?? accountMessages.passwordReset}
      </p>
      <p className="mt-6 text-xs font-medium text-ink-500">Taking you back to sign in…</p>
      <div className="mx-auto mt-2 h-1 w-40 overflow-hidden rounded-full bg-ink-100">
        <div ref={barRef} className="h-full origin-left rounded-full bg-brand-500" />
      </div>
      <div className="mt-7">
        <button type="button" onClick={onBackToLogin} className={primaryButtonStyles}>
          Back to Login
        </button>
      </div>
    </div>
  );
}
