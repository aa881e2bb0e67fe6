import { type FormEvent, useId, useRef } from 'react';

import { checkRecoveryEmail, sendResetCode, signInFailures } from '../../../lib/admin/sign-in';
import { EmailField, FormError } from './fields';
import { BackButton, StepHeader } from './login-frame';
import { SubmitButton } from './submit-button';
import { useSubmission } from './use-submission';

/** Step 1 (product.md section 2): the e-mail the code goes to. */
export function ForgotPasswordStep({
  email,
  onEmailChange,
  onCodeSent,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** With the server's line saying the code is on its way. */
  onCodeSent: (notice: string | undefined) => void;
  onBack: () => void;
}) {
  const { error, isBusy, submit } = useSubmission<'email'>();
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit(
      checkRecoveryEmail(email),
      async () => onCodeSent(await sendResetCode(email)),
      signInFailures.sendOtp,
    );
    if (outcome === 'invalid') emailRef.current?.focus();
  }

  return (
    <>
      <StepHeader eyebrow="Step 1 of 3" title="Forgot Password">
        Enter the e-mail address of your admin account and we will send you a 6-digit code.
      </StepHeader>
      <form method="post" noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <FormError id={errorId} error={error} />
        <EmailField
          id={`${id}-email`}
          value={email}
          onChange={onEmailChange}
          inputRef={emailRef}
          autoFocus
          isInvalid={error?.field === 'email'}
          describedBy={error ? errorId : undefined}
        />
        <SubmitButton label="Send OTP" busyLabel="Sending…" isBusy={isBusy} />
      </form>
      <BackButton onClick={onBack}>Back to Login</BackButton>
    </>
  );
}
