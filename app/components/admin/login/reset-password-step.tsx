import { type FormEvent, useId, useRef, useState } from 'react';

import { MIN_PASSWORD_LENGTH } from '../../../../contract/accounts';
import { checkNewPasswords, resetPassword, signInFailures } from '../../../lib/admin/sign-in';
import { FormError, FormNotice, PasswordField } from './fields';
import { BackButton, StepHeader } from './login-frame';
import { SubmitButton } from './submit-button';
import { useSubmission } from './use-submission';

type Field = 'newPassword' | 'confirmPassword';

/** Step 3 (product.md section 2): the new password, sent with the code (design.md section 4). */
export function ResetPasswordStep({
  email,
  otp,
  notice,
  onReset,
  onBack,
}: {
  email: string;
  otp: string;
  notice: string | undefined;
  onReset: (notice: string | undefined) => void;
  onBack: () => void;
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
    const outcome = await submit(
      problem,
      async () => onReset(await resetPassword({ email, otp, newPassword, confirmPassword })),
      signInFailures.resetPassword,
    );
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
    <>
      <StepHeader eyebrow="Step 3 of 3" title="Reset Password">
        Choose a new password of at least {MIN_PASSWORD_LENGTH} characters.
      </StepHeader>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        {notice && <FormNotice>{notice}</FormNotice>}
        <FormError id={errorId} error={error} />
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" autoComplete="username" value={email.trim()} readOnly hidden />
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
        <SubmitButton label="Reset Password" busyLabel="Resetting…" isBusy={isBusy} />
      </form>
      <BackButton onClick={onBack}>Back to OTP</BackButton>
    </>
  );
}
