import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { enquiries, mailOutbox } from '../../db/schema';
import { startSmtpTestServer, type SmtpTestServer } from '../../mail/smtp-test-server';
import {
  createTestApp,
  openTestDatabase,
  testEngine,
  type TestApp,
  type TestAppOptions,
} from '../../testing/test-app';

/** The agency's enquiry e-mails go through the mail outbox (server/mail/outbox.ts). */

const AGENCY = 'leads@veedu.test';
const VALID = {
  name: 'Fathima Rahman',
  email: 'fathima@example.in',
  phone_number: '+971501234567',
  subject: 'Villa in Kochi',
  budget_range: '₹75L-1Cr',
  property_type: 'Residential',
  message: 'We are moving back from Dubai next year and looking for a villa near Kakkanad.',
};
/** Personal data that must never reach a log line or `last_error`. */
const PERSONAL = [AGENCY, VALID.name, VALID.email, VALID.phone_number, 'Dubai'];

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp({
    ...options,
    env: { SITE_EMAIL: AGENCY, ...options.env },
  });
  cleanups.push(() => t.close());
  return t;
}

async function smtpServer(): Promise<SmtpTestServer> {
  const server = await startSmtpTestServer();
  cleanups.push(() => server.close());
  return server;
}

async function testDatabase(): Promise<DatabaseHandle> {
  const { database, dispose } = await openTestDatabase();
  cleanups.push(dispose);
  return database;
}

function send(t: TestApp, payload: object = VALID) {
  return t.app.inject({ method: 'POST', url: '/api/properties/contacts/', payload });
}

async function outboxRows(t: { database: DatabaseHandle }) {
  return t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
}

async function enquiryCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(enquiries);
  return row?.n ?? 0;
}

describe('enquiry e-mails through the mail outbox', () => {
  it('writes the mail with the enquiry, sends it right after the commit, then deletes the row', async () => {
    const smtp = await smtpServer();
    // The server holds its answer, so the row can be seen while the mail is on its way.
    smtp.delayMs = 300;
    const t = await app({ env: { SMTP_URL: smtp.url }, outbox: { pollMs: 60_000 } });
    expect((await send(t)).statusCode).toBe(201);
    expect(await enquiryCount(t)).toBe(1);
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ recipient: AGENCY, subject: 'New enquiry: Villa in Kochi' });
    expect(row?.text).toContain('Fathima Rahman');
    expect(smtp.messages).toEqual([]);

    // No timer is due (pollMs): the send was started by the commit.
    await t.app.services.outbox.whenIdle();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/^To: leads@veedu\.test$/m);
    expect(smtp.messages[0]).toContain('Fathima Rahman');
    expect(await outboxRows(t)).toEqual([]);
  });

  it('rolls the enquiry back when its mail cannot be stored: one transaction', async () => {
    const t = await app();
    await t.database.db.execute(
      sql`alter table mail_outbox add constraint refuse_every_row check (false) not valid`,
    );
    try {
      expect((await send(t)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table mail_outbox drop constraint refuse_every_row`);
    }
    expect(await enquiryCount(t)).toBe(0);
    expect(await outboxRows(t)).toEqual([]);
    expect(await t.outbox()).toEqual([]);
  });

  it('keeps a mail whose send failed and retries it, with backoff, until delivery works', async () => {
    const smtp = await smtpServer();
    smtp.accepting = false;
    const t = await app({
      env: { SMTP_URL: smtp.url },
      outbox: { retryBaseMs: 400, pollMs: 25 },
    });
    expect((await send(t)).statusCode).toBe(201);
    await t.app.services.outbox.whenIdle();

    const [failed] = await outboxRows(t);
    expect(failed).toMatchObject({
      recipient: AGENCY,
      attempts: 1,
      lastError: 'EENVELOPE 451 MAIL FROM',
      claimedUntil: null,
      failedAt: null,
    });
    expect(failed?.text).toContain('Fathima Rahman');
    const result = await t.database.db.execute(
      sql`select extract(epoch from next_attempt_at - now()) * 1000 as ms from mail_outbox`,
    );
    const [wait] = (result as unknown as { rows: { ms: number | string }[] }).rows;
    expect(Number(wait?.ms)).toBeGreaterThan(100);
    expect(smtp.messages).toEqual([]);

    // Still refused: tried again, and the wait doubles.
    await vi.waitFor(async () => expect((await outboxRows(t))[0]?.attempts).toBe(2), {
      timeout: 5_000,
      interval: 20,
    });
    smtp.accepting = true;
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), {
      timeout: 10_000,
      interval: 20,
    });
    expect(smtp.messages[0]).toMatch(/^To: leads@veedu\.test$/m);
    expect(smtp.messages[0]).toContain('Fathima Rahman');
    await vi.waitFor(async () => expect(await outboxRows(t)).toEqual([]), { interval: 20 });
    expect(await enquiryCount(t)).toBe(1);
  });

  it('gives up after the last attempt and logs an error with the row id, no personal data', async () => {
    const t = await app({
      // Nothing listens on port 1: every connection is refused.
      env: { SMTP_URL: 'smtp://127.0.0.1:1' },
      outbox: { maxAttempts: 3, retryBaseMs: 20, pollMs: 20 },
      captureLogs: true,
    });
    expect((await send(t)).statusCode).toBe(201);
    await vi.waitFor(async () => expect((await outboxRows(t))[0]?.failedAt).not.toBeNull(), {
      timeout: 10_000,
      interval: 20,
    });
    const [row] = await outboxRows(t);
    expect(row?.attempts).toBe(3);
    expect(row?.lastError).toBe('ESOCKET ECONNREFUSED CONN');

    const lines = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const errors = lines.filter((line) => line.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({ outboxId: row?.id, msg: expect.stringMatching(/gave up/) }),
    ]);
    expect(lines.filter((line) => line.outboxId === row?.id && line.level === 40)).toHaveLength(2);
    for (const line of t.logs) for (const secret of PERSONAL) expect(line).not.toContain(secret);
    for (const secret of PERSONAL) expect(row?.lastError).not.toContain(secret);

    // Given up means given up: no further attempts.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await outboxRows(t))[0]?.attempts).toBe(3);
  });

  it('sends at start what an earlier run left pending (a restart on the same database)', async () => {
    const database = await testDatabase();
    const first = await createTestApp({
      database,
      env: { SITE_EMAIL: AGENCY, SMTP_URL: 'smtp://127.0.0.1:1' },
      outbox: { retryBaseMs: 1, pollMs: 60_000 },
    });
    try {
      expect((await send(first)).statusCode).toBe(201);
      await first.app.services.outbox.whenIdle();
    } finally {
      await first.close();
    }
    // A run killed between its commit and its send, and one killed in the middle of a send.
    await database.db.insert(mailOutbox).values([
      { recipient: AGENCY, subject: 'Committed, never sent', text: 'one' },
      {
        recipient: AGENCY,
        subject: 'Claimed by a sender that died',
        text: 'two',
        attempts: 1,
        claimToken: 'dead-sender',
        claimedUntil: sql`now() - interval '1 second'`,
      },
    ]);
    expect(await outboxRows({ database })).toHaveLength(3);

    const second = await app({ database, outbox: { pollMs: 60_000 } });
    const mails = await second.outbox();
    expect(mails.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]).sort()).toEqual([
      'Claimed by a sender that died',
      'Committed, never sent',
      'New enquiry: Villa in Kochi',
    ]);
    expect(await outboxRows(second)).toEqual([]);
  });

  it('leaves a row another live instance holds until its claim runs out (PostgreSQL)', async () => {
    const database = await testDatabase();
    await database.db.insert(mailOutbox).values({
      recipient: AGENCY,
      subject: 'Being sent elsewhere',
      text: 'three',
      attempts: 1,
      claimToken: 'live-sender',
      claimedUntil: sql`now() + interval '1 hour'`,
    });
    const t = await app({ database, outbox: { pollMs: 60_000 } });
    if (testEngine() === 'pglite') {
      // One process owns a PGlite database: a claim found at start is a dead run's, sent now.
      expect(await t.outbox()).toHaveLength(1);
      expect(await outboxRows(t)).toEqual([]);
      return;
    }
    expect(await t.outbox()).toEqual([]);
    expect(await outboxRows(t)).toHaveLength(1);
    await database.db.update(mailOutbox).set({ claimedUntil: sql`now() - interval '1 second'` });
    t.app.services.outbox.wake();
    expect(await t.outbox()).toHaveLength(1);
    expect(await outboxRows(t)).toEqual([]);
  });

  it('app.close() waits for a send in progress, which deletes its row', async () => {
    const database = await testDatabase();
    const smtp = await smtpServer();
    smtp.delayMs = 300;
    const t = await createTestApp({ database, env: { SITE_EMAIL: AGENCY, SMTP_URL: smtp.url } });
    expect((await send(t)).statusCode).toBe(201);
    await t.close();
    expect(smtp.messages).toHaveLength(1);
    expect(await outboxRows({ database })).toEqual([]);
  });

  it('keeps password-reset codes out of the table: they stay in memory', async () => {
    const t = await app({ env: { SMTP_URL: 'smtp://127.0.0.1:1' }, captureLogs: true });
    await t.app.services.accounts.upsertAdmin('owner@veedu.test', 'owner-password-1', 'Owner');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot-password/',
      payload: { email: 'owner@veedu.test' },
    });
    expect(response.statusCode).toBe(200);
    // The code is made after the answer, then handed to the mailer.
    await t.app.services.accounts.whenIdle();
    await t.app.mailer.whenIdle();
    // The send failed and is not retried from the database: nothing of it was stored.
    expect(await outboxRows(t)).toEqual([]);
    expect(t.logs.some((line) => line.includes('mail could not be sent'))).toBe(true);
  });
});
