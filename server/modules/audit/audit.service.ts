import {
  AUDIT_ID_FIELDS,
  AUDIT_IMAGE_ENTITIES,
  AUDIT_NAME_KINDS,
  type AuditActor,
  type AuditEntry,
  type AuditQuery,
} from '../../../contract/audit';
import { type Page, toPage } from '../../../contract/pagination';
import type { Database } from '../../db/client';
import * as repo from './audit.repo';

type ImageEntity = (typeof AUDIT_IMAGE_ENTITIES)[number];
type Photos = Record<ImageEntity, Map<number, repo.StoredImage>>;

/**
 * Reads the audit trail (the database writes it: migration 0009, docs/decisions/018), with what a
 * screen needs to show its ids: the names recorded with each entry (migration 0015, decision
 * 023), team members' names, and the photos still stored.
 */
export function createAuditService({ db }: { db: Database }) {
  return {
    async list(query: AuditQuery): Promise<Page<AuditEntry>> {
      const { page, page_size: pageSize } = query;
      const [{ rows, count }, total] = await Promise.all([
        repo.listAudit(db, query, pageSize, (page - 1) * pageSize),
        repo.countAudit(db),
      ]);
      const idsOf = (entity: ImageEntity) =>
        rows.flatMap((row) =>
          row.entity === entity && row.entityId !== null ? [row.entityId] : [],
        );
      const [members, ...images] = await Promise.all([
        repo.findMemberNames(db, [...new Set(rows.flatMap(memberIds))]),
        ...AUDIT_IMAGE_ENTITIES.map((entity) => repo.findImages(db, entity, idsOf(entity))),
      ]);
      const photos = Object.fromEntries(
        AUDIT_IMAGE_ENTITIES.map((entity, index) => [entity, images[index]!]),
      ) as Photos;
      return toPage(
        rows.map((row) => toEntry(row, members, photos)),
        { count, total },
        page,
        pageSize,
      );
    },

    actors: (): Promise<AuditActor[]> => repo.listActors(db),
  };
}

/** The ids of team members an entry names: in its changes, or the member it is about. */
function memberIds(row: repo.AuditRow): number[] {
  const ids = Object.entries(row.changes).flatMap(([field, sides]) =>
    AUDIT_ID_FIELDS[field] === 'user' && Array.isArray(sides)
      ? sides.filter((side): side is number => Number.isInteger(side))
      : [],
  );
  if (row.entity === 'user' && row.entityId !== null) ids.push(row.entityId);
  return ids;
}

/** The recorded names of the kinds the API documents, with the members' names added. */
function namesOf(row: repo.AuditRow, members: Map<number, string>): AuditEntry['names'] {
  const names: AuditEntry['names'] = {};
  for (const kind of AUDIT_NAME_KINDS) {
    const recorded = row.names[kind];
    if (!recorded || typeof recorded !== 'object') continue;
    const strings = Object.entries(recorded).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string',
    );
    if (strings.length > 0) names[kind] = Object.fromEntries(strings);
  }
  const people = memberIds(row).flatMap((id) => {
    const name = members.get(id);
    return name === undefined ? [] : [[String(id), name] as const];
  });
  if (people.length > 0) names.user = Object.fromEntries(people);
  return names;
}

/** The narrowest WebP rendition of a stored image (a thumbnail), else its main file. */
function thumbnailOf(image: repo.StoredImage): NonNullable<AuditEntry['photo']> {
  const narrowest = image.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width)[0];
  return narrowest
    ? { url: narrowest.url, width: narrowest.width, height: narrowest.height }
    : { url: image.image, width: image.width, height: image.height };
}

function photoOf(row: repo.AuditRow, photos: Photos): AuditEntry['photo'] {
  const entity = AUDIT_IMAGE_ENTITIES.find((candidate) => candidate === row.entity);
  const image = entity && row.entityId !== null ? photos[entity].get(row.entityId) : undefined;
  return image ? thumbnailOf(image) : null;
}

function toEntry(row: repo.AuditRow, members: Map<number, string>, photos: Photos): AuditEntry {
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
    names: namesOf(row, members),
    photo: photoOf(row, photos),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
