import type { Config } from './env';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import { createAccountsService } from './modules/accounts/accounts.service';

/** Every service, wired once per app; routes and SSR loaders reach them through the app. */
export function createServices(deps: { db: Database; mailer: Mailer; config: Config }) {
  return {
    accounts: createAccountsService({
      db: deps.db,
      mailer: deps.mailer,
      siteName: deps.config.site.name,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
