ALTER TABLE "audit_log" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- The trail keeps names with ids (issue 37, docs/decisions/023): an entry records what the places,
-- property types, features and listing it names were called when it was written, so that the
-- Activity screen still says "Kakkanad" after the town is renamed or deleted. audit_log.names is
-- { kind: { id: name } }; the kinds are the entities' own (contract/audit.ts AUDIT_NAME_KINDS).

-- The name of a row now, or null when there is no such row. A listing is named by its title.
CREATE FUNCTION "audit_name"("kind" text, "ref" integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE "kind"
    WHEN 'state' THEN (SELECT "name" FROM "states" WHERE "id" = "ref")
    WHEN 'district' THEN (SELECT "name" FROM "districts" WHERE "id" = "ref")
    WHEN 'city' THEN (SELECT "name" FROM "cities" WHERE "id" = "ref")
    WHEN 'property_type' THEN (SELECT "name" FROM "property_types" WHERE "id" = "ref")
    WHEN 'feature' THEN (SELECT "name" FROM "features" WHERE "id" = "ref")
    WHEN 'property' THEN (SELECT "title" FROM "properties" WHERE "id" = "ref")
  END
$$;
--> statement-breakpoint
-- `names` with one more: kind -> id -> name (nothing added for a missing id or name).
CREATE FUNCTION "audit_names_with"("names" jsonb, "kind" text, "ref" integer, "name" text)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "ref" IS NULL OR "name" IS NULL THEN "names"
    ELSE "names" || jsonb_build_object("kind",
      coalesce("names" -> "kind", '{}'::jsonb) || jsonb_build_object("ref"::text, "name"))
  END
$$;
--> statement-breakpoint
-- Migration 0014's function (0009's, with a deletion's own word), unchanged but for the names: the row's own (a place, a type, a
-- feature, a listing's title), the listing a row belongs to, and each id in the changes, before
-- and after, that names a place, a type, a feature or a listing.
CREATE OR REPLACE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor_email text := nullif(current_setting('veedu.actor_email', true), '');
  property_column text := nullif(TG_ARGV[1], '');
  ignored text[] := string_to_array(TG_ARGV[2], ',');
  secret text[] := string_to_array(TG_ARGV[3], ',');
  old_row jsonb;
  new_row jsonb;
  changes jsonb := '{}'::jsonb;
  names jsonb := '{}'::jsonb;
  field text;
  kind text;
  side integer;
  ref integer;
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
  IF TG_ARGV[0] IN ('state', 'district', 'city', 'property_type', 'feature', 'property') THEN
    names := audit_names_with(names, TG_ARGV[0], (coalesce(new_row, old_row) ->> 'id')::integer,
      coalesce(new_row, old_row) ->> CASE TG_ARGV[0] WHEN 'property' THEN 'title' ELSE 'name' END);
  ELSIF listing IS NOT NULL THEN
    names := audit_names_with(names, 'property', listing, audit_name('property', listing));
  END IF;
  FOR field, kind IN
    SELECT r.field, r.kind FROM (VALUES ('state_id', 'state'), ('district_id', 'district'),
      ('city_id', 'city'), ('property_type_id', 'property_type'), ('feature_id', 'feature'),
      ('property_id', 'property')) AS r(field, kind)
    WHERE changes ? r.field
  LOOP
    FOR side IN 0..1 LOOP
      CONTINUE WHEN jsonb_typeof(changes -> field -> side) IS DISTINCT FROM 'number';
      ref := (changes -> field ->> side)::integer;
      CONTINUE WHEN names -> kind ? ref::text;
      names := audit_names_with(names, kind, ref, audit_name(kind, ref));
    END LOOP;
  END LOOP;
  INSERT INTO "audit_log" ("actor_id", "actor_email", "action", "entity", "entity_id", "property_id", "changes", "names")
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
    changes,
    names
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Entries written before this migration: the names the rows have now, or, for a row deleted
-- since, the last name the trail itself recorded for it (its creation, a rename or its deletion).
-- An id named by neither stays unnamed; the Activity screen says it was deleted.
WITH "refs" AS (
  SELECT a."id" AS "entry", a."entity" AS "kind", a."entity_id" AS "ref"
    FROM "audit_log" a
   WHERE a."entity" IN ('state', 'district', 'city', 'property_type', 'feature', 'property')
     AND a."entity_id" IS NOT NULL
  UNION
  SELECT a."id", 'property', a."property_id" FROM "audit_log" a WHERE a."property_id" IS NOT NULL
  UNION
  SELECT a."id", r."kind", (c."value" ->> s."side")::integer
    FROM "audit_log" a
   CROSS JOIN LATERAL jsonb_each(a."changes") c
    JOIN (VALUES ('state_id', 'state'), ('district_id', 'district'), ('city_id', 'city'),
      ('property_type_id', 'property_type'), ('feature_id', 'feature'),
      ('property_id', 'property')) AS r("field", "kind") ON r."field" = c."key"
   CROSS JOIN (VALUES (0), (1)) AS s("side")
   WHERE jsonb_typeof(c."value" -> s."side") = 'number'
),
"last_recorded" AS (
  SELECT DISTINCT ON (a."entity", a."entity_id") a."entity" AS "kind", a."entity_id" AS "ref",
         coalesce(a."changes" -> n."field" ->> 1, a."changes" -> n."field" ->> 0) AS "name"
    FROM "audit_log" a
    JOIN (VALUES ('state', 'name'), ('district', 'name'), ('city', 'name'),
      ('property_type', 'name'), ('feature', 'name'), ('property', 'title')) AS n("kind", "field")
      ON n."kind" = a."entity"
   WHERE a."changes" ? n."field" AND a."entity_id" IS NOT NULL
   ORDER BY a."entity", a."entity_id", a."id" DESC
),
"named" AS (
  SELECT refs."entry", refs."kind", refs."ref",
         coalesce(audit_name(refs."kind", refs."ref"), last_recorded."name") AS "name"
    FROM "refs" LEFT JOIN "last_recorded" USING ("kind", "ref")
),
"by_kind" AS (
  SELECT "entry", "kind", jsonb_object_agg("ref"::text, "name") AS "ids"
    FROM "named" WHERE "name" IS NOT NULL
   GROUP BY "entry", "kind"
)
UPDATE "audit_log" a SET "names" = grouped."names"
  FROM (SELECT "entry", jsonb_object_agg("kind", "ids") AS "names" FROM "by_kind" GROUP BY "entry") grouped
 WHERE a."id" = grouped."entry";
