import type { AdminUser, LoginResponse } from '../../../contract/accounts';
import { INVITATION_VALID_HOURS } from '../../../contract/agency';
import {
  type AcceptInvitationInput,
  type InvitationInfo,
  type InviteInput,
  type PendingInvitation,
  type TeamList,
  type TeamMember,
  teamMessages,
  type UpdateMemberInput,
} from '../../../contract/team';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import * as accountsRepo from './accounts.repo';
import { issueToken, toAdminUser } from './accounts.service';
import { generateToken, hashSecret, hashToken } from './passwords';
import { type Actor, asActor } from '../audit/actor';
import * as repo from './team.repo';

export const INVITATION_LIFETIME_MS = INVITATION_VALID_HOURS * 60 * 60 * 1000;

export interface TeamDeps {
  db: Database;
  mailer: Mailer;
  siteName: string;
  /** The site's address, for the invitation's link. */
  publicUrl: string;
  /** The clock invitations are made and checked by (tests move it on). */
  now?: () => Date;
}

function toMember(row: repo.MemberRow): TeamMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

function toPending(row: repo.InvitationRow, now: Date): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    is_expired: row.expiresAt <= now,
  };
}

/**
 * The team (docs/product.md, "The team and roles"): owners invite members by e-mail with a
 * one-time link, change their roles, and deactivate them, which revokes their tokens at once.
 * There is always at least one active owner. A member's power ends with the member: what they
 * handed out (pending invitations, preview links) ends when they are demoted or deactivated.
 */
export function createTeamService({
  db,
  mailer,
  siteName,
  publicUrl,
  now = () => new Date(),
}: TeamDeps) {
  /** The invitation a token opens: known, not used and not expired; else a 400. */
  async function openInvitation(token: string): Promise<repo.InvitationRow> {
    const invitation = await repo.findInvitationByTokenHash(db, hashToken(token));
    if (!invitation || invitation.acceptedAt !== null || invitation.expiresAt <= now()) {
      throw AppError.badRequest(teamMessages.invitationInvalid);
    }
    return invitation;
  }

  return {
    async list(): Promise<TeamList> {
      const [members, invitations] = await Promise.all([
        repo.listMembers(db),
        repo.listOpenInvitations(db),
      ]);
      const at = now();
      return {
        members: members.map(toMember),
        invitations: invitations.map((row) => toPending(row, at)),
      };
    },

    /**
     * Stores an invitation (its token hashed, like sign-in tokens) and mails the one-time link.
     * A new invitation to the same e-mail replaces an open one. The mail goes through the
     * mailer's in-memory queue, as reset codes do: the mail outbox table would keep the link in
     * plain text.
     */
    async invite(input: InviteInput, by: AdminUser): Promise<PendingInvitation> {
      if (await accountsRepo.findUserByEmail(db, input.email)) {
        throw AppError.validation({ email: [teamMessages.alreadyMember] });
      }
      const token = generateToken();
      const at = now();
      const row = await asActor(db, { id: by.id, email: by.email }, async (tx) => {
        await repo.deleteOpenInvitations(tx, input.email);
        return repo.insertInvitation(tx, {
          email: input.email,
          name: input.name,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: by.id,
          expiresAt: new Date(at.getTime() + INVITATION_LIFETIME_MS),
        });
      });
      const inviter = by.name || by.email;
      mailer.queue({
        to: input.email,
        subject: `You are invited to the ${siteName} team`,
        text: [
          `Hello ${input.name},`,
          '',
          `${inviter} has invited you to the ${siteName} back office as ${input.role === 'owner' ? 'an owner' : 'an agent'}.`,
          'Choose your password here to accept:',
          '',
          `${publicUrl}/admin/accept-invite?token=${token}`,
          '',
          `The link is valid for ${INVITATION_VALID_HOURS} hours and can be used once.`,
          'If you did not expect this invitation, ignore this e-mail.',
        ].join('\n'),
      });
      return toPending(row, at);
    },

    /**
     * Withdraws an invitation not yet accepted: its link stops working at once (check and accept
     * answer 400, as for any unknown link). 404 when there is no such open invitation: unknown,
     * withdrawn or accepted already (an accepted one is a member now: deactivate them instead).
     */
    async withdrawInvitation(id: number, actor: Actor): Promise<void> {
      await asActor(db, actor, async (tx) => {
        if (!(await repo.deleteOpenInvitation(tx, id))) {
          throw AppError.notFound(teamMessages.invitationNotPending);
        }
      });
    },

    /**
     * Changes a member's role and/or active flag; deactivating revokes their tokens at once.
     * Demoting an owner or deactivating anyone also withdraws the invitations they sent that are
     * still pending and ends the preview links they made: the database does it in this
     * transaction, under this actor (migration 0014, docs/decisions/024), as it does when a
     * member's row is deleted.
     */
    async updateMember(id: number, change: UpdateMemberInput, actor: Actor): Promise<TeamMember> {
      const row = await asActor(db, actor, async (tx) => {
        const ownerIds = await repo.lockActiveOwnerIds(tx);
        const member = await repo.lockMember(tx, id);
        if (!member) throw AppError.notFound();
        const role = change.role ?? member.role;
        const isActive = change.is_active ?? member.isActive;
        const isLastOwner = ownerIds.length === 1 && ownerIds[0] === id;
        if (isLastOwner && !(role === 'owner' && isActive)) {
          throw AppError.badRequest(teamMessages.lastOwner);
        }
        const updated = await repo.updateMember(tx, id, { role, isActive });
        if (!isActive) {
          await accountsRepo.deleteUserTokens(tx, id);
          await accountsRepo.burnOpenCodes(tx, id);
        }
        return updated;
      });
      return toMember(row);
    },

    /** Who an invitation is for, so the accept page can greet them; 400 when it cannot be used. */
    async checkInvitation(token: string): Promise<InvitationInfo> {
      const invitation = await openInvitation(token);
      return {
        email: invitation.email,
        name: invitation.name,
        role: invitation.role,
        expires_at: invitation.expiresAt.toISOString(),
      };
    },

    /** Creates the invited account with the chosen password, uses the invitation up, signs in. */
    async acceptInvitation(input: AcceptInvitationInput): Promise<LoginResponse> {
      const invitation = await openInvitation(input.token);
      const passwordHash = await hashSecret(input.password);
      // The invited person makes their own account: the trail names them by their e-mail.
      const user = await asActor(db, { id: null, email: invitation.email }, async (tx) => {
        if (!(await repo.consumeInvitation(tx, invitation.id, now()))) {
          throw AppError.badRequest(teamMessages.invitationInvalid);
        }
        // Someone may have made the account by the command line since the invitation.
        if (await accountsRepo.findUserByEmail(tx, invitation.email)) {
          throw AppError.badRequest(teamMessages.invitationAccountExists);
        }
        return accountsRepo.insertUser(tx, {
          email: invitation.email.toLowerCase(),
          name: invitation.name,
          passwordHash,
          role: invitation.role,
        });
      });
      return { token: await issueToken(db, user.id), user: toAdminUser(user) };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
