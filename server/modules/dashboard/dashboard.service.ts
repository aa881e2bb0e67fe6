import { type DashboardStats, RECENT_ENQUIRY_DAYS } from '../../../contract/dashboard';
import { keralaDate } from '../../../contract/format';
import type { Database } from '../../db/client';
import * as repo from './dashboard.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DashboardDeps {
  db: Database;
  now?: () => Date;
}

export function createDashboardService({ db, now = () => new Date() }: DashboardDeps) {
  return {
    /** Fresh figures on every call: the admin checks them right after changing a listing. */
    async stats(): Promise<DashboardStats> {
      const at = now();
      const since = new Date(at.getTime() - RECENT_ENQUIRY_DAYS * DAY_MS);
      const newSince = new Date(at.getTime() - DAY_MS);
      const [listings, enquiries, pipeline] = await Promise.all([
        repo.countListings(db),
        repo.countEnquiries(db, since),
        repo.countPipeline(db, keralaDate(at), newSince),
      ]);
      return {
        listings: {
          total: listings.total,
          by_status: {
            available: listings.available,
            draft: listings.draft,
            sold: listings.sold,
            rented: listings.rented,
          },
          by_purpose: { sell: listings.sell, rent: listings.rent },
        },
        enquiries: {
          total: enquiries.total,
          recent: enquiries.recent,
          since: since.toISOString(),
          days: RECENT_ENQUIRY_DAYS,
        },
        enquiry_pipeline: {
          due_today: pipeline.dueToday,
          new_since_yesterday: pipeline.newSince,
          new_since: newSince.toISOString(),
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
