import { useId } from 'react';

import { TEAM_ROLES, type TeamRole } from '../../../../contract/agency';
import type { TeamMember } from '../../../../contract/team';
import { buttonStyles, cardStyles } from '../ui';
import { formatDate, ROLE_LABELS } from './team-texts';

function RoleSelect({
  member,
  value,
  isSaving,
  onChange,
}: {
  member: TeamMember;
  value: TeamRole;
  isSaving: boolean;
  onChange: (role: TeamRole) => void;
}) {
  const id = useId();
  return (
    <div className="relative inline-flex">
      <label htmlFor={id} className="sr-only">
        Role of {member.name || member.email}
      </label>
      <select
        id={id}
        value={value}
        aria-busy={isSaving}
        disabled={!member.is_active}
        onChange={(event) => onChange(event.target.value as TeamRole)}
        className={`min-h-10 cursor-pointer appearance-none rounded-lg border border-ink-200 bg-white py-1.5 pr-9 pl-3 text-sm font-medium text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500 ${isSaving ? 'opacity-70' : ''}`}
      >
        {TEAM_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute top-1/2 right-3 size-3.5 -translate-y-1/2 text-ink-500"
      >
        <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </div>
  );
}

function StatusPill({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        isActive
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
          : 'bg-ink-100 text-ink-600 ring-ink-500/20'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${isActive ? 'bg-emerald-500' : 'bg-ink-400'}`}
      />
      {isActive ? 'Active' : 'Deactivated'}
    </span>
  );
}

/**
 * The members, with their role (a select that saves at once) and status, and the button that
 * deactivates or reactivates them after a confirmation.
 */
export function MemberList({
  members,
  currentUserId,
  saving,
  onRoleChange,
  onToggleActive,
}: {
  members: TeamMember[];
  currentUserId: number | undefined;
  /** The change being saved, shown before the server answers. */
  saving: { id: number; role?: TeamRole } | null;
  onRoleChange: (member: TeamMember, role: TeamRole) => void;
  onToggleActive: (member: TeamMember) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${cardStyles} p-5 sm:p-6`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink-950">
          Members
        </h2>
        <span className="text-sm text-ink-500">{members.length}</span>
      </div>
      <ul className="mt-4 divide-y divide-ink-100 rounded-xl border border-ink-100">
        {members.map((member) => {
          const isSelf = member.id === currentUserId;
          const isSaving = saving?.id === member.id;
          const label = member.name || member.email;
          return (
            <li
              key={member.id}
              className={`flex flex-wrap items-center gap-x-4 gap-y-3 px-3 py-3 sm:px-4 ${member.is_active ? '' : 'bg-ink-50/60'}`}
            >
              <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full font-display text-base font-semibold ${member.is_active ? 'bg-brand-100 text-brand-800' : 'bg-ink-100 text-ink-500'}`}
                >
                  {label.trim().charAt(0).toUpperCase()}
                </span>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
                    <span className="break-words">{member.name || '(no name)'}</span>
                    {isSelf && (
                      <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-sand-800">
                        You
                      </span>
                    )}
                  </p>
                  <p className="text-sm break-all text-ink-600">{member.email}</p>
                  <p className="text-xs text-ink-500">Joined {formatDate(member.created_at)}</p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <StatusPill isActive={member.is_active} />
                <RoleSelect
                  member={member}
                  value={(isSaving && saving?.role) || member.role}
                  isSaving={isSaving}
                  onChange={(role) => onRoleChange(member, role)}
                />
                <button
                  type="button"
                  className={
                    member.is_active
                      ? `${buttonStyles.ghost} text-red-700 hover:bg-red-50`
                      : buttonStyles.secondary
                  }
                  onClick={() => onToggleActive(member)}
                >
                  {member.is_active ? 'Deactivate' : 'Reactivate'}
                  <span className="sr-only"> {label}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
