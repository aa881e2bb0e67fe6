import { Link, useNavigate } from 'react-router';

import type { InvitationInfo } from '../../../contract/team';
import { teamMessages } from '../../../contract/team';
import { AcceptInviteStep } from '../../components/admin/login/accept-invite-step';
import { LoginFrame, StepHeader } from '../../components/admin/login/login-frame';
import { primaryButtonStyles } from '../../components/admin/login/styles';
import { LoadingPanel } from '../../components/admin/spinner';
import { ApiError, requestApi } from '../../lib/api';
import { saveSession } from '../../lib/admin/session';
import type { Route } from './+types/accept-invite';

/**
 * The invitation e-mail's link (docs/product.md, "The team and roles"): shows who it is for,
 * takes a password, and lands the new member in the dashboard, signed in. Rendered in the
 * browser only, like the rest of the admin.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) return { token, problem: teamMessages.invitationInvalid };
  try {
    const invitation = await requestApi<InvitationInfo>(
      `/accounts/invitations/check/?token=${encodeURIComponent(token)}`,
    );
    return { token, invitation };
  } catch (error) {
    return {
      token,
      problem: error instanceof ApiError ? error.message : teamMessages.invitationInvalid,
    };
  }
}
clientLoader.hydrate = true as const;

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Accept your invitation | Veedu Admin' },
    { name: 'robots', content: 'noindex, nofollow' },
    // The link's token must not leave in a Referer header.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export function HydrateFallback() {
  return (
    <LoginFrame>
      <div className="flex min-h-[20rem] items-center justify-center">
        <LoadingPanel label="Checking your invitation…" />
      </div>
    </LoginFrame>
  );
}

export default function AcceptInvite({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { token } = loaderData;
  const invitation = 'invitation' in loaderData ? loaderData.invitation : undefined;
  return (
    <LoginFrame>
      {invitation ? (
        <AcceptInviteStep
          token={token}
          invitation={invitation}
          onAccepted={(signedIn) => {
            saveSession(signedIn, invitation.email);
            navigate('/admin/dashboard', { replace: true });
          }}
        />
      ) : (
        <>
          <StepHeader title="This invitation cannot be used">
            {'problem' in loaderData ? loaderData.problem : teamMessages.invitationInvalid}
          </StepHeader>
          <Link to="/admin/login" className={primaryButtonStyles}>
            Go to sign in
          </Link>
        </>
      )}
    </LoginFrame>
  );
}
