CREATE TABLE "exchange_rates" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"aed_inr" numeric(12, 4) NOT NULL,
	"aed_date" date NOT NULL,
	"sar_inr" numeric(12, 4) NOT NULL,
	"sar_date" date NOT NULL,
	"qar_inr" numeric(12, 4) NOT NULL,
	"qar_date" date NOT NULL,
	"kwd_inr" numeric(12, 4) NOT NULL,
	"kwd_date" date NOT NULL,
	"omr_inr" numeric(12, 4) NOT NULL,
	"omr_date" date NOT NULL,
	"bhd_inr" numeric(12, 4) NOT NULL,
	"bhd_date" date NOT NULL,
	"usd_inr" numeric(12, 4) NOT NULL,
	"usd_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_singleton" CHECK ("exchange_rates"."singleton"),
	CONSTRAINT "exchange_rates_aed_inr" CHECK ("exchange_rates"."aed_inr" > 0),
	CONSTRAINT "exchange_rates_sar_inr" CHECK ("exchange_rates"."sar_inr" > 0),
	CONSTRAINT "exchange_rates_qar_inr" CHECK ("exchange_rates"."qar_inr" > 0),
	CONSTRAINT "exchange_rates_kwd_inr" CHECK ("exchange_rates"."kwd_inr" > 0),
	CONSTRAINT "exchange_rates_omr_inr" CHECK ("exchange_rates"."omr_inr" > 0),
	CONSTRAINT "exchange_rates_bhd_inr" CHECK ("exchange_rates"."bhd_inr" > 0),
	CONSTRAINT "exchange_rates_usd_inr" CHECK ("exchange_rates"."usd_inr" > 0)
);
--> statement-breakpoint
-- The one row, with the market's rates of 27 November 2026 (US dollar at ₹88.70; the dirham,
-- the riyals, the Omani rial and the Bahraini dinar pegged to it; the Kuwaiti dinar to a basket).
-- An owner corrects them in Settings; after 7 days they are flagged as stale (issue 34, item 5).
INSERT INTO "exchange_rates" ("aed_inr", "aed_date", "sar_inr", "sar_date", "qar_inr", "qar_date",
  "kwd_inr", "kwd_date", "omr_inr", "omr_date", "bhd_inr", "bhd_date", "usd_inr", "usd_date")
VALUES (24.1525, '2026-11-27', 23.6533, '2026-11-27', 24.3681, '2026-11-27',
  288.9000, '2026-11-27', 230.6900, '2026-11-27', 235.9100, '2026-11-27', 88.7000, '2026-11-27');
--> statement-breakpoint
-- The pages show prices converted with these rates: a change moves the catalogue version on
-- (migration 0006's function), so every instance's kept pages are made again on their next request.
CREATE CONSTRAINT TRIGGER "exchange_rates_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE
  ON "exchange_rates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "exchange_rates_truncate_bumps_catalogue_version" AFTER TRUNCATE ON "exchange_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- An edit is in the audit trail (migration 0009's function, as 0015 left it): entity
-- 'exchange_rates', no listing, each changed rate and date named by its column.
CREATE TRIGGER "exchange_rates_audit" AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('exchange_rates', '', 'singleton', '', '');
