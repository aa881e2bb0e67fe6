import { Suspense, useRef, useState } from 'react';
import { Await, useFetcher } from 'react-router';

import type { PendingInvitation, TeamList, TeamMember } from '../../../contract/team';
import { ownersOnlyMessages } from '../../../contract/owners-only';
import { teamMessages } from '../../../contract/team';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { PageHeader } from '../../components/admin/page-header';
import { LoadingPanel } from '../../components/admin/spinner';
import { InviteForm } from '../../components/admin/team/invite-form';
import { MemberList } from '../../components/admin/team/member-list';
import { PendingInvitations } from '../../components/admin/team/pending-invitations';
import {
  invitationWithdraw,
  memberChange,
  type MemberChange,
  teamInvite,
  type TeamResult,
} from '../../components/admin/team/team-intents';
import { teamTexts } from '../../components/admin/team/team-texts';
import { actionToast } from '../../components/admin/toasts';
import { buttonStyles, cardStyles } from '../../components/admin/ui';
import {
  adminRequest,
  ApiError,
  adminSubmit,
  deferred,
  requireSession,
  throwIfSignedOut,
} from '../../lib/admin/api';
import { useAdminUser } from '../../lib/admin/current-user';
import { adminMeta } from '../../lib/admin/meta';
import { jsonSubmit, readJson } from '../../lib/admin/submit';
import { useActionResult, useConfirmTarget } from '../../lib/admin/use-action-result';
import { useRetry } from '../../lib/admin/use-retry';
import type { Route } from './+types/team';

export function meta() {
  return adminMeta('Team');
}

/** The team, handed to <Await>; an agent's 403 becomes the friendly owners-only panel. */
export function clientLoader() {
  requireSession();
  return {
    team: deferred(
      adminRequest<TeamList>('/accounts/users/', { fallbackMessage: teamTexts.fetchFailed }),
    ),
  };
}

function failure(error: unknown, fallback: string): TeamResult {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const hasFields = Object.keys(fieldErrors).length > 0;
  // A field error shows under its field; anything else (403, last owner, offline) as a toast.
  if (!hasFields)
    actionToast.error(error instanceof Error && error.message ? error.message : fallback);
  return { isDone: false, ...(hasFields ? { fieldErrors } : {}) };
}

/**
 * Invite (POST), change a member's role or status (PATCH) or withdraw an invitation (DELETE);
 * then the team loads again.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<TeamResult> {
  if (request.method === 'DELETE') {
    const { id, email } = await readJson(request, invitationWithdraw);
    try {
      await adminSubmit(`/accounts/invitations/${id}/`, {
        method: 'DELETE',
        fallbackMessage: teamTexts.withdrawFailed,
      });
      actionToast.success(teamMessages.withdrawn(email));
      return { isDone: true, id };
    } catch (error) {
      throwIfSignedOut(error);
      // Accepted or withdrawn meanwhile: the message says so, and the reloaded list shows it.
      return { ...failure(error, teamTexts.withdrawFailed), id };
    }
  }
  if (request.method === 'POST') {
    const invite = await readJson(request, teamInvite);
    try {
      await adminSubmit('/accounts/users/', {
        method: 'POST',
        body: invite,
        fallbackMessage: teamTexts.inviteFailed,
      });
      actionToast.success(teamMessages.invited(invite.email.trim().toLowerCase()));
      return { isDone: true };
    } catch (error) {
      throwIfSignedOut(error);
      return failure(error, teamTexts.inviteFailed);
    }
  }
  const { id, name, ...change } = await readJson(request, memberChange);
  try {
    await adminSubmit(`/accounts/users/${id}/`, {
      method: 'PATCH',
      body: change,
      fallbackMessage: teamTexts.updateFailed,
    });
    actionToast.success(
      change.is_active === false
        ? teamTexts.deactivated(name)
        : change.is_active === true
          ? teamTexts.reactivated(name)
          : teamTexts.roleChanged(name, change.role ?? 'agent'),
    );
    return { isDone: true, id };
  } catch (error) {
    throwIfSignedOut(error);
    return { ...failure(error, teamTexts.updateFailed), id };
  }
}

const loadingPanel = (
  <div className={cardStyles}>
    <LoadingPanel label="Loading the team…" />
  </div>
);

/** An agent opened the screen: say so kindly. Any other failure: the message and a retry. */
function TeamLoadError() {
  const { error, isRetrying, retry } = useRetry();
  if (error instanceof ApiError && error.status === 403) {
    return (
      <div className={`${cardStyles} flex flex-col items-center gap-3 px-6 py-16 text-center`}>
        <p className="font-display text-xl font-semibold text-ink-950">{ownersOnlyMessages.team}</p>
        <p className="max-w-md text-sm text-ink-600">{teamTexts.ownersOnlyBody}</p>
      </div>
    );
  }
  if (isRetrying) return loadingPanel;
  return (
    <div
      role="alert"
      className={`${cardStyles} flex flex-col items-center gap-4 px-6 py-16 text-center`}
    >
      <p className="text-base font-semibold text-ink-900">
        {error instanceof Error && error.message ? error.message : teamTexts.fetchFailed}
      </p>
      <button type="button" className={buttonStyles.primary} onClick={retry}>
        Try again
      </button>
    </div>
  );
}

function TeamScreen({ team }: { team: TeamList }) {
  const user = useAdminUser();
  const changing = useFetcher<TeamResult>();
  const toggling = useFetcher<TeamResult>();
  const [pendingToggle, setPendingToggle] = useConfirmTarget<TeamMember, TeamResult>(toggling);
  const [pendingRole, setPendingRole] = useState<MemberChange | null>(null);
  const withdrawing = useFetcher<TeamResult>();
  const [pendingWithdraw, setPendingWithdraw] = useConfirmTarget<PendingInvitation, TeamResult>(
    withdrawing,
  );
  const invitationsHeading = useRef<HTMLHeadingElement>(null);
  useActionResult(withdrawing, {
    // The row and its Withdraw button are gone: keyboard users continue from the list's heading.
    onSettled: ({ isDone }) => {
      if (isDone) invitationsHeading.current?.focus();
    },
  });
  const saving =
    changing.state !== 'idle' && pendingRole
      ? { id: pendingRole.id, role: pendingRole.role }
      : null;

  function changeRole(member: TeamMember, role: TeamMember['role']) {
    const change: MemberChange = { id: member.id, name: member.name || member.email, role };
    setPendingRole(change);
    void changing.submit(change, jsonSubmit('patch'));
  }

  function confirmToggle() {
    if (!pendingToggle) return;
    const change: MemberChange = {
      id: pendingToggle.id,
      name: pendingToggle.name || pendingToggle.email,
      is_active: !pendingToggle.is_active,
    };
    void toggling.submit(change, jsonSubmit('patch'));
  }

  function confirmWithdraw() {
    if (!pendingWithdraw) return;
    const { id, email } = pendingWithdraw;
    void withdrawing.submit({ id, email }, jsonSubmit('delete'));
  }

  const isDeactivating = pendingToggle?.is_active ?? false;
  const isSelf = pendingToggle?.id === user?.id;
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <MemberList
          members={team.members}
          currentUserId={user?.id}
          saving={saving}
          onRoleChange={changeRole}
          onToggleActive={setPendingToggle}
        />
        <PendingInvitations
          invitations={team.invitations}
          headingRef={invitationsHeading}
          onWithdraw={setPendingWithdraw}
        />
      </div>
      <InviteForm />
      <ConfirmDialog
        isOpen={pendingToggle !== null}
        title={isDeactivating ? 'Deactivate this member?' : 'Reactivate this member?'}
        message={
          isDeactivating
            ? `${pendingToggle?.name || pendingToggle?.email} will be signed out at once and cannot sign in until reactivated. ${teamTexts.deactivateEnds}${isSelf ? ' This is your own account: you will be signed out too.' : ''}`
            : `${pendingToggle?.name || pendingToggle?.email} will be able to sign in again with their password.`
        }
        confirmLabel={isDeactivating ? 'Deactivate' : 'Reactivate'}
        busyLabel={isDeactivating ? 'Deactivating…' : 'Reactivating…'}
        tone={isDeactivating ? 'danger' : 'primary'}
        isBusy={toggling.state !== 'idle'}
        onConfirm={confirmToggle}
        onCancel={() => setPendingToggle(null)}
      />
      <ConfirmDialog
        isOpen={pendingWithdraw !== null}
        title="Withdraw this invitation?"
        message={`The link sent to ${pendingWithdraw?.email} will stop working at once. You can invite them again later.`}
        confirmLabel="Withdraw"
        busyLabel="Withdrawing…"
        isBusy={withdrawing.state !== 'idle'}
        onConfirm={confirmWithdraw}
        onCancel={() => setPendingWithdraw(null)}
      />
    </div>
  );
}

/** The team (owners only): members with role and status, invitations, and the invite form. */
export default function AdminTeam({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Team"
        description="Who can sign in to the back office, and what they may do. Owners manage the team; agents run listings, photos, banners and enquiries."
      />
      <Suspense fallback={loadingPanel}>
        <Await resolve={loaderData.team} errorElement={<TeamLoadError />}>
          {(team) => <TeamScreen team={team} />}
        </Await>
      </Suspense>
    </>
  );
}
