import { z } from 'zod';

/**
 * The background jobs (`GET /api/jobs/`; Settings, "Background jobs", owners only): each queue's
 * jobs waiting, running and failed, and the newest dead letters, jobs that failed every try
 * (server/jobs/job-queue.ts, docs/decisions/028).
 */

/** The queues the app works (server/jobs/app-jobs.ts). */
export const JOB_QUEUES = [
  'housekeeping',
  'media-sweep',
  'alerts-instant',
  'alerts-daily',
  'alerts-weekly',
] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];

export const jobQueueDepth = z.object({
  queue: z.enum(JOB_QUEUES),
  waiting: z
    .number()
    .int()
    .meta({ description: 'Queued: waiting for their time (retries too) or for a worker.' }),
  active: z.number().int().meta({ description: 'Being run now.' }),
  failed: z.number().int().meta({ description: 'Dead letters: jobs that failed every try.' }),
});

export const deadLetter = z.object({
  id: z.string(),
  queue: z.enum(JOB_QUEUES),
  failed_at: z.string().meta({ description: 'When its last try failed, ISO 8601.' }),
  error: z.string().meta({ description: 'The error its last try ended with.' }),
});

export const jobsOverview = z.object({
  queues: z.array(jobQueueDepth),
  dead_letters: z.array(deadLetter).meta({ description: 'The newest 50, newest first.' }),
});
export type JobsOverview = z.infer<typeof jobsOverview>;

/** How many dead letters the overview lists. */
export const DEAD_LETTERS_SHOWN = 50;

/** The Settings card's texts (app/components/admin/settings/jobs-card.tsx). */
export const jobsMessages = {
  fetchFailed: 'The background jobs could not be loaded.',
} as const;
