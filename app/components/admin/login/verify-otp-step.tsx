import { type FormEvent, useId, useRef } from 'react';

import { checkOtp, signInFailures, verifyResetCode } from '../../../lib/admin/sign-in';
import { FormError, FormNotice } from './fields';
import { BackButton, StepHeader } from './login-frame';
import { OtpInput, type OtpInputHandle } from './otp-input';
import { SubmitButton } from './submit-button';
import { useSubmission } from './use-submission';

/** Step 2 (product.md section 2): the six boxes of the e-mailed code. */
export function VerifyOtpStep({
  email,
  digits,
  onDigitsChange,
  notice,
  onVerified,
  onBack,
}: {
  email: string;
  digits: readonly string[];
  onDigitsChange: (digits: string[]) => void;
  notice: string | undefined;
  onVerified: (otp: string, notice: string | undefined) => void;
  onBack: () => void;
}) {
  const { error, isBusy, submit } = useSubmission<'otp'>();
  const otpRef = useRef<OtpInputHandle>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const introId = `${id}-intro`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const otp = digits.join('');
    const outcome = await submit(
      checkOtp(digits),
      async () => onVerified(otp, await verifyResetCode(email, otp)),
      signInFailures.verifyOtp,
    );
    // Back to the first missing digit, or to the start to type the code again.
    if (outcome === 'invalid' || outcome === 'failed') {
      otpRef.current?.focus(Math.max(digits.indexOf(''), 0));
    }
  }

  return (
    <>
      <StepHeader eyebrow="Step 2 of 3" title="Verify OTP">
        <span id={introId}>
          Enter the 6-digit code sent to{' '}
          <strong className="font-semibold break-words text-ink-900">{email.trim()}</strong>.
        </span>
      </StepHeader>
      <form method="post" noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        {notice && <FormNotice>{notice}</FormNotice>}
        <FormError id={errorId} error={error} />
        <OtpInput
          legend="Verification code"
          digits={digits}
          onChange={onDigitsChange}
          handleRef={otpRef}
          autoFocus
          isInvalid={Boolean(error)}
          describedBy={error ? `${introId} ${errorId}` : introId}
        />
        <SubmitButton label="Verify OTP" busyLabel="Verifying…" isBusy={isBusy} />
      </form>
      <BackButton onClick={onBack}>Back to Email</BackButton>
    </>
  );
}
