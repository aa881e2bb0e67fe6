import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownersOnlyMessages } from '../../contract/owners-only';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../testing/test-app';

/** GET /api/jobs/ (issue 36, item 1): the queues and their dead letters, for owners only. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JOBS = '/api/jobs/';

describe('GET /api/jobs/', () => {
  it('answers 401 without a valid token and 403 to an agent', async () => {
    for (const headers of BAD_TOKEN_HEADERS) {
      expect((await t.app.inject({ url: JOBS, headers })).statusCode).toBe(401);
    }
    const agent = await t.app.inject({ url: JOBS, headers: await t.agentHeaders() });
    expect(agent.statusCode).toBe(403);
    expect(agent.json()).toEqual({ detail: ownersOnlyMessages.jobs });
  });

  it("gives an owner each queue's counts and the newest dead letters, with their errors", async () => {
    // A dead letter as pg-boss writes one when a job fails its last try (job-queue.test.ts
    // makes real ones): its queue's dead-letter queue, the error as the output.
    await t.database.db.execute(sql`
      insert into pgboss.job (name, data, output)
      values ('media-sweep-failed', '{}', '{"message": "The bucket could not be reached."}')`);
    const answer = await t.app.inject({ url: JOBS, headers: await t.adminHeaders() });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.queues.map((queue: { queue: string }) => queue.queue)).toEqual([
      'alerts-instant',
      'alerts-daily',
      'alerts-weekly',
      'housekeeping',
      'media-sweep',
    ]);
    expect(body.queues[4]).toMatchObject({ queue: 'media-sweep', failed: 1 });
    expect(body.dead_letters).toEqual([
      {
        id: expect.any(String),
        queue: 'media-sweep',
        failed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        error: 'The bucket could not be reached.',
      },
    ]);
  });
});
