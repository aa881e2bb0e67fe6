-- Listing views without a foreign key (issue 15, item 3): checking it cost every view written a
-- lookup and a lock on its listing's row, a third of the write on PGlite, which runs in the
-- server's own thread. The insert joins the listings instead (server/modules/leads/leads.repo.ts),
-- and this trigger keeps what the cascade did: a listing's views go with it.
ALTER TABLE "listing_views" DROP CONSTRAINT "listing_views_property_id_properties_id_fk";
--> statement-breakpoint
CREATE FUNCTION "delete_listing_views"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "listing_views" v USING gone WHERE v."property_id" = gone."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_delete_views" AFTER DELETE ON "properties"
REFERENCING OLD TABLE AS gone
FOR EACH STATEMENT EXECUTE FUNCTION "delete_listing_views"();
