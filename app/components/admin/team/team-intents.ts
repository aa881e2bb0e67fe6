import { z } from 'zod';

import { TEAM_ROLES } from '../../../../contract/agency';
import type { FieldErrors } from '../../../../contract/errors';

/** What the Team screen submits to its route's clientAction: an invitation, or a member's change. */
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

/** How an intent went: the server's field errors for the invite form, the member changed. */
export interface TeamResult {
  isDone: boolean;
  id?: number;
  fieldErrors?: FieldErrors;
}
