import { Link } from 'react-router';

import { StrokeIcon } from '../../stroke-icon';
import { buttonStyles, cardStyles } from '../ui';

/**
 * A screen that could not load its data (product.md section 2: the edit screen's error panel): what
 * failed, why, Go Back to the property list and, where trying again can help, Try again.
 */
export function LoadErrorPanel({
  title,
  message,
  backTo,
  onRetry,
}: {
  title: string;
  message?: string;
  backTo: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className={`${cardStyles} mx-auto flex max-w-xl flex-col items-center px-6 py-10 text-center`}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <StrokeIcon className="size-6">
          <path d="M12 8v5M12 16.5h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </StrokeIcon>
      </span>
      <h2 className="mt-4 font-display text-xl font-semibold text-ink-950">{title}</h2>
      {message && message !== title && <p className="mt-2 text-sm text-ink-600">{message}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={backTo} className={buttonStyles.secondary}>
          Go Back
        </Link>
        {onRetry && (
          <button type="button" className={buttonStyles.primary} onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
