import { type DashboardStats, RECENT_ENQUIRY_DAYS } from '../../../contract/dashboard';
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
      const since = new Date(now().getTime() - RECENT_ENQUIRY_DAYS * DAY_MS);
      const [listings, enquiries] = await Promise.all([
        repo.countListings(db),
        repo.countEnquiries(db, since),
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
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
