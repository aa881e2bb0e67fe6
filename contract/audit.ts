import { z } from 'zod';
import { MAX_ID } from './input-limits';
import { pageQuery } from './pagination';

/**
 * The audit trail (`GET /api/audit/`, /admin/activity): every back-office write, recorded by the
 * database (docs/decisions/018). Changed fields carry [old, new]; secrets show as "(hidden)", and
 * the personal values of an erased enquiry as "(erased)" (docs/decisions/021).
 */

/**
 * What a trail entry can be about, as the triggers name it (migrations 0009, 0010, 0016, 0019), and
 * `personal_data`: an erasure (docs/decisions/021), recorded with counts, never whose data.
 */
export const AUDIT_ENTITIES = [
  'property',
  'property_image',
  'property_feature',
  'site_visit',
  'property_type',
  'feature',
  'state',
  'district',
  'city',
  'hero_banner',
  'offer_banner',
  'enquiry',
  'enquiry_note',
  'user',
  'invitation',
  'preview_link',
  'site_facts',
  'exchange_rates',
  'personal_data',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * What was done: a deletion of an invitation is its withdrawal, of a preview link its revocation;
 * `erased`: personal data erased on request or by retention (entity `personal_data`).
 */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'erased',
  'withdrawn',
  'revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an entry names by id, by kind (`names`): places, property types, features and listings as
 * they were called when the entry was written (migration 0015, docs/decisions/023); team members
 * by their name now (people's names are not copied into the trail).
 */
export const AUDIT_NAME_KINDS = [
  'state',
  'district',
  'city',
  'property_type',
  'feature',
  'property',
  'user',
] as const;
export type AuditNameKind = (typeof AUDIT_NAME_KINDS)[number];

/** The columns that hold an id of something `names` names, and its kind. */
export const AUDIT_ID_FIELDS: Readonly<Record<string, AuditNameKind>> = {
  state_id: 'state',
  district_id: 'district',
  city_id: 'city',
  property_type_id: 'property_type',
  feature_id: 'feature',
  property_id: 'property',
  assigned_to: 'user',
  author_id: 'user',
  recorded_by: 'user',
  invited_by: 'user',
  created_by: 'user',
};

/** The entries about a stored image: `photo` shows it while its files are kept. */
export const AUDIT_IMAGE_ENTITIES = ['property_image', 'hero_banner', 'offer_banner'] as const;

export const auditMessages = {
  id: 'Give an id as a whole number from 1.',
  entity: `Choose what the entries are about: ${AUDIT_ENTITIES.join(', ')}.`,
  date: 'Give a date as YYYY-MM-DD.',
  order: 'The first date must not be after the last.',
};

const id = z.coerce
  .number({ error: auditMessages.id })
  .int(auditMessages.id)
  .min(1, auditMessages.id)
  .max(MAX_ID, auditMessages.id);
const day = z.iso.date({ error: auditMessages.date });

export const auditQuery = pageQuery(50, 200)
  .extend({
    /** The member who made the writes. */
    actor: id.optional(),
    /** The listing the writes concern (its photos, features and visits too). */
    property: id.optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: auditMessages.entity }).optional(),
    /** From this day, and up to this day, both included (UTC). */
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: auditMessages.order,
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string().meta({ description: 'When, ISO 8601.' }),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.number().int().nullable(),
  property_id: z.number().int().nullable(),
  changes: z
    .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
    .meta({ description: 'Each changed field: [old value, new value].' }),
  names: z.partialRecord(z.enum(AUDIT_NAME_KINDS), z.record(z.string(), z.string())).meta({
    description:
      'What the ids of this entry are called, by kind and id: {"city": {"7": "Kakkanad"}}. ' +
      'The entry itself (a place, type, feature or listing), the listing it concerns, and each id ' +
      'in `changes` that names a state (state_id), district, city, property_type, feature or ' +
      'listing (property_id), as it was called when the entry was written, so a later rename or ' +
      'deletion does not change it; team members (assigned_to, author_id, recorded_by, ' +
      'invited_by, created_by, or the entry itself) by their name now. An id missing here was ' +
      'deleted before it could be named.',
  }),
  photo: z
    .object({
      url: z.string().meta({ description: 'A small rendition (about 400 px wide).' }),
      width: z.number().int(),
      height: z.number().int(),
    })
    .nullable()
    .meta({
      description:
        'For an entry about a listing photo or a banner (property_image, hero_banner, ' +
        'offer_banner): the image, while it is still stored; null once it has been removed, and ' +
        'for any other entry.',
    }),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Someone the trail names, for the person filter (members since removed included). */
export const auditActor = z.object({ id: z.number().int(), email: z.string() });
export type AuditActor = z.infer<typeof auditActor>;
