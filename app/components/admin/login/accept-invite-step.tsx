import { MIN_PASSWORD_LENGTH } from '../../../../contract/accounts';
import type { InvitationInfo } from '../../../../contract/team';
import { readLoginToken, signInFailures } from '../../../lib/admin/sign-in';
import { ApiError, requestApi } from '../../../lib/api';
import { StepHeader } from './login-frame';
import { NewPasswordForm } from './new-password-form';

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
  async function accept(newPassword: string, confirmPassword: string): Promise<void> {
    const body = await requestApi<unknown>('/accounts/invitations/accept/', {
      method: 'POST',
      body: { token, password: newPassword, confirm_password: confirmPassword },
      fallbackMessage: acceptInviteFailure,
    });
    const signedIn = readLoginToken(body);
    if (!signedIn) throw new ApiError(signInFailures.invalidResponse, 200);
    onAccepted(signedIn);
  }

  return (
    <>
      <StepHeader
        eyebrow={`Join the team as ${invitation.role === 'owner' ? 'an owner' : 'an agent'}`}
        title={`Welcome, ${invitation.name}`}
      >
        Choose a password of at least {MIN_PASSWORD_LENGTH} characters for{' '}
        <strong className="font-semibold break-all text-ink-900">{invitation.email}</strong>.
      </StepHeader>
      <NewPasswordForm
        username={invitation.email}
        submitLabel="Create account"
        busyLabel="Creating account…"
        failure={acceptInviteFailure}
        send={accept}
      />
    </>
  );
}
