CREATE TABLE "catalogue_version" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_singleton" CHECK ("catalogue_version"."singleton")
);
--> statement-breakpoint
INSERT INTO "catalogue_version" DEFAULT VALUES;
--> statement-breakpoint
-- Once per transaction, at its commit (the triggers below are deferred): bumping at commit keeps
-- the row locked for a moment only, so concurrent admin writes cannot deadlock on it, and a bulk
-- insert of many rows bumps the number once.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('veedu.catalogue_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('veedu.catalogue_bumped_in', txid_current()::text, true);
    UPDATE "catalogue_version" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  public_table text;
BEGIN
  FOREACH public_table IN ARRAY ARRAY['states', 'districts', 'cities', 'property_types',
    'features', 'properties', 'property_features', 'property_images', 'hero_banners',
    'offer_banners']
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"()',
      public_table || '_bumps_catalogue_version', public_table);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"()',
      public_table || '_truncate_bumps_catalogue_version', public_table);
  END LOOP;
END $$;
