-- Leads counted once per visitor, listing (or the site) and channel a Kerala day (issue 32,
-- item 4): each lead keeps its day, the day whose salt made its visitor hash, and a unique
-- constraint lets the insert skip a repeat (ON CONFLICT DO NOTHING). Leads already stored get
-- their day from their time, and repeats among them go (the first of each day stays), so that
-- past figures follow the same rule as new ones.
ALTER TABLE "leads" ADD COLUMN "day" date;
--> statement-breakpoint
UPDATE "leads" SET "day" = (("created_at" AT TIME ZONE 'UTC') + interval '330 minutes')::date;
--> statement-breakpoint
DELETE FROM "leads" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "property_id", "channel", "day", "visitor_hash" ORDER BY "id"
    ) AS "nth"
    FROM "leads"
  ) AS "ranked"
  WHERE "nth" > 1
);
--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "day" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_once_a_day" UNIQUE NULLS NOT DISTINCT("property_id","channel","day","visitor_hash");
--> statement-breakpoint
-- Views of past days as counts per listing and day (issue 32, item 5): housekeeping moves
-- listing_views' rows older than yesterday here (server/modules/leads/leads.repo.ts).
CREATE TABLE "listing_view_days" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "listing_view_days_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE INDEX "listing_view_days_day_idx" ON "listing_view_days" USING btree ("day");
--> statement-breakpoint
-- No foreign key here either (see 0011): the trigger that deletes a deleted listing's views
-- deletes its counted days too.
CREATE OR REPLACE FUNCTION "delete_listing_views"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "listing_views" v USING gone WHERE v."property_id" = gone."id";
  DELETE FROM "listing_view_days" d USING gone WHERE d."property_id" = gone."id";
  RETURN NULL;
END $$;
