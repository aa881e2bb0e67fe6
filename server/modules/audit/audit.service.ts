import type { AuditActor, AuditEntry, AuditQuery } from '../../../contract/audit';
import { type Page, toPage } from '../../../contract/pagination';
import type { Database } from '../../db/client';
import * as repo from './audit.repo';

/** Reads the audit trail (the database writes it: migration 0009, docs/decisions/018). */
export function createAuditService({ db }: { db: Database }) {
  return {
    async list(query: AuditQuery): Promise<Page<AuditEntry>> {
      const { page, page_size: pageSize } = query;
      const [{ rows, count }, total] = await Promise.all([
        repo.listAudit(db, query, pageSize, (page - 1) * pageSize),
        repo.countAudit(db),
      ]);
      return toPage(rows.map(toEntry), { count, total }, page, pageSize);
    },

    actors: (): Promise<AuditActor[]> => repo.listActors(db),
  };
}

function toEntry(row: repo.AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action as AuditEntry['action'],
    entity: row.entity as AuditEntry['entity'],
    entity_id: row.entityId,
    property_id: row.propertyId,
    changes: row.changes,
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
