import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { eq } from 'drizzle-orm';
import { enquiries, mailOutbox } from '../db/schema';
import { openTestDatabase } from '../testing/test-app';
import type { MailMessage } from './mailer';
import { createMailOutbox, type MailOutbox } from './outbox';

/** The dispatcher on its own, on the real database: claims, leases and shutdown. */

let database: DatabaseHandle;
let dispose: () => Promise<void>;
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

/** A send that does not finish until the test lets it. */
function heldSender() {
  const started: string[] = [];
  const finished: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    started,
    finished,
    release,
    async send(message: MailMessage) {
      started.push(message.subject);
      await released;
      finished.push(message.subject);
    },
  };
}

async function addMail(outbox: MailOutbox, subject: string): Promise<void> {
  await database.db.transaction((tx) =>
    outbox.add(tx, { to: 'agency@veedu.test', subject, text: 'Hello' }),
  );
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(condition()).toBe(true);
}

describe('mail outbox dispatcher', () => {
  it('lets one dispatcher at a time send a row: another finds it claimed and leaves it', async () => {
    const first = heldSender();
    const second = heldSender();
    const a = createMailOutbox({ db: database.db, send: first.send, log: silent });
    const b = createMailOutbox({ db: database.db, send: second.send, log: silent });
    try {
      await addMail(a, 'only once');
      a.wake();
      await until(() => first.started.length === 1);
      b.wake();
      await b.whenIdle();
      expect(second.started).toEqual([]);
      const [claimed] = await database.db.select().from(mailOutbox);
      expect(claimed?.attempts).toBe(1);
      expect(claimed?.claimedUntil?.getTime()).toBeGreaterThan(Date.now());

      first.release();
      await a.whenIdle();
      b.wake();
      await b.whenIdle();
      expect(first.finished).toEqual(['only once']);
      expect(second.started).toEqual([]);
      expect(await database.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      first.release();
      second.release();
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('close() waits for the send in progress and leaves unclaimed rows for the next start', async () => {
    const sender = heldSender();
    const outbox = createMailOutbox({
      db: database.db,
      send: sender.send,
      log: silent,
      settings: { batchSize: 1 },
    });
    await addMail(outbox, 'first');
    await addMail(outbox, 'second');
    outbox.start();
    await until(() => sender.started.length === 1);

    let closed = false;
    const closing = outbox.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    sender.release();
    await closing;
    expect(sender.finished).toEqual(['first']);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows).toEqual([
      expect.objectContaining({ subject: 'second', attempts: 0, claimedUntil: null }),
    ]);
    // Closed means closed: a wake after it sends nothing.
    outbox.wake();
    await outbox.whenIdle();
    expect(sender.started).toEqual(['first']);
  });

  it('sends rows in the order they became due, in batches, until none is left', async () => {
    const sent: string[] = [];
    const outbox = createMailOutbox({
      db: database.db,
      send: async (message) => {
        sent.push(message.subject);
      },
      log: silent,
      settings: { batchSize: 3 },
    });
    const subjects = Array.from({ length: 10 }, (_, i) => `mail ${i}`);
    for (const subject of subjects) await addMail(outbox, subject);
    outbox.wake();
    await outbox.whenIdle();
    await outbox.close();
    expect(sent).toEqual(subjects);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('erases the copy a send leaves when its enquiry was erased while it was sent', async () => {
    const [meera, joseph] = await database.db
      .insert(enquiries)
      .values(
        ['Meera', 'Joseph'].map((name) => ({
          name,
          email: `${name.toLowerCase()}@example.in`,
          phoneNumber: '+919847012345',
          message: 'Is it still available?',
        })),
      )
      .returning({ id: enquiries.id });
    const sender = heldSender();
    const forgotten: number[][] = [];
    const outbox = createMailOutbox({
      db: database.db,
      send: sender.send,
      log: silent,
      forgetSent: async (enquiryIds) => {
        forgotten.push(enquiryIds);
      },
    });
    try {
      for (const enquiry of [meera!, joseph!]) {
        await database.db.transaction((tx) =>
          outbox.add(tx, {
            to: 'agency@veedu.test',
            subject: `about ${enquiry.id}`,
            text: 'Hello',
            enquiryId: enquiry.id,
          }),
        );
      }
      outbox.wake();
      await until(() => sender.started.length === 2);
      // Meera's enquiry is erased (its row goes with it); Joseph's row goes as if another
      // instance had sent it after our claim ran out: his enquiry stays, and so does his copy.
      await database.db.delete(enquiries).where(eq(enquiries.id, meera!.id));
      await database.db.delete(mailOutbox).where(eq(mailOutbox.enquiryId, joseph!.id));
      sender.release();
      await outbox.whenIdle();
      expect(sender.finished).toHaveLength(2);
      expect(forgotten).toEqual([[meera!.id]]);
    } finally {
      sender.release();
      await outbox.close();
      await database.db.delete(enquiries);
    }
  });

  it('gives up without sending a row claimed more often than the attempts allow', async () => {
    const sent: string[] = [];
    const errors: object[] = [];
    const outbox = createMailOutbox({
      db: database.db,
      send: async (message) => {
        sent.push(message.subject);
      },
      log: { ...silent, error: (details) => errors.push(details) },
      settings: { maxAttempts: 3 },
    });
    // Three claims, never a result: whatever sends it dies.
    const [row] = await database.db
      .insert(mailOutbox)
      .values({ recipient: 'agency@veedu.test', subject: 'poison', text: 'x', attempts: 3 })
      .returning();
    outbox.wake();
    await outbox.whenIdle();
    await outbox.close();
    expect(sent).toEqual([]);
    const [after] = await database.db.select().from(mailOutbox);
    expect(after).toMatchObject({ attempts: 4, lastError: 'no result after repeated claims' });
    expect(after?.failedAt).not.toBeNull();
    expect(errors).toEqual([expect.objectContaining({ outboxId: row?.id, attempts: 4 })]);
  });
});
