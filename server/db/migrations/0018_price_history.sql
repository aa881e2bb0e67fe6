CREATE TABLE "price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_property_idx" ON "price_history" USING btree ("property_id","changed_at","id");--> statement-breakpoint
-- Every listing's price from now on (issue 34, item 6): its first price when it is created (at
-- its created_at, which the seed and imports may set in the past) and each new price when it
-- changes (at the writing transaction's time). A trigger, so that every write path (the back
-- office, the CSV import, the seed) keeps it, in the same transaction as the write.
CREATE FUNCTION "record_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "price_history" ("property_id", "price", "changed_at")
  VALUES (NEW."id", NEW."price", CASE WHEN TG_OP = 'INSERT' THEN NEW."created_at" ELSE now() END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_price_history_insert" AFTER INSERT ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "record_price"();
--> statement-breakpoint
CREATE TRIGGER "properties_price_history_update" AFTER UPDATE OF "price" ON "properties"
  FOR EACH ROW WHEN (OLD."price" IS DISTINCT FROM NEW."price") EXECUTE FUNCTION "record_price"();
--> statement-breakpoint
-- The history before this migration, from the audit trail (migration 0009): each audited change of
-- a listing's price is `changes.price = [old, new]` on an entry about the property, at `at`. A
-- listing's first price is the old value of its first audited change (or its price now, when none
-- was audited), at its created_at. A change written with no actor (the seed, the command line) is
-- not in the trail: when the last price known so differs from the price now, the price now is
-- added at the listing's updated_at, so the history always ends at the listing's price.
WITH "changes" AS (
  SELECT a."entity_id" AS "property_id", a."at", a."id",
    (a."changes" -> 'price' ->> 0)::numeric AS "old_price",
    (a."changes" -> 'price' ->> 1)::numeric AS "new_price"
  FROM "audit_log" a
  WHERE a."entity" = 'property' AND a."changes" ? 'price'
    AND jsonb_typeof(a."changes" -> 'price' -> 0) = 'number'
    AND jsonb_typeof(a."changes" -> 'price' -> 1) = 'number'
), "ordered" AS (
  SELECT c.*, row_number() OVER (PARTITION BY c."property_id" ORDER BY c."at", c."id") AS "n",
    row_number() OVER (PARTITION BY c."property_id" ORDER BY c."at" DESC, c."id" DESC) AS "n_from_end"
  FROM "changes" c JOIN "properties" p ON p."id" = c."property_id"
), "points" AS (
  SELECT p."id" AS "property_id", coalesce(first."old_price", p."price") AS "price",
    p."created_at" AS "changed_at", 0 AS "part", 0::bigint AS "n"
  FROM "properties" p LEFT JOIN "ordered" first ON first."property_id" = p."id" AND first."n" = 1
  UNION ALL
  SELECT o."property_id", o."new_price", o."at", 1, o."n" FROM "ordered" o
  UNION ALL
  SELECT p."id", p."price", greatest(p."updated_at", coalesce(last."at", p."created_at")), 2, 0
  FROM "properties" p LEFT JOIN "ordered" last ON last."property_id" = p."id" AND last."n_from_end" = 1
  WHERE coalesce(last."new_price", p."price") <> p."price"
)
INSERT INTO "price_history" ("property_id", "price", "changed_at")
SELECT "property_id", "price", "changed_at" FROM "points"
ORDER BY "property_id", "part", "n";
--> statement-breakpoint
-- The pages and the search index show the history: a write to it moves the catalogue version on
-- (migration 0006's function), as any write to a listing does. The trigger above writes it with
-- the listing's own write, which bumps already; this holds for any other writer too.
CREATE CONSTRAINT TRIGGER "price_history_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE
  ON "price_history" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "price_history_truncate_bumps_catalogue_version" AFTER TRUNCATE ON "price_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
