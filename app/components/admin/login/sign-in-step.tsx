import { type FormEvent, useId, useRef, useState } from 'react';

import { accountMessages } from '../../../../contract/accounts';
import { checkSignIn, signIn } from '../../../lib/admin/sign-in';
import { EmailField, FormError, FormNotice, PasswordField } from './fields';
import { StepHeader } from './login-frame';
import { textButtonStyles } from './styles';
import { SubmitButton } from './submit-button';
import { useSubmission } from './use-submission';

/** Step 0 (product.md section 2): e-mail, password with show/hide, and the way into recovery. */
export function SignInStep({
  email,
  onEmailChange,
  notice,
  initialError,
  onSignedIn,
  onForgotPassword,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** After a reset: the server's line asking to sign in with the new password. */
  notice: string | undefined;
  initialError?: { message: string; field?: 'email' | 'password' } | undefined;
  onSignedIn: (token: string, email: string) => void;
  onForgotPassword: () => void;
}) {
  const [password, setPassword] = useState('');
  const { error, isBusy, submit } = useSubmission<'email' | 'password'>(initialError);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the boxes show: typed before the scripts ran, it may not be in the state yet.
    const form = new FormData(event.currentTarget);
    const typedEmail = String(form.get('email') ?? '');
    const typedPassword = String(form.get('password') ?? '');
    if (typedEmail !== email) onEmailChange(typedEmail);
    if (typedPassword !== password) setPassword(typedPassword);
    const problem = checkSignIn(typedEmail, typedPassword);
    const outcome = await submit(
      problem,
      async () => onSignedIn((await signIn(typedEmail, typedPassword)).token, typedEmail.trim()),
      accountMessages.invalidCredentials,
    );
    if (outcome === 'invalid' && problem) {
      (problem.field === 'email' ? emailRef : passwordRef).current?.focus();
    }
  }

  return (
    <>
      <StepHeader title="Sign In">
        Welcome back. Sign in to manage listings, banners and enquiries.
      </StepHeader>
      <form method="post" noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        {notice && <FormNotice>{notice}</FormNotice>}
        <FormError id={errorId} error={error} />
        <EmailField
          id={`${id}-email`}
          name="email"
          value={email}
          onChange={onEmailChange}
          inputRef={emailRef}
          // Back from a reset the address is filled in: the password is what is missing.
          autoFocus={!email}
          isInvalid={error?.field === 'email'}
          describedBy={error ? errorId : undefined}
        />
        <div>
          <PasswordField
            id={`${id}-password`}
            name="password"
            label="Password"
            value={password}
            onChange={setPassword}
            inputRef={passwordRef}
            autoComplete="current-password"
            autoFocus={Boolean(email)}
            isInvalid={error?.field === 'password'}
            describedBy={error ? errorId : undefined}
          />
          <div className="-mr-2 mt-1.5 flex justify-end">
            <button type="button" onClick={onForgotPassword} className={textButtonStyles}>
              Forgot your password?
            </button>
          </div>
          {/* Signing in works without scripts (decision 025); the recovery's steps need them. */}
          <noscript>
            <p className="mt-1 text-right text-xs text-ink-600">
              Resetting a password needs JavaScript.
            </p>
          </noscript>
        </div>
        <SubmitButton label="Sign In" busyLabel="Signing in…" isBusy={isBusy} />
      </form>
    </>
  );
}
