-- A member's power ends with the member (issue 32, item 3; docs/decisions/024): demoting an owner,
-- deactivating or deleting a member withdraws the invitations they sent that are still pending
-- and ends the preview links they made, in the member change's own transaction, whichever way it
-- is made (the team's routes, or SQL by hand). The audit trail records each withdrawal under the
-- transaction's actor, as "withdrawn" and "revoked" rather than "deleted".
--
-- What was there before: a link or an invitation whose maker's account was deleted (the key was
-- set to null) ends now, as it would under the rule; so do pending invitations of members who are
-- no longer active owners (only owners invite, so they were sent before the demotion) and links
-- of deactivated members. A link of a member who is an agent now stays: agents make links too,
-- and nothing tells whether it was made before the demotion; owners see and revoke it on the
-- listing's screen. This clean-up has no actor: like the seed's writes, it is not in the trail.
DELETE FROM "preview_links" l
WHERE l."created_by" IS NULL
  OR NOT EXISTS (SELECT 1 FROM "admin_users" u WHERE u."id" = l."created_by" AND u."is_active");
--> statement-breakpoint
DELETE FROM "invitations" i
WHERE i."accepted_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "admin_users" u
    WHERE u."id" = i."invited_by" AND u."is_active" AND u."role" = 'owner'
  );
--> statement-breakpoint
ALTER TABLE "preview_links" DROP CONSTRAINT "preview_links_created_by_admin_users_id_fk";
--> statement-breakpoint
ALTER TABLE "preview_links" ALTER COLUMN "created_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_links_property_idx" ON "preview_links" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "preview_links_created_by_idx" ON "preview_links" USING btree ("created_by");--> statement-breakpoint
-- The power a member handed out ends with theirs. Pending invitations only: an accepted one is a
-- member now, whose own account stands on its own.
CREATE FUNCTION "end_member_powers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "invitations" WHERE "invited_by" = OLD."id" AND "accepted_at" IS NULL;
  DELETE FROM "preview_links" WHERE "created_by" = OLD."id";
  RETURN OLD;
END $$;
--> statement-breakpoint
-- After the member's own entry in the trail (triggers of one event fire in name order).
CREATE TRIGGER "admin_users_end_powers" AFTER UPDATE OF "role", "is_active" ON "admin_users"
FOR EACH ROW
WHEN ((OLD."role" = 'owner' AND NEW."role" <> 'owner') OR (OLD."is_active" AND NOT NEW."is_active"))
EXECUTE FUNCTION "end_member_powers"();
--> statement-breakpoint
-- Before the row goes: the invitations' key would set their inviter to null and leave them open.
CREATE TRIGGER "admin_users_end_powers_on_delete" BEFORE DELETE ON "admin_users"
FOR EACH ROW EXECUTE FUNCTION "end_member_powers"();
--> statement-breakpoint
-- The audit trail (0009) says what a deletion meant where it always means one thing: an
-- invitation deleted is withdrawn (by an owner, by a new invitation to the same address, or with
-- its inviter's power), a preview link deleted is revoked. The sixth argument names it.
CREATE OR REPLACE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor_email text := nullif(current_setting('veedu.actor_email', true), '');
  property_column text := nullif(TG_ARGV[1], '');
  ignored text[] := string_to_array(TG_ARGV[2], ',');
  secret text[] := string_to_array(TG_ARGV[3], ',');
  old_row jsonb;
  new_row jsonb;
  changes jsonb := '{}'::jsonb;
  field text;
  listing integer;
BEGIN
  IF actor_email IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF property_column IS NOT NULL THEN
    listing := (coalesce(new_row, old_row) ->> property_column)::integer;
  END IF;
  IF TG_OP = 'DELETE' AND TG_ARGV[4] = 'child'
    AND NOT EXISTS (SELECT 1 FROM "properties" WHERE "id" = listing) THEN
    RETURN NULL;
  END IF;
  FOR field IN SELECT jsonb_object_keys(coalesce(old_row, '{}'::jsonb) || coalesce(new_row, '{}'::jsonb)) LOOP
    CONTINUE WHEN field = ANY(ignored) OR field IN ('created_at', 'updated_at');
    CONTINUE WHEN coalesce(old_row -> field, 'null'::jsonb) = coalesce(new_row -> field, 'null'::jsonb);
    IF field = ANY(secret) THEN
      changes := changes || jsonb_build_object(regexp_replace(field, '_hash$', ''),
        jsonb_build_array('(hidden)', '(hidden)'));
    ELSE
      changes := changes || jsonb_build_object(field,
        jsonb_build_array(old_row -> field, new_row -> field));
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND changes = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  INSERT INTO "audit_log" ("actor_id", "actor_email", "action", "entity", "entity_id", "property_id", "changes")
  VALUES (
    nullif(current_setting('veedu.actor_id', true), '')::integer,
    actor_email,
    CASE TG_OP
      WHEN 'INSERT' THEN 'created'
      WHEN 'UPDATE' THEN 'updated'
      ELSE coalesce(nullif(TG_ARGV[5], ''), 'deleted')
    END,
    TG_ARGV[0],
    (coalesce(new_row, old_row) ->> 'id')::integer,
    listing,
    changes
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "invitations_audit" ON "invitations";
--> statement-breakpoint
CREATE TRIGGER "invitations_audit" AFTER INSERT OR UPDATE OR DELETE ON "invitations"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('invitation', '', 'created_at', 'token_hash', '', 'withdrawn');
--> statement-breakpoint
DROP TRIGGER "preview_links_audit" ON "preview_links";
--> statement-breakpoint
CREATE TRIGGER "preview_links_audit" AFTER INSERT OR UPDATE OR DELETE ON "preview_links"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('preview_link', 'property_id', 'created_at', 'token_hash', 'child', 'revoked');
