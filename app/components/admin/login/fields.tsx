import { type ReactNode, type Ref, useState } from 'react';

import { AlertIcon, CheckCircleIcon, EyeIcon } from './icons';
import { fieldLabelStyles, fieldStyles } from './styles';
import type { StepError } from './use-submission';

type FieldProps = {
  id: string;
  /** The field's name in the posted form (the sign-in form posts without scripts). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  isInvalid?: boolean;
  /** The id of the step's error message, while one is shown. */
  describedBy?: string;
};

/** A labelled text box; `trailing` sits inside its right edge. */
function InputField({
  label,
  onChange,
  inputRef,
  isInvalid,
  describedBy,
  trailing,
  ...props
}: FieldProps & {
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: 'email' | 'text';
  trailing?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={fieldLabelStyles}>
        {label}
      </label>
      <div className="relative">
        <input
          {...props}
          ref={inputRef}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          className={trailing ? `${fieldStyles} pr-13` : fieldStyles}
        />
        {trailing}
      </div>
    </div>
  );
}

/** The account's e-mail; `username` to password managers, as on every step. */
export function EmailField(props: FieldProps) {
  return (
    <InputField
      {...props}
      label="Email address"
      type="email"
      inputMode="email"
      autoComplete="username"
    />
  );
}

/** A password with a show/hide button inside the field (product.md section 2). */
export function PasswordField({
  label,
  autoComplete,
  ...props
}: FieldProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <InputField
      {...props}
      label={label}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-controls={props.id}
          className="absolute inset-y-1 right-1 inline-flex w-11 items-center justify-center rounded-lg text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-800"
        >
          <span className="sr-only">{`${isVisible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}</span>
          <EyeIcon isCrossed={isVisible} />
        </button>
      }
    />
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
