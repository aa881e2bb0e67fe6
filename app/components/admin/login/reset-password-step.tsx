import { MIN_PASSWORD_LENGTH } from '../../../../contract/accounts';
import { resetPassword, signInFailures } from '../../../lib/admin/sign-in';
import { FormNotice } from './fields';
import { BackButton, StepHeader } from './login-frame';
import { NewPasswordForm } from './new-password-form';

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
  return (
    <>
      <StepHeader eyebrow="Step 3 of 3" title="Reset Password">
        Choose a new password of at least {MIN_PASSWORD_LENGTH} characters.
      </StepHeader>
      <NewPasswordForm
        username={email.trim()}
        notice={notice && <FormNotice>{notice}</FormNotice>}
        submitLabel="Reset Password"
        busyLabel="Resetting…"
        failure={signInFailures.resetPassword}
        send={async (newPassword, confirmPassword) =>
          onReset(await resetPassword({ email, otp, newPassword, confirmPassword }))
        }
      />
      <BackButton onClick={onBack}>Back to OTP</BackButton>
    </>
  );
}
