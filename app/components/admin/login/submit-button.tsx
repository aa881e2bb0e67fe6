import { primaryButtonStyles } from './styles';

/**
 * A step's main button. While sending it shows `busyLabel` and is marked disabled with
 * aria-disabled rather than `disabled`, so a keyboard user's focus stays on it; the form's
 * submit handler refuses the second press.
 */
export function SubmitButton({
  label,
  busyLabel,
  isBusy,
}: {
  label: string;
  busyLabel: string;
  isBusy: boolean;
}) {
  return (
    <button type="submit" aria-disabled={isBusy || undefined} className={primaryButtonStyles}>
      {isBusy && (
        <svg
          viewBox="0 0 24 24"
          className="size-5 animate-spin"
          aria-hidden="true"
          focusable="false"
        >
          <circle
            cx="12"
            cy="12"
            r="9"
            fill="none"
            stroke="currentColor"
            strokeOpacity="0.3"
            strokeWidth="3"
          />
          <path
            d="M21 12a9 9 0 0 0-9-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      )}
      {isBusy ? busyLabel : label}
    </button>
  );
}
