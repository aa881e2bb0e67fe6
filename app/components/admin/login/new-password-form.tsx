import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';

import { checkNewPasswords } from '../../../lib/admin/sign-in';
import { FormError, PasswordField } from './fields';
import { SubmitButton } from './submit-button';
import { useSubmission } from './use-submission';

type Field = 'newPassword' | 'confirmPassword';

/**
 * A new password and its confirmation, checked as the server checks them, then sent by `send`:
 * the password reset's last step and an invited member's first password share it.
 */
export function NewPasswordForm({
  username,
  notice,
  submitLabel,
  busyLabel,
  failure,
  send,
}: {
  /** The account the password is for, told to password managers. */
  username: string;
  /** Shown above the fields (a note carried from the step before). */
  notice?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** The message when sending fails without one of its own. */
  failure: string;
  send: (newPassword: string, confirmPassword: string) => Promise<void>;
}) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { error, isBusy, submit } = useSubmission<Field>();
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkNewPasswords(newPassword, confirmPassword);
    const outcome = await submit(problem, () => send(newPassword, confirmPassword), failure);
    if (outcome === 'invalid' && problem) {
      (problem.field === 'newPassword' ? newPasswordRef : confirmPasswordRef).current?.focus();
    }
  }

  const fieldProps = (field: Field) => ({
    autoComplete: 'new-password' as const,
    isInvalid: error?.field === field,
    describedBy: error ? errorId : undefined,
  });

  return (
    <form method="post" noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {notice}
      <FormError id={errorId} error={error} />
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" autoComplete="username" value={username} readOnly hidden />
      <PasswordField
        id={`${id}-new`}
        label="New password"
        value={newPassword}
        onChange={setNewPassword}
        inputRef={newPasswordRef}
        autoFocus
        {...fieldProps('newPassword')}
      />
      <PasswordField
        id={`${id}-confirm`}
        label="Confirm password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        inputRef={confirmPasswordRef}
        {...fieldProps('confirmPassword')}
      />
      <SubmitButton label={submitLabel} busyLabel={busyLabel} isBusy={isBusy} />
    </form>
  );
}
