import type { AdminUser } from '../contract/accounts';
import type { Database } from './db/client';
import type { Config } from './env';
import type { PublicCache } from './http/public-cache';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    services: Services;
    /** The background jobs (server/jobs/job-queue.ts). */
    jobs: JobQueue;
    /** Public answers kept in memory; null when PAGE_CACHE=off. */
    publicCache: PublicCache | null;
  }
  interface FastifyRequest {
    /** The signed-in admin, set by requireAdmin. */
    admin?: AdminUser;
    /** The raw token of this request, set by requireAdmin (never logged). */
    authToken?: string;
  }
}
