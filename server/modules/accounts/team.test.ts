import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../contract/accounts';
import type { TeamRole } from '../../../contract/agency';
import { type PendingInvitation, type TeamList, teamMessages } from '../../../contract/team';
import { ownersOnlyMessages } from '../../../contract/owners-only';
import type { AuditEntry } from '../../../contract/audit';
import type { Page } from '../../../contract/pagination';
import { adminUsers, auditLog, authTokens, invitations } from '../../db/schema';
import { asActor } from '../audit/actor';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';
import { hashToken } from './passwords';
import { createTeamService, INVITATION_LIFETIME_MS } from './team.service';

const OWNER = { email: 'lakshmi@veedu.test', password: 'kayal-owner-2026' };
const PASSWORD = 'vembanad-lake-9';

let t: TestApp;
let owner: Record<string, string>;
let joined = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { acceptInvitation: { limit: 1000, windowMs: 60_000 } } });
  await t.app.services.accounts.upsertAdmin(OWNER.email, OWNER.password, 'Lakshmi Nair');
  owner = await signIn(OWNER.email, OWNER.password);
});
afterAll(() => t.close());
beforeEach(() => t.resetRateLimits());

type Headers = Record<string, string>;

function request(method: string, url: string, headers: Headers = {}, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function signIn(email: string, password: string): Promise<Headers> {
  const response = await request('POST', '/api/accounts/login/', {}, { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Token ${response.json<{ token: string }>().token}` };
}

/** Undoes the mail's quoted-printable encoding, as a mail client would. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Invites as the owner (or `by`) and reads the one-time link's token from the e-mail. */
async function invite(
  email: string,
  role: TeamRole = 'agent',
  name = 'Arun Kumar',
  by: Headers = owner,
) {
  const before = (await t.outbox()).length;
  const response = await request('POST', '/api/accounts/users/', by, { email, name, role });
  expect(response.statusCode, response.body).toBe(201);
  const mails = await t.outbox();
  expect(mails).toHaveLength(before + 1);
  const mail = decodeMail(mails.at(-1) ?? '');
  const token = /\/admin\/accept-invite\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('no invitation link in the e-mail');
  return { token, mail, invitation: response.json<PendingInvitation>() };
}

function accept(token: string, password = PASSWORD, confirm = password) {
  return request(
    'POST',
    '/api/accounts/invitations/accept/',
    {},
    { token, password, confirm_password: confirm },
  );
}

/** A new member of the role, signed in through the invitation: their id and headers. */
async function join(role: TeamRole): Promise<{ id: number; email: string; headers: Headers }> {
  joined += 1;
  const email = `member${joined}@veedu.test`;
  const { token } = await invite(email, role);
  const response = await accept(token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ token: string; user: { id: number } }>();
  return { id: body.user.id, email, headers: { authorization: `Token ${body.token}` } };
}

function me(headers: Headers) {
  return request('GET', '/api/accounts/me/', headers);
}

async function ownerId(): Promise<number> {
  return (await me(owner)).json<{ id: number }>().id;
}

describe('roles', () => {
  it('makes existing and command-line accounts owners, and tells the role with the user', async () => {
    const response = await request('POST', '/api/accounts/login/', {}, OWNER);
    expect(response.json<{ user: unknown }>().user).toEqual({
      id: expect.any(Number),
      email: OWNER.email,
      name: 'Lakshmi Nair',
      role: 'owner',
    });
    expect((await me(owner)).json()).toMatchObject({ role: 'owner' });
  });
});

describe('GET /api/accounts/users/', () => {
  it('lists every member with role and status, and the open invitations', async () => {
    const { invitation } = await invite('pending@veedu.test', 'owner', 'Pending Person');
    const response = await request('GET', '/api/accounts/users/', owner);
    expect(response.statusCode).toBe(200);
    const team = response.json<TeamList>();
    const me = team.members.find((member) => member.email === OWNER.email);
    expect(me).toEqual({
      id: expect.any(Number),
      email: OWNER.email,
      name: 'Lakshmi Nair',
      role: 'owner',
      is_active: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(response.body).not.toMatch(/password|token_hash|\$argon2/i);
    expect(team.invitations).toContainEqual({
      ...invitation,
      email: 'pending@veedu.test',
      role: 'owner',
      is_expired: false,
    });
  });

  it.each(BAD_TOKEN_HEADERS)('answers 401 without a good token (%o)', async (headers) => {
    expect((await request('GET', '/api/accounts/users/', headers)).statusCode).toBe(401);
  });
});

describe('POST /api/accounts/users/ (invite)', () => {
  it('stores the invitation with a hashed token valid 48 hours and mails a one-time link', async () => {
    const { token, mail, invitation } = await invite('Meera@Veedu.test', 'agent', ' Meera ');
    expect(invitation).toMatchObject({ email: 'meera@veedu.test', name: 'Meera', role: 'agent' });
    expect(mail).toMatch(/^To: meera@veedu\.test$/m);
    expect(mail).toMatch(/^Subject: You are invited to the Veedu team$/m);
    expect(mail).toContain(`${t.config.publicUrl}/admin/accept-invite?token=${token}`);
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 48 * 3600_000)).toBeLessThan(60_000);
  });

  it('replaces an open invitation to the same e-mail: the older link stops working', async () => {
    const first = await invite('twice@veedu.test');
    const second = await invite('twice@veedu.test');
    expect((await accept(first.token)).json()).toEqual({ detail: teamMessages.invitationInvalid });
    expect((await accept(second.token)).statusCode).toBe(200);
  });

  it('refuses an e-mail that already has an account, in any case, and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const count = await t.database.db.$count(invitations);
    const response = await request('POST', '/api/accounts/users/', owner, {
      email: OWNER.email.toUpperCase(),
      name: 'Again',
      role: 'agent',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [teamMessages.alreadyMember] });
    expect(await t.outbox()).toHaveLength(before);
    expect(await t.database.db.$count(invitations)).toBe(count);
  });

  it.each([
    [
      'an empty body',
      {},
      {
        email: [accountMessages.emailRequired],
        name: [teamMessages.nameRequired],
        role: [teamMessages.roleRequired],
      },
    ],
    [
      'a malformed e-mail',
      { email: 'arun.veedu', name: 'Arun', role: 'agent' },
      { email: [accountMessages.emailInvalid] },
    ],
    [
      'an unknown role',
      { email: 'arun@veedu.test', name: 'Arun', role: 'boss' },
      { role: [teamMessages.roleRequired] },
    ],
    [
      'a blank name',
      { email: 'arun@veedu.test', name: '   ', role: 'agent' },
      { name: [teamMessages.nameRequired] },
    ],
  ])('answers 400 for %s and stores nothing', async (_case, payload, errors) => {
    const count = await t.database.db.$count(invitations);
    const response = await request('POST', '/api/accounts/users/', owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await t.database.db.$count(invitations)).toBe(count);
  });
});

describe('accepting an invitation', () => {
  it('shows who the link is for, then creates the account with the invited role and signs in', async () => {
    const { token } = await invite('asha@veedu.test', 'agent', 'Asha Thomas');
    const check = await request('GET', `/api/accounts/invitations/check/?token=${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      email: 'asha@veedu.test',
      name: 'Asha Thomas',
      role: 'agent',
      expires_at: expect.any(String),
    });

    const response = await accept(token);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: unknown }>();
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: 'asha@veedu.test',
      name: 'Asha Thomas',
      role: 'agent',
    });
    expect((await me({ authorization: `Token ${body.token}` })).json()).toEqual(body.user);
    await signIn('asha@veedu.test', PASSWORD);
    const team = (await request('GET', '/api/accounts/users/', owner)).json<TeamList>();
    expect(team.invitations.map((row) => row.email)).not.toContain('asha@veedu.test');
  });

  it('is single use', async () => {
    const { token } = await invite('once@veedu.test');
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, 'another-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: teamMessages.invitationInvalid });
    const check = await request('GET', `/api/accounts/invitations/check/?token=${token}`);
    expect(check.statusCode).toBe(400);
    await signIn('once@veedu.test', PASSWORD);
  });

  it('refuses an unknown or malformed token', async () => {
    const unknown = await accept('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: teamMessages.invitationInvalid });
    const malformed = await request('GET', '/api/accounts/invitations/check/?token=a%20b');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ token: [teamMessages.invitationInvalid] });
  });

  it('refuses a link past its expiry (through the API)', async () => {
    const { token, invitation } = await invite('late@veedu.test');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.id, invitation.id));
    const response = await accept(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: teamMessages.invitationInvalid });
    const team = (await request('GET', '/api/accounts/users/', owner)).json<TeamList>();
    expect(team.invitations.find((row) => row.id === invitation.id)?.is_expired).toBe(true);
    expect(team.members.map((member) => member.email)).not.toContain('late@veedu.test');
  });

  it('is valid for 48 hours by the clock of the service, and not a second longer', async () => {
    const { token } = await invite('clock@veedu.test');
    const at = (offsetMs: number) =>
      createTeamService({
        db: t.database.db,
        mailer: t.app.mailer,
        siteName: 'Veedu',
        publicUrl: t.config.publicUrl,
        now: () => new Date(Date.now() + offsetMs),
      });
    await expect(at(INVITATION_LIFETIME_MS - 60_000).checkInvitation(token)).resolves.toMatchObject(
      { email: 'clock@veedu.test' },
    );
    const late = at(INVITATION_LIFETIME_MS + 1_000);
    await expect(late.checkInvitation(token)).rejects.toMatchObject({
      statusCode: 400,
      detail: teamMessages.invitationInvalid,
    });
    await expect(
      late.acceptInvitation({ token, password: PASSWORD, confirm_password: PASSWORD }),
    ).rejects.toMatchObject({ statusCode: 400, detail: teamMessages.invitationInvalid });
    expect((await accept(token)).statusCode).toBe(200);
  });

  it.each([
    [
      'mismatched passwords',
      PASSWORD,
      'other-password',
      { confirm_password: [accountMessages.passwordsMismatch] },
    ],
    ['a short password', 'short', 'short', { password: [accountMessages.passwordTooShort] }],
    ['an empty password', '', '', { password: [accountMessages.passwordsRequired] }],
  ])('answers 400 for %s and leaves the link usable', async (_case, password, confirm, errors) => {
    const { token } = await invite(`rules${password.length}${confirm.length}@veedu.test`);
    const response = await accept(token, password, confirm);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('is rate-limited like the other public account endpoints', async () => {
    const tight = await createTestApp({
      rateLimits: { acceptInvitation: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await tight.app.inject({
          method: 'POST',
          url: '/api/accounts/invitations/accept/',
          payload: { token: 'B'.repeat(43), password: PASSWORD, confirm_password: PASSWORD },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await tight.close();
    }
  });
});

describe('what agents may do', () => {
  let agent: Headers;
  beforeAll(async () => {
    agent = (await join('agent')).headers;
  });

  it.each([
    ['GET', '/api/accounts/users/', undefined, ownersOnlyMessages.team],
    [
      'POST',
      '/api/accounts/users/',
      { email: 'x@veedu.test', name: 'X', role: 'owner' },
      ownersOnlyMessages.invite,
    ],
    ['PATCH', '/api/accounts/users/1/', { role: 'owner' }, ownersOnlyMessages.changeMember],
    ['DELETE', '/api/accounts/invitations/1/', undefined, ownersOnlyMessages.withdrawInvitation],
  ])(
    'gets 403 on %s %s (the team), saying what was refused',
    async (method, url, payload, detail) => {
      const count = await t.database.db.$count(invitations);
      const response = await request(method, url, agent, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail });
      expect(await t.database.db.$count(invitations)).toBe(count);
    },
  );

  it('cannot promote themself', async () => {
    const { id } = (await me(agent)).json<{ id: number }>();
    const response = await request('PATCH', `/api/accounts/users/${id}/`, agent, { role: 'owner' });
    expect(response.statusCode).toBe(403);
    expect((await me(agent)).json()).toMatchObject({ role: 'agent' });
  });

  it.each([
    ['property-types', ownersOnlyMessages.deletePropertyType],
    ['features', ownersOnlyMessages.deleteFeature],
  ])('adds and renames %s but gets 403 deleting one, which stays', async (path, detail) => {
    const url = `/api/properties/${path}/`;
    const created = await request('POST', url, agent, { name: `Agent's ${path}` });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const renamed = await request('PATCH', `${url}${id}/`, agent, { name: `Renamed ${path}` });
    expect(renamed.statusCode).toBe(200);
    const deleted = await request('DELETE', `${url}${id}/`, agent);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual({ detail });
    const list = (await request('GET', url)).json<{ id: number }[]>();
    expect(list.map((item) => item.id)).toContain(id);
    expect((await request('DELETE', `${url}${id}/`, owner)).statusCode).toBe(204);
  });

  it.each([
    '/api/properties/properties/',
    '/api/properties/contacts/',
    '/api/properties/dashboard/',
    '/api/accounts/me/',
  ])('may read %s', async (url) => {
    expect((await request('GET', url, agent)).statusCode).toBe(200);
  });
});

describe('DELETE /api/accounts/invitations/{id}/ (withdraw)', () => {
  function withdraw(id: number, headers: Headers = owner) {
    return request('DELETE', `/api/accounts/invitations/${id}/`, headers);
  }

  function check(token: string) {
    return request('GET', `/api/accounts/invitations/check/?token=${token}`);
  }

  it('withdraws an open invitation: its link no longer checks nor accepts, and the trail says who', async () => {
    const { token, invitation } = await invite('withdrawn@veedu.test');
    const response = await withdraw(invitation.id);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    const checked = await check(token);
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toEqual({ detail: teamMessages.invitationInvalid });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toEqual({ detail: teamMessages.invitationInvalid });
    const team = (await request('GET', '/api/accounts/users/', owner)).json<TeamList>();
    expect(team.invitations.map((row) => row.id)).not.toContain(invitation.id);
    expect(team.members.map((member) => member.email)).not.toContain('withdrawn@veedu.test');

    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invitation'), eq(auditLog.entityId, invitation.id)));
    expect(trail.find((entry) => entry.action === 'withdrawn')).toMatchObject({
      actorId: await ownerId(),
      actorEmail: OWNER.email,
      changes: { email: ['withdrawn@veedu.test', null] },
    });
  });

  it('answers 403 to an agent and leaves the invitation usable', async () => {
    const agent = await join('agent');
    const { token, invitation } = await invite('kept@veedu.test');
    const response = await withdraw(invitation.id, agent.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: ownersOnlyMessages.withdrawInvitation });
    expect((await check(token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown invitation, or one withdrawn already', async () => {
    const { invitation } = await invite('twice-withdrawn@veedu.test');
    expect((await withdraw(invitation.id)).statusCode).toBe(204);
    for (const id of [invitation.id, 2147483647]) {
      const response = await withdraw(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: teamMessages.invitationNotPending });
    }
    expect((await request('DELETE', '/api/accounts/invitations/abc/', owner)).statusCode).toBe(404);
  });

  it('answers 404 for an accepted invitation and leaves the member as they are', async () => {
    const { token, invitation } = await invite('joined@veedu.test');
    expect((await accept(token)).statusCode).toBe(200);
    const response = await withdraw(invitation.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: teamMessages.invitationNotPending });
    expect(await t.database.db.$count(invitations, eq(invitations.id, invitation.id))).toBe(1);
    await signIn('joined@veedu.test', PASSWORD);
  });

  it.each(BAD_TOKEN_HEADERS.map((headers, index) => [headers, index] as const))(
    'answers 401 without a good token (%o)',
    async (headers, index) => {
      const { invitation } = await invite(`unsigned${index}@veedu.test`);
      expect((await withdraw(invitation.id, headers)).statusCode).toBe(401);
      expect(await t.database.db.$count(invitations, eq(invitations.id, invitation.id))).toBe(1);
    },
  );
});

describe('PATCH /api/accounts/users/{id}/', () => {
  it('changes roles: a promoted agent manages the team, a demoted owner no longer does', async () => {
    const member = await join('agent');
    const promoted = await request('PATCH', `/api/accounts/users/${member.id}/`, owner, {
      role: 'owner',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: member.id, role: 'owner', is_active: true });
    expect((await request('GET', '/api/accounts/users/', member.headers)).statusCode).toBe(200);
    await request('PATCH', `/api/accounts/users/${member.id}/`, owner, { role: 'agent' });
    expect((await request('GET', '/api/accounts/users/', member.headers)).statusCode).toBe(403);
  });

  it('deactivating revokes the tokens at once; the member cannot sign in until reactivated', async () => {
    const member = await join('agent');
    expect((await me(member.headers)).statusCode).toBe(200);
    const response = await request('PATCH', `/api/accounts/users/${member.id}/`, owner, {
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, is_active: false });

    const next = await me(member.headers);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ detail: accountMessages.badToken });
    expect(await t.database.db.$count(authTokens, eq(authTokens.userId, member.id))).toBe(0);

    const rightPassword = await request(
      'POST',
      '/api/accounts/login/',
      {},
      {
        email: member.email,
        password: PASSWORD,
      },
    );
    expect(rightPassword.statusCode).toBe(401);
    expect(rightPassword.json()).toEqual({ detail: accountMessages.accountDeactivated });
    const wrongPassword = await request(
      'POST',
      '/api/accounts/login/',
      {},
      {
        email: member.email,
        password: 'not-the-password',
      },
    );
    expect(wrongPassword.json()).toEqual({ detail: accountMessages.invalidCredentials });

    // No reset code for a deactivated member either.
    const before = (await t.outbox()).length;
    await request('POST', '/api/accounts/forgot-password/', {}, { email: member.email });
    expect(await t.outbox()).toHaveLength(before);

    await request('PATCH', `/api/accounts/users/${member.id}/`, owner, { is_active: true });
    await signIn(member.email, PASSWORD);
  });

  it('a token kept while deactivated stays dead, even if the row survived', async () => {
    const member = await join('agent');
    await t.database.db
      .update(adminUsers)
      .set({ isActive: false })
      .where(eq(adminUsers.id, member.id));
    expect((await me(member.headers)).statusCode).toBe(401);
  });

  it('keeps an active owner: the last one cannot demote or deactivate themself', async () => {
    const id = await ownerId();
    // Other owners made by earlier tests would count: make sure this owner is the only one.
    await t.database.db
      .update(adminUsers)
      .set({ role: 'agent' })
      .where(sql`${adminUsers.id} <> ${id}`);
    for (const change of [{ role: 'agent' }, { is_active: false }]) {
      const response = await request('PATCH', `/api/accounts/users/${id}/`, owner, change);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: teamMessages.lastOwner });
    }
    expect((await me(owner)).json()).toMatchObject({ role: 'owner' });

    // A deactivated owner does not count; an active second owner does.
    const second = await join('owner');
    await request('PATCH', `/api/accounts/users/${second.id}/`, owner, { is_active: false });
    const stillLast = await request('PATCH', `/api/accounts/users/${id}/`, owner, {
      role: 'agent',
    });
    expect(stillLast.statusCode).toBe(400);
    await request('PATCH', `/api/accounts/users/${second.id}/`, owner, { is_active: true });
    // Deactivation revoked the second owner's token: they sign in again.
    const secondOwner = await signIn(second.email, PASSWORD);
    const demoted = await request('PATCH', `/api/accounts/users/${id}/`, owner, { role: 'agent' });
    expect(demoted.statusCode).toBe(200);
    expect((await request('GET', '/api/accounts/users/', owner)).statusCode).toBe(403);
    const restored = await request('PATCH', `/api/accounts/users/${id}/`, secondOwner, {
      role: 'owner',
    });
    expect(restored.statusCode).toBe(200);
  });

  it.each([
    ['an empty body', {}, { non_field_errors: [teamMessages.nothingToChange] }],
    ['an unknown role', { role: 'boss' }, { role: [teamMessages.roleRequired] }],
    ['is_active as text', { is_active: 'no' }, { is_active: [teamMessages.activeInvalid] }],
  ])('answers 400 for %s and changes nothing', async (_case, payload, errors) => {
    const id = await ownerId();
    const response = await request('PATCH', `/api/accounts/users/${id}/`, owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect((await me(owner)).json()).toMatchObject({ role: 'owner' });
  });

  it('answers 404 for a member that does not exist', async () => {
    const response = await request('PATCH', '/api/accounts/users/2147483647/', owner, {
      role: 'agent',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("a member's power ends with the member (issue 32, item 3)", () => {
  function check(token: string) {
    return request('GET', `/api/accounts/invitations/check/?token=${token}`);
  }

  /** The trail's entries about invitations, newest first, as an owner reads them. */
  async function invitationTrail(): Promise<AuditEntry[]> {
    const response = await request('GET', '/api/audit/?entity=invitation&page_size=200', owner);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<AuditEntry>>().data;
  }

  const dismissals: [string, (memberId: number) => Promise<void>][] = [
    [
      'demoting them to agent',
      async (memberId) => {
        const response = await request('PATCH', `/api/accounts/users/${memberId}/`, owner, {
          role: 'agent',
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    ],
    [
      'deactivating them',
      async (memberId) => {
        const response = await request('PATCH', `/api/accounts/users/${memberId}/`, owner, {
          is_active: false,
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    ],
    [
      // No screen deletes a member: whatever deletes the row (SQL by hand, a future route) does.
      'deleting their account',
      async (memberId) => {
        await asActor(t.database.db, { id: await ownerId(), email: OWNER.email }, (tx) =>
          tx.delete(adminUsers).where(eq(adminUsers.id, memberId)),
        );
      },
    ],
  ];

  it.each(dismissals)(
    '%s withdraws the owner invitation they sent: it neither checks nor accepts, and the trail names who dismissed them',
    async (how, dismiss) => {
      const tag = how.split(' ')[0];
      // Owner B invites C as an owner; owner A's own invitation to D is not B's to lose.
      const b = await join('owner');
      const c = await invite(`${tag}-c@veedu.test`, 'owner', 'Chandran', b.headers);
      const d = await invite(`${tag}-d@veedu.test`, 'agent', 'Devi');
      expect((await check(c.token)).statusCode).toBe(200);
      const trailBefore = await invitationTrail();

      await dismiss(b.id);

      const checked = await check(c.token);
      expect(checked.statusCode).toBe(400);
      expect(checked.json()).toEqual({ detail: teamMessages.invitationInvalid });
      const accepted = await accept(c.token);
      expect(accepted.statusCode).toBe(400);
      expect(accepted.json()).toEqual({ detail: teamMessages.invitationInvalid });
      const team = (await request('GET', '/api/accounts/users/', owner)).json<TeamList>();
      expect(team.members.map((member) => member.email)).not.toContain(`${tag}-c@veedu.test`);
      expect(team.invitations.map((row) => row.id)).not.toContain(c.invitation.id);
      expect(team.invitations.map((row) => row.id)).toContain(d.invitation.id);
      expect((await check(d.token)).statusCode).toBe(200);

      const fresh = (await invitationTrail()).filter(
        (entry) => !trailBefore.some((old) => old.id === entry.id),
      );
      expect(fresh).toEqual([
        expect.objectContaining({
          action: 'withdrawn',
          entity: 'invitation',
          entity_id: c.invitation.id,
          actor_id: await ownerId(),
          actor_email: OWNER.email,
          changes: expect.objectContaining({
            email: [`${tag}-c@veedu.test`, null],
            role: ['owner', null],
            invited_by: [b.id, null],
          }),
        }),
      ]);
    },
  );

  it('leaves the invitations they sent that were accepted: those members stay as they are', async () => {
    const b = await join('owner');
    const e = await invite('accepted-by-e@veedu.test', 'agent', 'Eapen', b.headers);
    const joinedE = await accept(e.token);
    expect(joinedE.statusCode).toBe(200);
    const eHeaders = { authorization: `Token ${joinedE.json<{ token: string }>().token}` };

    await request('PATCH', `/api/accounts/users/${b.id}/`, owner, { is_active: false });

    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, e.invitation.id));
    expect(row?.acceptedAt).toBeInstanceOf(Date);
    expect((await me(eHeaders)).statusCode).toBe(200);
  });

  it('withdraws nothing on a change that takes no power away', async () => {
    const b = await join('owner');
    const c = await invite('kept-by-b@veedu.test', 'agent', 'Chitra', b.headers);
    for (const change of [{ role: 'owner' }, { is_active: true }]) {
      const response = await request('PATCH', `/api/accounts/users/${b.id}/`, owner, change);
      expect(response.statusCode).toBe(200);
    }
    expect((await check(c.token)).statusCode).toBe(200);
  });

  it('is the database’s doing: a demotion written by hand, with no actor, withdraws too (unrecorded)', async () => {
    const b = await join('owner');
    const c = await invite('by-hand-c@veedu.test', 'agent', 'Cyril', b.headers);
    const trailBefore = (await invitationTrail()).length;
    await t.database.db.update(adminUsers).set({ role: 'agent' }).where(eq(adminUsers.id, b.id));
    expect((await check(c.token)).statusCode).toBe(400);
    expect(await invitationTrail()).toHaveLength(trailBefore);
  });
});
