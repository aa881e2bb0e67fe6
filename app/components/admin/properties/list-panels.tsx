import type { ReactNode } from 'react';

import { StrokeIcon } from '../../stroke-icon';
import { buttonStyles } from '../ui';

/** A list that has nothing to show: why, and what to do about it. */
export function EmptyPanel({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-14 text-center">
      <StrokeIcon className="mx-auto size-10 text-ink-300" strokeWidth={1.5}>
        <path d="M3 10.5 12 4l9 6.5M5 9.5V20h14V9.5M10 20v-5h4v5" />
      </StrokeIcon>
      <h2 className="mt-3 font-display text-xl font-semibold text-ink-950">{title}</h2>
      {children && <p className="mx-auto mt-2 max-w-md text-sm text-ink-600">{children}</p>}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}

/** A failed load (product.md section 8), with the reason when it adds something, and a retry. */
export function LoadErrorPanel({
  title,
  reason,
  onRetry,
  isRetrying = false,
}: {
  title: string;
  reason?: string | undefined;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50/60 px-6 py-10 text-center"
    >
      <StrokeIcon className="mx-auto size-9 text-red-500" strokeWidth={1.75}>
        <path d="M12 8v5M12 16.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      </StrokeIcon>
      <h2 className="mt-3 text-base font-semibold text-red-900">{title}</h2>
      {reason && reason !== title && <p className="mt-1 text-sm text-red-800">{reason}</p>}
      <button
        type="button"
        onClick={onRetry}
        disabled={isRetrying}
        className={`${buttonStyles.secondary} mt-5`}
      >
        {isRetrying ? 'Retrying…' : 'Try again'}
      </button>
    </div>
  );
}
