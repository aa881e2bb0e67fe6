CREATE TABLE "alert_sends" (
	"alert_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"reason" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clicked_at" timestamp with time zone,
	CONSTRAINT "alert_sends_alert_id_property_id_reason_pk" PRIMARY KEY("alert_id","property_id","reason"),
	CONSTRAINT "alert_sends_reason" CHECK ("alert_sends"."reason" in ('listed', 'price_cut'))
);
--> statement-breakpoint
CREATE TABLE "listing_news" (
	"version" bigint NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_news_version_property_id_kind_pk" PRIMARY KEY("version","property_id","kind"),
	CONSTRAINT "listing_news_kind" CHECK ("listing_news"."kind" in ('listed', 'price_cut'))
);
--> statement-breakpoint
ALTER TABLE "search_alerts" ADD COLUMN "checked_version" bigint;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "alert_sends" ADD CONSTRAINT "alert_sends_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_sends" ADD CONSTRAINT "alert_sends_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_sends_property_idx" ON "alert_sends" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "search_alerts_due_idx" ON "search_alerts" USING btree ("frequency","checked_version") WHERE "search_alerts"."confirmed_at" is not null and "search_alerts"."paused_at" is null;--> statement-breakpoint
-- Alerts confirmed before this migration start from the catalogue as it is now.
UPDATE "search_alerts" SET "checked_version" = (SELECT "version" FROM "catalogue_version")
  WHERE "confirmed_at" IS NOT NULL;
--> statement-breakpoint
-- Listing news for saved searches (issue 36, item 3): the function that moves the catalogue
-- version (migrations 0006 and 0021) also writes, under the version it moved to, a listing that
-- became available (inserted available, or made available from another status) and a price cut (a
-- price history row below the one before it). It runs at commit, holding the version row's lock,
-- so the news of version N is committed with N: an alert run that reads version N finds all of
-- it. A listing deleted in the same transaction leaves no news. Unchanged otherwise.
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_version bigint;
  change_scope text;
  listing integer := 0;
  news text;
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
      IF NEW."status" = 'available' THEN
        IF TG_OP = 'INSERT' THEN
          news := 'listed';
        ELSIF OLD."status" <> 'available' THEN
          news := 'listed';
        END IF;
      END IF;
    ELSE
      listing := NEW."property_id";
      -- A row moved from one listing to another changes both.
      IF TG_OP = 'UPDATE' THEN
        IF OLD."property_id" <> NEW."property_id" THEN
          INSERT INTO "catalogue_changes" ("version", "scope", "property_id")
            VALUES (changed_version, 'listing', OLD."property_id") ON CONFLICT DO NOTHING;
        END IF;
      ELSIF TG_TABLE_NAME = 'price_history' THEN
        IF EXISTS (SELECT 1 FROM (SELECT h."price" FROM "price_history" h
            WHERE h."property_id" = NEW."property_id" AND h."id" < NEW."id"
            ORDER BY h."id" DESC LIMIT 1) before WHERE before."price" > NEW."price") THEN
          news := 'price_cut';
        END IF;
      END IF;
    END IF;
  ELSE
    -- Places, types, features' names, or a listing table emptied: what every listing shows.
    change_scope := 'catalogue';
  END IF;
  INSERT INTO "catalogue_changes" ("version", "scope", "property_id")
    VALUES (changed_version, change_scope, listing) ON CONFLICT DO NOTHING;
  IF news IS NOT NULL THEN
    INSERT INTO "listing_news" ("version", "property_id", "kind")
      SELECT changed_version, listing, news WHERE EXISTS (SELECT 1 FROM "properties" WHERE "id" = listing)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
