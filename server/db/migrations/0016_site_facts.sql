CREATE TABLE "site_facts" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"founded_year" integer DEFAULT 2010 NOT NULL,
	"clients_served" integer DEFAULT 400 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_facts_singleton" CHECK ("site_facts"."singleton"),
	CONSTRAINT "site_facts_founded_year" CHECK ("site_facts"."founded_year" >= 1900),
	CONSTRAINT "site_facts_clients_served" CHECK ("site_facts"."clients_served" >= 0)
);
--> statement-breakpoint
-- The one row, with the figures the site stated before they could be edited: founded in 2010,
-- 400 clients served (issue 33, item 8).
INSERT INTO "site_facts" ("founded_year", "clients_served") VALUES (2010, 400);
--> statement-breakpoint
-- The pages state these figures: a change moves the catalogue version on (migration 0006's
-- function), so every instance's kept pages are made again on their next request.
CREATE CONSTRAINT TRIGGER "site_facts_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE
  ON "site_facts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "site_facts_truncate_bumps_catalogue_version" AFTER TRUNCATE ON "site_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- An owner's edit is in the audit trail (migration 0009's function, as 0015 left it): entity
-- 'site_facts', no listing, updated_at left out as everywhere.
CREATE TRIGGER "site_facts_audit" AFTER INSERT OR UPDATE OR DELETE ON "site_facts"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('site_facts', '', 'singleton', '', '');
