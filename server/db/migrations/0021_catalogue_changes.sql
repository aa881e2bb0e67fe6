CREATE TABLE "catalogue_changes" (
	"version" bigint NOT NULL,
	"scope" text NOT NULL,
	"property_id" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_changes_version_scope_property_id_pk" PRIMARY KEY("version","scope","property_id"),
	CONSTRAINT "catalogue_changes_scope" CHECK ("catalogue_changes"."scope" in ('listing', 'catalogue', 'pages'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "trimmed_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The change log (issue 35): the function that moves the catalogue version (migration 0006) now
-- also writes what changed, under the version it moved to. It runs at commit (the triggers are
-- deferred) while the transaction holds the version row's lock, so versions are given in commit
-- order, and a reader that sees version N sees every change row up to N. One row per listing and
-- version, however many of its photos or features the transaction wrote.
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_version bigint;
  change_scope text;
  listing integer := 0;
BEGIN
  IF current_setting('veedu.catalogue_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1 RETURNING "version" INTO changed_version;
    PERFORM set_config('veedu.catalogue_bumped_in', txid_current()::text, true);
    PERFORM set_config('veedu.catalogue_bumped_to', changed_version::text, true);
  ELSE
    changed_version := nullif(current_setting('veedu.catalogue_bumped_to', true), '')::bigint;
  END IF;
  -- No version row: a restore has emptied every table at once (server/backup), and moves the
  -- version on itself when it is done.
  IF changed_version IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME IN ('hero_banners', 'offer_banners', 'site_facts', 'exchange_rates') THEN
    change_scope := 'pages';
  ELSIF TG_LEVEL = 'ROW' AND TG_TABLE_NAME IN ('properties', 'property_features',
      'property_images', 'site_visits', 'price_history') THEN
    change_scope := 'listing';
    -- Each field is read in a branch of its own: plpgsql resolves a record's fields when it first
    -- runs an expression, and OLD is unset for inserts, NEW for deletes.
    IF TG_OP = 'DELETE' THEN
      IF TG_TABLE_NAME = 'properties' THEN listing := OLD."id"; ELSE listing := OLD."property_id"; END IF;
    ELSIF TG_TABLE_NAME = 'properties' THEN
      listing := NEW."id";
    ELSE
      listing := NEW."property_id";
      -- A row moved from one listing to another changes both.
      IF TG_OP = 'UPDATE' THEN
        IF OLD."property_id" <> NEW."property_id" THEN
          INSERT INTO "catalogue_changes" ("version", "scope", "property_id")
            VALUES (changed_version, 'listing', OLD."property_id") ON CONFLICT DO NOTHING;
        END IF;
      END IF;
    END IF;
  ELSE
    -- Places, types, features' names, or a listing table emptied: what every listing shows.
    change_scope := 'catalogue';
  END IF;
  INSERT INTO "catalogue_changes" ("version", "scope", "property_id")
    VALUES (changed_version, change_scope, listing) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
