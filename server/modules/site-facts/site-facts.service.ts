import type { SiteFacts, SiteFactsInput } from '../../../contract/site-facts';
import type { Database } from '../../db/client';
import { type Actor, asActor } from '../audit/actor';
import * as repo from './site-facts.repo';

/** What the site stated before the figures could be edited, and what migration 0016 seeds. */
export const SEEDED_SITE_FACTS: SiteFacts = { founded_year: 2010, clients_served: 400 };

function toSiteFacts(row: repo.SiteFactsRow): SiteFacts {
  return { founded_year: row.foundedYear, clients_served: row.clientsServed };
}

/**
 * The site facts (issue 33, item 8): read by every public page (the root's data), written by
 * owners in Settings. A write moves the catalogue version on (migration 0016), so kept pages and
 * answers are made again on every instance's next request.
 */
export function createSiteFactsService({
  db,
  catalogueVersion,
}: {
  db: Database;
  /** When given, the facts are read once per catalogue version (server/http/catalogue-version.ts). */
  catalogueVersion?: () => Promise<string>;
}) {
  let kept: { version: string; facts: Promise<SiteFacts> } | null = null;

  async function read(): Promise<SiteFacts> {
    const row = await repo.readSiteFacts(db);
    return row ? toSiteFacts(row) : SEEDED_SITE_FACTS;
  }

  return {
    async get(): Promise<SiteFacts> {
      if (!catalogueVersion) return read();
      // The version first, so the facts read after it are at least as new as it says.
      const version = await catalogueVersion();
      if (kept?.version === version) return kept.facts;
      const facts = read();
      const entry = { version, facts };
      kept = entry;
      facts.catch(() => {
        if (kept === entry) kept = null;
      });
      return facts;
    },

    /** Both figures, as the owner typed them (checked by contract/site-facts.ts). */
    async update(input: SiteFactsInput, actor: Actor): Promise<SiteFacts> {
      const row = await asActor(db, actor, (tx) =>
        repo.writeSiteFacts(tx, {
          foundedYear: input.founded_year,
          clientsServed: input.clients_served,
        }),
      );
      return toSiteFacts(row);
    },
  };
}

export type SiteFactsService = ReturnType<typeof createSiteFactsService>;
