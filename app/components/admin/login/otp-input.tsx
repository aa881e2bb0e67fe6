import { type Ref, useImperativeHandle, useRef } from 'react';

import { OTP_LENGTH } from '../../../../contract/accounts';
import {
  applyOtpBackspace,
  applyOtpInput,
  applyOtpPaste,
  type OtpDigits,
  type OtpUpdate,
  otpFocusForKey,
} from '../../../lib/admin/otp';

export interface OtpInputHandle {
  focus(index?: number): void;
}

/**
 * Six single-digit boxes (product.md sections 2 and 4): digits only, the focus moves on as digits
 * are typed and back on Backspace in an empty box, a pasted or auto-filled code fills every box,
 * and the arrow, Home and End keys move between boxes. The rules live in lib/admin/otp.ts.
 */
export function OtpInput({
  digits,
  onChange,
  legend,
  handleRef,
  isInvalid,
  describedBy,
  autoFocus,
}: {
  digits: OtpDigits;
  onChange: (digits: string[]) => void;
  legend: string;
  handleRef?: Ref<OtpInputHandle>;
  isInvalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}) {
  const boxRefs = useRef<Array<HTMLInputElement | null>>([]);

  function focusBox(index: number) {
    boxRefs.current[index]?.focus();
  }

  useImperativeHandle(handleRef, () => ({ focus: (index = 0) => focusBox(index) }));

  function apply(update: OtpUpdate | null): boolean {
    if (!update) return false;
    onChange(update.digits);
    focusBox(update.focusIndex);
    return true;
  }

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-2 block text-sm font-medium text-ink-800">{legend}</legend>
      <div className="grid grid-cols-6 gap-2 sm:gap-3">
        {digits.map((digit, index) => (
          <input
            // The boxes never move or change in number: the position is their identity.
            key={index}
            ref={(element) => {
              boxRefs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            autoFocus={autoFocus && index === 0}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={isInvalid || undefined}
            value={digit}
            onChange={(event) => apply(applyOtpInput(digits, index, event.target.value))}
            onPaste={(event) => {
              event.preventDefault();
              apply(applyOtpPaste(digits, index, event.clipboardData.getData('text')));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace') {
                if (apply(applyOtpBackspace(digits, index))) event.preventDefault();
                return;
              }
              const target = otpFocusForKey(event.key, index);
              if (target !== null && !event.altKey && !event.metaKey && !event.ctrlKey) {
                event.preventDefault();
                focusBox(target);
              }
            }}
            // The caret goes after the digit rather than selecting it: typing the same digit
            // over a selected one would leave the value unchanged, React would report no
            // change, and the focus would not move on. Appended, every key changes the value.
            onFocus={(event) => {
              const end = event.target.value.length;
              event.target.setSelectionRange(end, end);
            }}
            className="h-12 w-full min-w-0 rounded-xl border border-ink-200 bg-white text-center font-display text-2xl font-semibold text-ink-950 tabular-nums shadow-xs transition-colors hover:border-ink-300 focus:border-brand-500 focus-visible:outline-offset-0 aria-invalid:border-red-500 sm:h-14"
          />
        ))}
      </div>
    </fieldset>
  );
}
