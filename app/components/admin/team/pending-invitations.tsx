import { type Ref, useId } from 'react';

import type { PendingInvitation } from '../../../../contract/team';
import { buttonStyles, cardStyles } from '../ui';
import { formatDateTime, ROLE_LABELS } from './team-texts';

/**
 * Invitations sent and not yet accepted, with when their link stops working, and the button that
 * withdraws one after a confirmation.
 */
export function PendingInvitations({
  invitations,
  headingRef,
  onWithdraw,
}: {
  invitations: PendingInvitation[];
  /** The heading takes the focus once a withdrawn row is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  onWithdraw: (invitation: PendingInvitation) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${cardStyles} p-5 sm:p-6`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="font-display text-xl font-semibold text-ink-950 focus:outline-none"
        >
          Pending invitations
        </h2>
        <span className="text-sm text-ink-500">{invitations.length}</span>
      </div>
      {invitations.length === 0 ? (
        <p className="mt-4 rounded-xl bg-ink-50 p-4 text-sm text-ink-600">
          No invitations waiting. Invite a member and they appear here until they accept.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-ink-100 rounded-xl border border-ink-100">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
              <div className="min-w-0 flex-1 basis-48">
                <p className="text-sm font-semibold break-words text-ink-900">
                  {invitation.name}{' '}
                  <span className="font-normal text-ink-500">· {ROLE_LABELS[invitation.role]}</span>
                </p>
                <p className="text-sm break-all text-ink-600">{invitation.email}</p>
              </div>
              <p
                className={`text-xs font-medium ${invitation.is_expired ? 'text-red-700' : 'text-ink-600'}`}
              >
                {invitation.is_expired
                  ? `Expired ${formatDateTime(invitation.expires_at)}: invite again`
                  : `Link valid until ${formatDateTime(invitation.expires_at)}`}
              </p>
              <button
                type="button"
                className={`${buttonStyles.ghost} text-red-700 hover:bg-red-50`}
                // Named with the e-mail in full, as a row's only unique text (the name may repeat).
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                onClick={() => onWithdraw(invitation)}
              >
                Withdraw
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
