import { DEAD_LETTERS_SHOWN, type JobQueueName, jobsOverview } from '../../contract/jobs';
import { ownersOnlyMessages } from '../../contract/owners-only';
import { ownersOnly } from '../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  jsonAnswer,
  ownersOnlyAnswer,
  unauthorized,
} from '../http/route-schema';

const requireOwner = ownersOnly(ownersOnlyMessages.jobs);

/** /api/jobs/: what the job queue holds, for owners (Settings, "Background jobs"). */
export const jobsRoutes: ApiRoutes = async (app) => {
  app.get(
    '/jobs/',
    {
      schema: {
        tags: ['Jobs'],
        summary:
          'Owners only. Each background queue: jobs waiting, running and failed every try (dead ' +
          'letters); and the newest dead letters with their errors.',
        security: ADMIN_ONLY,
        response: {
          200: jsonAnswer('The queues and the newest dead letters.', jobsOverview),
          401: unauthorized,
          403: ownersOnlyAnswer(ownersOnlyMessages.jobs),
        },
      },
      preHandler: requireOwner,
    },
    async () => {
      const [queues, dead] = await Promise.all([
        app.jobs.depth(),
        app.jobs.deadLetters(DEAD_LETTERS_SHOWN),
      ]);
      return {
        queues: queues.map((depth) => ({ ...depth, queue: depth.queue as JobQueueName })),
        dead_letters: dead.map((letter) => ({
          id: letter.id,
          queue: letter.queue as JobQueueName,
          failed_at: letter.failedAt,
          error: letter.error,
        })),
      };
    },
  );
};
