import { z } from 'zod';

import { TEAM_ROLES } from '../../../../contract/agency';
import type { FieldErrors } from '../../../../contract/errors';

/**
 * What the Team screen submits to its route's clientAction: an invitation, a member's change, or
 * an invitation withdrawn.
 */
export const teamInvite = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type TeamInvite = z.infer<typeof teamInvite>;

export const memberChange = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  role: z.enum(TEAM_ROLES).optional(),
  is_active: z.boolean().optional(),
});
export type MemberChange = z.infer<typeof memberChange>;

/** An invitation to withdraw (DELETE); the e-mail is for the messages. */
export const invitationWithdraw = z.object({
  id: z.number().int().positive(),
  email: z.string(),
});
export type InvitationWithdraw = z.infer<typeof invitationWithdraw>;

/** How an intent went: the server's field errors for the invite form, the member changed. */
export interface TeamResult {
  isDone: boolean;
  id?: number;
  fieldErrors?: FieldErrors;
}
