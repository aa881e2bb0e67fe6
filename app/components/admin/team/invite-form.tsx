import { type FormEvent, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { INVITATION_VALID_HOURS, TEAM_ROLES, type TeamRole } from '../../../../contract/agency';
import { type FieldErrors, toFieldErrors } from '../../../../contract/errors';
import { inviteInput } from '../../../../contract/team';
import { jsonSubmit } from '../../../lib/admin/submit';
import { useActionResult } from '../../../lib/admin/use-action-result';
import { ActionIcon } from '../icons';
import { buttonStyles, cardStyles, inputStyles, labelStyles } from '../ui';
import type { TeamInvite, TeamResult } from './team-intents';
import { ROLE_HELP, ROLE_LABELS } from './team-texts';

type Field = 'email' | 'name' | 'role';
const FIELDS: readonly Field[] = ['name', 'email', 'role'];

/** The owner's invitation: name, e-mail and role; the server mails a one-time link. */
export function InviteForm() {
  const [values, setValues] = useState<TeamInvite>({ email: '', name: '', role: 'agent' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const inviting = useFetcher<TeamResult>();
  const isBusy = inviting.state !== 'idle';
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const roleRef = useRef<HTMLInputElement>(null);

  function focusFirst(found: FieldErrors) {
    const first = FIELDS.find((field) => found[field]);
    const refs = { name: nameRef, email: emailRef, role: roleRef };
    if (first) refs[first].current?.focus();
  }

  useActionResult(inviting, {
    onAnswer: ({ isDone, fieldErrors }) => {
      if (isDone) {
        setValues({ email: '', name: '', role: values.role });
        setErrors({});
        nameRef.current?.focus();
      } else if (fieldErrors) {
        setErrors(fieldErrors);
        focusFirst(fieldErrors);
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const checked = inviteInput.safeParse(values);
    if (!checked.success) {
      const found = toFieldErrors(checked.error);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    void inviting.submit({ ...checked.data }, jsonSubmit('post'));
  }

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const errorOf = (field: Field) =>
    errors[field]?.[0] ? (
      <p id={`${id}-${field}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {errors[field][0]}
      </p>
    ) : null;
  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5 sm:p-6`}>
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-950">
        Invite a member
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        They get an e-mail with a link to choose a password, valid for {INVITATION_VALID_HOURS}{' '}
        hours and usable once.
      </p>
      <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
        <div>
          <label htmlFor={`${id}-name`} className={labelStyles}>
            Name
          </label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            autoComplete="off"
            maxLength={100}
            aria-invalid={Boolean(errors.name) || undefined}
            aria-describedby={describedBy('name')}
            className={inputStyles}
          />
          {errorOf('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={labelStyles}>
            Email address
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            type="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={Boolean(errors.email) || undefined}
            aria-describedby={describedBy('email')}
            className={inputStyles}
          />
          {errorOf('email')}
        </div>
        <fieldset aria-describedby={describedBy('role')}>
          <legend className={labelStyles}>Role</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {TEAM_ROLES.map((role: TeamRole) => (
              <label
                key={role}
                className="flex cursor-pointer gap-3 rounded-xl border border-ink-200 p-3 transition-colors has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  ref={role === 'agent' ? roleRef : undefined}
                  type="radio"
                  name={`${id}-role`}
                  value={role}
                  checked={values.role === role}
                  onChange={() => set('role', role)}
                  className="mt-0.5 size-4 accent-brand-700 focus:outline-none"
                />
                <span className="text-sm">
                  <span className="block font-semibold text-ink-900">{ROLE_LABELS[role]}</span>
                  <span className="block text-ink-600">{ROLE_HELP[role]}</span>
                </span>
              </label>
            ))}
          </div>
          {errorOf('role')}
        </fieldset>
        <button
          type="submit"
          className={`${buttonStyles.primary} self-start`}
          aria-disabled={isBusy}
        >
          <ActionIcon name="add" />
          {isBusy ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
    </section>
  );
}
