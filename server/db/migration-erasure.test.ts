import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { openTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './client';
import { auditLog, enquiries } from './schema';

/**
 * The data the erasure migration (docs/decisions/021) puts right in a database made before it:
 * when each closed enquiry was closed, and the visitors' values of enquiries deleted before it.
 * Its UPDATE statements are run again on rows as they were before it.
 */

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

/** The migration's statements that change rows (its other statements change the schema). */
async function backfills(): Promise<string[]> {
  const name = (await readdir(migrationsDir)).find((file) =>
    file.endsWith('_erasure_and_retention.sql'),
  );
  if (!name) throw new Error('the erasure migration is missing');
  const text = await readFile(path.join(migrationsDir, name), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE'));
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('the erasure migration', () => {
  it("dates closed enquiries by the trail, else their last change, and erases deleted ones' values", async () => {
    const db = database.db;
    const visitor = {
      email: 'old@example.in',
      phoneNumber: '+919847000000',
      message: 'Is it available?',
    };
    const [won, lost, open] = await db
      .insert(enquiries)
      .values([
        { ...visitor, name: 'Won Then Lost', status: 'lost', updatedAt: daysAgo(10) },
        { ...visitor, name: 'Lost Before The Trail', status: 'lost', updatedAt: daysAgo(5) },
        { ...visitor, name: 'Still Open', status: 'negotiating', updatedAt: daysAgo(3) },
      ])
      .returning({ id: enquiries.id });
    const entry = (entityId: number, at: Date, changes: Record<string, [unknown, unknown]>) => ({
      actorEmail: 'owner@veedu.test',
      action: 'updated',
      entity: 'enquiry',
      entityId,
      at,
      changes,
    });
    const gone = 987_654;
    await db.insert(auditLog).values([
      entry(won!.id, daysAgo(30), { status: ['new', 'contacted'] }),
      entry(won!.id, daysAgo(20), { status: ['contacted', 'won'] }),
      entry(won!.id, daysAgo(15), { status: ['won', 'lost'] }),
      {
        ...entry(gone, daysAgo(40), {
          name: ['Deleted Visitor', null],
          email: ['deleted@example.in', null],
          message: ['Call me after six.', null],
          status: ['new', null],
        }),
        action: 'deleted',
      },
      {
        ...entry(gone, daysAgo(41), { enquiry_id: [null, gone], text: [null, 'Rang twice.'] }),
        entity: 'enquiry_note',
        action: 'created',
      },
      {
        ...entry(open!.id, daysAgo(3), { name: ['Still Open', 'Still Open (Kochi)'] }),
      },
    ]);

    for (const statement of await backfills()) await db.execute(sql.raw(statement));

    const closed = await db
      .select({ id: enquiries.id, closedAt: enquiries.closedAt })
      .from(enquiries)
      .where(inArray(enquiries.id, [won!.id, lost!.id, open!.id]));
    const closedOf = (id: number) => closed.find((row) => row.id === id)?.closedAt ?? null;
    // Closed when it went from open to closed, not when it went from won to lost.
    expect(closedOf(won!.id)?.getTime()).toBeCloseTo(daysAgo(20).getTime(), -4);
    expect(closedOf(lost!.id)?.getTime()).toBeCloseTo(daysAgo(5).getTime(), -4);
    expect(closedOf(open!.id)).toBeNull();

    const [deletion] = await db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'enquiry'), eq(auditLog.entityId, gone)));
    expect(deletion?.changes).toEqual({
      name: ['(erased)', null],
      email: ['(erased)', null],
      message: ['(erased)', null],
      status: ['new', null],
    });
    const [noteEntry] = await db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.entity, 'enquiry_note'));
    expect(noteEntry?.changes).toEqual({ enquiry_id: [null, gone], text: [null, '(erased)'] });
    // An enquiry that still exists keeps its values: it is erased when it goes.
    const [kept] = await db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.entityId, open!.id));
    expect(kept?.changes).toEqual({ name: ['Still Open', 'Still Open (Kochi)'] });
  });
});
