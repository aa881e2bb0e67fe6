CREATE TABLE "listing_texts" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
-- A listing's words as the keyword search reads them (issue 35): title, description and their
-- Malayalam, lower-cased as ILIKE lower-cases both sides in a multi-byte database, joined by
-- U+001F, which a search for text without that character cannot match across.
CREATE FUNCTION "listing_search_text"(title text, description text, title_ml text, description_ml text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(title || E'\x1f' || description || E'\x1f' || coalesce(title_ml, '') || E'\x1f' || coalesce(description_ml, ''))
$$;--> statement-breakpoint
CREATE FUNCTION "keep_listing_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_texts" ("property_id", "text")
  VALUES (NEW."id", "listing_search_text"(NEW."title", NEW."description", NEW."title_ml", NEW."description_ml"))
  ON CONFLICT ("property_id") DO UPDATE SET "text" = excluded."text";
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "listing_texts" ("property_id", "text")
SELECT "id", "listing_search_text"("title", "description", "title_ml", "description_ml") FROM "properties";--> statement-breakpoint
ALTER TABLE "listing_texts" ADD CONSTRAINT "listing_texts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_texts_trgm_idx" ON "listing_texts" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
-- A new listing, and a change to its words, rewrite its row; a deleted listing's goes with it.
CREATE TRIGGER "properties_keep_text" AFTER INSERT OR UPDATE OF "title", "description", "title_ml", "description_ml" ON "properties"
FOR EACH ROW EXECUTE FUNCTION "keep_listing_text"();--> statement-breakpoint
-- The listings' own trigram indexes served only the keyword search.
DROP INDEX "properties_title_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_description_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_title_ml_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_description_ml_trgm_idx";
