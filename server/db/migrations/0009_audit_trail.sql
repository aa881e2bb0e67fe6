-- The audit trail (issue 15, docs/decisions/018): every write to what the back office manages is
-- recorded by the database itself, so no write path can forget it. A back-office request names
-- its actor for its transaction (server/modules/audit/actor.ts: set_config('veedu.actor_email',
-- ..., true), and the member's id when there is one); writes with no actor (a visitor's enquiry, the seed, the benchmarks) are not recorded.
-- Arguments: the entity's name, the column holding the listing it concerns ('' for none), the
-- columns left out (noise such as updated_at, or bulky ones such as image renditions), the secret
-- columns (recorded as changed, never with their values), and whether the row belongs to a listing
-- (its rows deleted with the listing are said by the listing's own entry).
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END,
    TG_ARGV[0],
    (coalesce(new_row, old_row) ->> 'id')::integer,
    listing,
    changes
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  audited text[][] := ARRAY[
    ARRAY['properties', 'property', 'id', 'created_at,updated_at,image_list', '', ''],
    ARRAY['property_images', 'property_image', 'property_id', 'created_at,variants,width,height', '', 'child'],
    ARRAY['property_features', 'property_feature', 'property_id', '', '', 'child'],
    ARRAY['site_visits', 'site_visit', 'property_id', 'created_at', '', 'child'],
    ARRAY['property_types', 'property_type', '', '', '', ''],
    ARRAY['features', 'feature', '', '', '', ''],
    ARRAY['states', 'state', '', '', '', ''],
    ARRAY['districts', 'district', '', '', '', ''],
    ARRAY['cities', 'city', '', '', '', ''],
    ARRAY['hero_banners', 'hero_banner', '', 'created_at,variants,width,height', '', ''],
    ARRAY['offer_banners', 'offer_banner', '', 'created_at,variants,width,height', '', ''],
    ARRAY['enquiries', 'enquiry', 'property_id', 'created_at,updated_at', '', ''],
    ARRAY['enquiry_notes', 'enquiry_note', '', 'created_at', '', ''],
    ARRAY['admin_users', 'user', '', 'created_at,updated_at', 'password_hash', ''],
    ARRAY['invitations', 'invitation', '', 'created_at', 'token_hash', '']
  ];
  entry text[];
BEGIN
  FOREACH entry SLICE 1 IN ARRAY audited
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION "audit_row"(%L, %L, %L, %L, %L)',
      entry[1] || '_audit', entry[1], entry[2], entry[3], entry[4], entry[5], entry[6]);
  END LOOP;
END $$;
