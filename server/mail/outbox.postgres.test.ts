import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { openPostgresTestDatabase } from '../testing/databases';
import { openTestDatabase } from '../testing/test-app';
import type { MailMessage } from './mailer';
import { createMailOutbox } from './outbox';

/** Several instances on one PostgreSQL database: each row goes to exactly one sender. */

let database: DatabaseHandle;
let other: DatabaseHandle;
let dispose: () => Promise<void>;
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  const result = await database.db.execute(sql`select current_database() as name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  // A second pool on the same database: another instance, with its own connections.
  other = await openPostgresTestDatabase(row?.name ?? '');
});
afterAll(async () => {
  await other.close();
  await dispose();
});

describe('mail outbox on a shared PostgreSQL database', () => {
  it('never lets two dispatchers send the same row, nor both at once', async () => {
    const total = 300;
    await database.db.insert(mailOutbox).values(
      Array.from({ length: total }, (_, i) => ({
        recipient: 'agency@veedu.test',
        subject: `mail ${i}`,
        text: 'Hello',
      })),
    );

    const sentBy = new Map<string, string[]>();
    const inFlight = new Set<string>();
    const overlaps: string[] = [];
    const sender = (instance: string) => async (message: MailMessage) => {
      if (inFlight.has(message.subject)) overlaps.push(message.subject);
      inFlight.add(message.subject);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
      inFlight.delete(message.subject);
      sentBy.set(message.subject, [...(sentBy.get(message.subject) ?? []), instance]);
    };
    const dispatchers = [
      createMailOutbox({ db: database.db, send: sender('a'), log: silent }),
      createMailOutbox({ db: other.db, send: sender('b'), log: silent }),
      createMailOutbox({ db: other.db, send: sender('c'), log: silent }),
    ];
    try {
      for (const dispatcher of dispatchers) dispatcher.start();
      // Wakes from every side while they drain, as commits on each instance would.
      for (let round = 0; round < 20; round += 1) {
        for (const dispatcher of dispatchers) dispatcher.wake();
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      for (let i = 0; i < 100 && sentBy.size < total; i += 1) {
        await Promise.all(dispatchers.map((dispatcher) => dispatcher.whenIdle()));
        for (const dispatcher of dispatchers) dispatcher.wake();
      }
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.whenIdle()));
    } finally {
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.close()));
    }

    expect(overlaps).toEqual([]);
    expect(sentBy.size).toBe(total);
    const twice = [...sentBy].filter(([, senders]) => senders.length > 1);
    expect(twice).toEqual([]);
    // Every instance took part, so the claims really competed.
    const counts = new Map<string, number>();
    for (const [, [instance]] of sentBy) counts.set(instance!, (counts.get(instance!) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });
});
