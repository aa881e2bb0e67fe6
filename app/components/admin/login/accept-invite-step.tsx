import { type FormEvent, useId, useRef, useState } from 'react';

import { MIN_PASSWORD_LENGTH } from '../../../../contract/accounts';
import type { InvitationInfo } from '../../../../contract/team';
import { requestApi } from '../../../lib/api';
import { checkNewPasswords, readLoginToken, signInFailures } from '../../../lib/admin/sign-in';
import { ApiError } from '../../../lib/api';
import { FormError, PasswordField } from './fields';
import { StepHeader } from './login-frame';
import { SubmitButton } from './submit-button';
import { useSubmission } from './use-submission';

type Field = 'newPassword' | 'confirmPassword';

export const acceptInviteFailure = 'Failed to accept the invitation. Please try again.';

/**
 * An invited member chooses a password (the same rules and messages as a password reset); the
 * server creates the account and answers a token, as a sign-in does.
 */
export function AcceptInviteStep({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: InvitationInfo;
  onAccepted: (token: string) => void;
}) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { error, isBusy, submit } = useSubmission<Field>();
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  async function accept(): Promise<void> {
    const body = await requestApi<unknown>('/accounts/invitations/accept/', {
      method: 'POST',
      body: { token, password: newPassword, confirm_password: confirmPassword },
      fallbackMessage: acceptInviteFailure,
    });
    const signedIn = readLoginToken(body);
    if (!signedIn) throw new ApiError(signInFailures.invalidResponse, 200);
    onAccepted(signedIn);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkNewPasswords(newPassword, confirmPassword);
    const outcome = await submit(problem, accept, acceptInviteFailure);
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
      <StepHeader
        eyebrow={`Join the team as ${invitation.role === 'owner' ? 'an owner' : 'an agent'}`}
        title={`Welcome, ${invitation.name}`}
      >
        Choose a password of at least {MIN_PASSWORD_LENGTH} characters for{' '}
        <strong className="font-semibold break-all text-ink-900">{invitation.email}</strong>.
      </StepHeader>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <FormError id={errorId} error={error} />
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
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
        <SubmitButton label="Create account" busyLabel="Creating account…" isBusy={isBusy} />
      </form>
    </>
  );
}
