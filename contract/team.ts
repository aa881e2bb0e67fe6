import { z } from 'zod';
import { accountMessages, checkNewPassword, emailField } from './accounts';
import { INVITATION_VALID_HOURS, TEAM_ROLES } from './agency';

/**
 * The team and its roles (issue 15; docs/product.md, "The team and roles"): owners manage the
 * team by invitation; agents run listings, photos, banners and enquiries. The same schemas check
 * the API's input and the team screen's forms.
 */

export const MAX_MEMBER_NAME_LENGTH = 100;

export const teamMessages = {
  nameRequired: "Please enter the member's name",
  nameTooLong: `The name must be at most ${MAX_MEMBER_NAME_LENGTH} characters long`,
  roleRequired: 'Please choose a role: owner or agent',
  activeInvalid: 'is_active must be true or false',
  nothingToChange: 'Please send a role or is_active to change',
  alreadyMember:
    'A team member already has this e-mail address. Change their role or reactivate them instead.',
  lastOwner:
    'The team needs at least one active owner. Make another member an owner before you do this.',
  invitationInvalid:
    'This invitation link is invalid, has expired or has already been used. Please ask an owner to invite you again.',
  invitationAccountExists:
    'An account with this e-mail address already exists. Please sign in instead.',
  invitationNotPending:
    'This invitation is no longer pending: it has been accepted or withdrawn already.',
  invited: (email: string) =>
    `Invitation sent to ${email}. The link is valid for ${INVITATION_VALID_HOURS} hours.`,
  withdrawn: (email: string) => `Invitation to ${email} withdrawn. Its link no longer works.`,
} as const;

const roleField = z.enum(TEAM_ROLES, { error: teamMessages.roleRequired });

export const inviteInput = z.object({
  email: emailField(accountMessages.emailRequired),
  name: z
    .string({ error: teamMessages.nameRequired })
    .trim()
    .min(1, teamMessages.nameRequired)
    .max(MAX_MEMBER_NAME_LENGTH, teamMessages.nameTooLong),
  role: roleField,
});
export type InviteInput = z.infer<typeof inviteInput>;

export const updateMemberInput = z
  .object({
    role: roleField.optional(),
    is_active: z.boolean({ error: teamMessages.activeInvalid }).optional(),
  })
  .refine((input) => input.role !== undefined || input.is_active !== undefined, {
    message: teamMessages.nothingToChange,
  });
export type UpdateMemberInput = z.infer<typeof updateMemberInput>;

export const teamMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** An invitation not yet accepted; one past `expires_at` can no longer be used. */
export const pendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  created_at: z.string(),
  expires_at: z.string(),
  is_expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const teamList = z.object({
  members: z.array(teamMember),
  invitations: z.array(pendingInvitation),
});
export type TeamList = z.infer<typeof teamList>;

/** The link's token: 32 random bytes, URL-safe. Anything else names no invitation. */
const invitationToken = z
  .string({ error: teamMessages.invitationInvalid })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, teamMessages.invitationInvalid);

export const invitationTokenQuery = z.object({ token: invitationToken });

/** What the accept page shows before the password is chosen. */
export const invitationInfo = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  expires_at: z.string(),
});
export type InvitationInfo = z.infer<typeof invitationInfo>;

/** Accepting: the same password rules and messages as a password reset. */
export const acceptInvitationInput = z
  .object({
    token: invitationToken,
    password: z.string({ error: accountMessages.passwordsRequired }),
    confirm_password: z.string({ error: accountMessages.passwordsRequired }),
  })
  .superRefine((input, ctx) => {
    const problem = checkNewPassword(input.password, input.confirm_password);
    if (problem) {
      const field = problem === accountMessages.passwordsMismatch ? 'confirm_password' : 'password';
      ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;
