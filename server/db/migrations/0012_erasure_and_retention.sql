ALTER TABLE "enquiries" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "enquiry_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "enquiries_closed_idx" ON "enquiries" USING btree ("closed_at") WHERE "enquiries"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_enquiry_idx" ON "mail_outbox" USING btree ("enquiry_id") WHERE "mail_outbox"."enquiry_id" is not null;--> statement-breakpoint
-- Erasure and retention (issue 32, item 5; docs/decisions/021). An erased enquiry's entries stay
-- in the audit trail, each personal value replaced by "(erased)" (a null, "nothing there", stays
-- null): `changes` records { field: [old, new] } (migration 0009).
CREATE FUNCTION "audit_erased"("changes" jsonb, "fields" text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg("key", CASE WHEN "key" = ANY("fields") THEN jsonb_build_array(
      CASE WHEN "value" -> 0 = 'null'::jsonb THEN 'null'::jsonb ELSE '"(erased)"'::jsonb END,
      CASE WHEN "value" -> 1 = 'null'::jsonb THEN 'null'::jsonb ELSE '"(erased)"'::jsonb END)
    ELSE "value" END), '{}'::jsonb)
  FROM jsonb_each("changes")
$$;
--> statement-breakpoint
-- closed_at follows the status: the trail already says when the status changed.
DROP TRIGGER "enquiries_audit" ON "enquiries";
--> statement-breakpoint
CREATE TRIGGER "enquiries_audit" AFTER INSERT OR UPDATE OR DELETE ON "enquiries"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('enquiry', 'property_id', 'created_at,updated_at,closed_at', '', '');
--> statement-breakpoint
-- Enquiries closed before this version: closed when the trail last saw them go from open to
-- closed; without such an entry (closed before the trail began), at their last change, which is
-- no earlier than their closing, so none is erased before its time.
UPDATE "enquiries" e SET "closed_at" = coalesce(
  (SELECT max(a."at") FROM "audit_log" a
    WHERE a."entity" = 'enquiry' AND a."entity_id" = e."id" AND a."action" = 'updated'
      AND a."changes" -> 'status' ->> 1 IN ('won', 'lost', 'spam')
      AND coalesce(a."changes" -> 'status' ->> 0, '') NOT IN ('won', 'lost', 'spam')),
  e."updated_at")
WHERE e."status" IN ('won', 'lost', 'spam');
--> statement-breakpoint
-- Enquiries deleted before this version left their visitors' data in the trail: erased now, as
-- a deletion erases it from here on.
UPDATE "audit_log" SET "changes" = "audit_erased"("changes", ARRAY['name', 'email', 'phone_number', 'subject', 'message'])
WHERE "entity" = 'enquiry' AND NOT EXISTS (SELECT 1 FROM "enquiries" e WHERE e."id" = "audit_log"."entity_id");
--> statement-breakpoint
UPDATE "audit_log" SET "changes" = "audit_erased"("changes", ARRAY['text'])
WHERE "entity" = 'enquiry_note' AND NOT EXISTS (SELECT 1 FROM "enquiry_notes" n WHERE n."id" = "audit_log"."entity_id");
