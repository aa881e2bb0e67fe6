import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { createEmptyOtp } from '../../../lib/admin/otp';
import { clearSession, saveSession } from '../../../lib/admin/session';
import { ForgotPasswordStep } from './forgot-password-step';
import { ResetPasswordStep } from './reset-password-step';
import { ResetSuccess } from './reset-success';
import { SignInStep } from './sign-in-step';
import { VerifyOtpStep } from './verify-otp-step';

/** product.md section 9: the success view returns to sign-in after this long. */
export const RESET_RETURN_MS = 3000;

/** product.md section 4's steps 0 to 3, and the success view after a reset. */
type Step = 'sign-in' | 'forgot' | 'verify' | 'reset' | 'done';

/**
 * Sign-in and password recovery (product.md sections 2 and 4). The e-mail is shared by every step;
 * the code verified in step 2 goes with the new password in step 3. Each step mounts fresh, so
 * the focus lands on its first field.
 */
export function LoginFlow({
  initialEmail,
  initialError,
  nextPath,
}: {
  initialEmail: string;
  /** The server's answer to the sign-in form posted without scripts. */
  initialError?: { message: string; field?: 'email' | 'password' } | undefined;
  /** Where a successful sign-in leads (the dashboard, or the admin page that asked). */
  nextPath: string;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('sign-in');
  const [email, setEmail] = useState(initialEmail);
  const [digits, setDigits] = useState(createEmptyOtp);
  const [verifiedOtp, setVerifiedOtp] = useState('');
  // The server's line about the last step that went well ("a code has been sent").
  const [notice, setNotice] = useState<string | undefined>();

  useEffect(() => {
    if (step !== 'done') return;
    // The reset's notice stays: the sign-in form repeats it over the prefilled e-mail.
    const timer = window.setTimeout(() => setStep('sign-in'), RESET_RETURN_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  function goTo(next: Step, nextNotice?: string) {
    setNotice(nextNotice);
    setStep(next);
  }

  switch (step) {
    case 'sign-in':
      return (
        <SignInStep
          email={email}
          onEmailChange={setEmail}
          notice={notice}
          initialError={initialError}
          onSignedIn={(token, signedInEmail) => {
            saveSession(token, signedInEmail);
            navigate(nextPath, { replace: true });
          }}
          onForgotPassword={() => goTo('forgot')}
        />
      );
    case 'forgot':
      return (
        <ForgotPasswordStep
          email={email}
          onEmailChange={setEmail}
          onCodeSent={(sentNotice) => {
            setDigits(createEmptyOtp()); // a new code replaces the old one
            goTo('verify', sentNotice);
          }}
          onBack={() => goTo('sign-in')}
        />
      );
    case 'verify':
      return (
        <VerifyOtpStep
          email={email}
          digits={digits}
          onDigitsChange={setDigits}
          notice={notice}
          onVerified={(otp, verifiedNotice) => {
            setVerifiedOtp(otp);
            goTo('reset', verifiedNotice);
          }}
          onBack={() => goTo('forgot')}
        />
      );
    case 'reset':
      return (
        <ResetPasswordStep
          email={email}
          otp={verifiedOtp}
          notice={notice}
          onReset={(resetNotice) => {
            // The server revoked every token of the account: forget ours as well.
            clearSession();
            setDigits(createEmptyOtp());
            setVerifiedOtp('');
            goTo('done', resetNotice);
          }}
          onBack={() => goTo('verify')}
        />
      );
    case 'done':
      return (
        <ResetSuccess
          notice={notice}
          returnAfterMs={RESET_RETURN_MS}
          onBackToLogin={() => goTo('sign-in', notice)}
        />
      );
  }
}
