-- The facts a renter, a flat buyer and a plot buyer ask first (issue 34, items 1 to 4), all
-- optional. No trigger changes: the audit trail (0009/0015's audit_row) records every column of
-- to_jsonb(NEW), and the catalogue version's triggers (0006) fire on any row change, so these
-- columns are audited and move the version like the others (properties.facts.test.ts).
ALTER TABLE "properties" ADD COLUMN "security_deposit" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "maintenance_monthly" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lock_in_months" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tenant_preference" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_allowed" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "total_floors" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "facing" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "carpet_area" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "water_source" text[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "power_backup" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rera_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "survey_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "village" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "taluk" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "land_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "in_data_bank" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "road_width_ft" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "road_frontage_ft" numeric(7, 1);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_security_deposit_range" CHECK ("properties"."security_deposit" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_maintenance_monthly_range" CHECK ("properties"."maintenance_monthly" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_lock_in_months_range" CHECK ("properties"."lock_in_months" between 0 and 120);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_tenant_preference" CHECK ("properties"."tenant_preference" in ('any', 'family', 'bachelors', 'company'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_floor_range" CHECK ("properties"."floor" between 0 and 200);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_total_floors_range" CHECK ("properties"."total_floors" between 1 and 200);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_floor_within_building" CHECK ("properties"."floor" <= "properties"."total_floors");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_facing" CHECK ("properties"."facing" in ('n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_carpet_area_positive" CHECK ("properties"."carpet_area" > 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_carpet_area_within_area" CHECK ("properties"."carpet_area" <= "properties"."area");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_water_source" CHECK ("properties"."water_source" <@ array['kwa', 'well', 'borewell', 'panchayat']::text[] and cardinality("properties"."water_source") > 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_power_backup" CHECK ("properties"."power_backup" in ('none', 'partial', 'full'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rera_number_form" CHECK ("properties"."rera_number" ~ '^K-RERA/(PRJ|AG)/[A-Z0-9/]+$' and length("properties"."rera_number") <= 40);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_survey_number_length" CHECK (length("properties"."survey_number") between 1 and 40);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_village_length" CHECK (length("properties"."village") between 1 and 80);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_taluk_length" CHECK (length("properties"."taluk") between 1 and 80);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_land_type" CHECK ("properties"."land_type" in ('purayidam', 'nilam', 'nilam_converted', 'plantation'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_road_width_range" CHECK ("properties"."road_width_ft" > 0 and "properties"."road_width_ft" <= 300);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_road_frontage_range" CHECK ("properties"."road_frontage_ft" > 0 and "properties"."road_frontage_ft" <= 10000);