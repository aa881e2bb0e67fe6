import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUsers,
  authTokens,
  invitations,
  passwordResetCodes,
  previewLinks,
  rateLimitBuckets,
} from '../db/schema';
import { insertListing } from '../testing/listings';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createHousekeeper } from './housekeeping';

/** Issue 16, item 6: what no longer counts is deleted on a schedule; what still counts stays. */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let userId: number;
let listingId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.adminHeaders();
  const [user] = await t.database.db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  userId = user!.id;
  listingId = await insertListing(t.database.db, {
    title: 'Villa to preview',
    city: 'Kakkanad',
    type: 'Villa',
    status: 'draft',
  });
});
afterAll(() => t.close());

const silentLog = { info() {}, warn() {} };

/** One row of each kind on each side of its expiry at `now`; answers the names of those that should stay. */
async function seed(now: number, tag: string) {
  const db = t.database.db;
  const at = (offset: number) => new Date(now + offset);
  await db.insert(authTokens).values([
    { userId, tokenHash: `${tag}-token-expired`, expiresAt: at(-HOUR) },
    { userId, tokenHash: `${tag}-token-live`, expiresAt: at(HOUR) },
  ]);
  await db.insert(passwordResetCodes).values([
    { userId, codeHash: `${tag}-code-used`, expiresAt: at(HOUR), usedAt: at(-60_000) },
    { userId, codeHash: `${tag}-code-expired`, expiresAt: at(-60_000) },
    { userId, codeHash: `${tag}-code-open`, expiresAt: at(HOUR) },
  ]);
  await db.insert(rateLimitBuckets).values([
    { key: `${tag}-window-ended`, hits: 3, resetAt: at(-1000) },
    { key: `${tag}-window-live`, hits: 3, resetAt: at(60_000) },
  ]);
  await db.insert(previewLinks).values([
    {
      propertyId: listingId,
      tokenHash: `${tag}-preview-expired`,
      createdBy: userId,
      expiresAt: at(-1000),
    },
    {
      propertyId: listingId,
      tokenHash: `${tag}-preview-live`,
      createdBy: userId,
      expiresAt: at(DAY),
    },
  ]);
  const invitation = (name: string, expiresIn: number, acceptedAt: Date | null = null) => ({
    email: `${tag}-${name}@veedu.test`,
    name,
    role: 'agent' as const,
    tokenHash: `${tag}-invitation-${name}`,
    expiresAt: at(expiresIn),
    acceptedAt,
  });
  await db
    .insert(invitations)
    .values([
      invitation('long-expired', -31 * DAY),
      invitation('just-expired', -5 * DAY),
      invitation('open', DAY),
      invitation('accepted', -60 * DAY, at(-61 * DAY)),
    ]);
}

async function remaining(tag: string) {
  const db = t.database.db;
  const mine = (values: string[]) => values.filter((value) => value.startsWith(`${tag}-`)).sort();
  return {
    tokens: mine((await db.select().from(authTokens)).map((row) => row.tokenHash)),
    codes: mine((await db.select().from(passwordResetCodes)).map((row) => row.codeHash)),
    windows: mine((await db.select().from(rateLimitBuckets)).map((row) => row.key)),
    previews: mine((await db.select().from(previewLinks)).map((row) => row.tokenHash)),
    invitations: mine((await db.select().from(invitations)).map((row) => row.tokenHash)),
  };
}

describe('housekeeping', () => {
  it('deletes expired tokens, used or expired codes, ended windows, expired previews and long-expired invitations', async () => {
    const now = Date.now();
    await seed(now, 'a');
    const housekeeper = createHousekeeper({
      db: t.database.db,
      log: silentLog,
      now: () => new Date(now),
    });
    const swept = await housekeeper.sweep();
    expect(swept.tokens).toBeGreaterThanOrEqual(1);
    expect(swept.resetCodes).toBeGreaterThanOrEqual(2);
    expect(swept.rateLimitWindows).toBeGreaterThanOrEqual(1);
    expect(swept.previewLinks).toBeGreaterThanOrEqual(1);
    expect(swept.invitations).toBeGreaterThanOrEqual(1);
    expect(await remaining('a')).toEqual({
      tokens: ['a-token-live'],
      codes: ['a-code-open'],
      windows: ['a-window-live'],
      previews: ['a-preview-live'],
      // Kept: expired only days ago (the team screen offers "invite again"), open, or accepted.
      invitations: ['a-invitation-accepted', 'a-invitation-just-expired', 'a-invitation-open'],
    });
    // The signed-in admin's own token is live: it still works.
    const me = await t.app.inject({ url: '/api/accounts/me/', headers: await t.adminHeaders() });
    expect(me.statusCode).toBe(200);

    // Nothing left to delete: a second sweep finds nothing.
    expect(Object.values(await housekeeper.sweep()).every((count) => count === 0)).toBe(true);
  });

  it('runs as a job and logs what it deleted', async () => {
    const now = Date.now();
    await seed(now, 'b');
    const lines: { details: object; message: string }[] = [];
    const housekeeper = createHousekeeper({
      db: t.database.db,
      log: {
        info: (details, message) => lines.push({ details, message }),
        warn: (details, message) => lines.push({ details, message }),
      },
    });
    await housekeeper.runDatabaseWork(new AbortController().signal);
    expect((await remaining('b')).tokens).toEqual(['b-token-live']);
    expect(lines[0]?.message).toBe('housekeeping: expired rows deleted');
    expect(lines[0]?.details).toMatchObject({ swept: { tokens: 1, previewLinks: 1 } });
  });
});
