import { type ReactNode, type Ref, useState } from 'react';

import { AlertIcon, CheckCircleIcon, EyeIcon } from './icons';
import { fieldLabelStyles, fieldStyles } from './styles';
import type { StepError } from './use-submission';

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete: string;
  autoFocus?: boolean;
  isInvalid?: boolean;
  /** The id of the step's error message, while one is shown. */
  describedBy?: string;
};

export function EmailField({
  label,
  onChange,
  inputRef,
  isInvalid,
  describedBy,
  ...props
}: FieldProps) {
  return (
    <div>
      <label htmlFor={props.id} className={fieldLabelStyles}>
        {label}
      </label>
      <input
        {...props}
        ref={inputRef}
        type="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        className={fieldStyles}
      />
    </div>
  );
}

/** A password with a show/hide button inside the field (SPEC section 2). */
export function PasswordField({
  label,
  onChange,
  inputRef,
  isInvalid,
  describedBy,
  ...props
}: FieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div>
      <label htmlFor={props.id} className={fieldLabelStyles}>
        {label}
      </label>
      <div className="relative">
        <input
          {...props}
          ref={inputRef}
          type={isVisible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          className={`${fieldStyles} pr-13`}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-controls={props.id}
          className="absolute inset-y-1 right-1 inline-flex w-11 items-center justify-center rounded-lg text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-800"
        >
          <span className="sr-only">{`${isVisible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}</span>
          <EyeIcon isCrossed={isVisible} />
        </button>
      </div>
    </div>
  );
}

/** The step's error, read out at once (role=alert), again on every new try. */
export function FormError({ id, error }: { id: string; error: StepError<string> | null }) {
  if (!error) return null;
  return (
    <div
      key={error.attempt}
      id={id}
      role="alert"
      className="flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      <AlertIcon className="mt-px size-5 shrink-0" />
      <p>{error.message}</p>
    </div>
  );
}

/** A line from the server that went well ("a code has been sent"), read out politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <CheckCircleIcon className="mt-px size-5 shrink-0 text-brand-700" />
      <p>{children}</p>
    </div>
  );
}
