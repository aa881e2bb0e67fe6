import { SpinnerRing } from '../spinner';
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
      {isBusy && <SpinnerRing className="size-5" />}
      {isBusy ? busyLabel : label}
    </button>
  );
}
