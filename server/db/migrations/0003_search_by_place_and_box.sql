DROP INDEX "properties_latitude_idx";--> statement-breakpoint
DROP INDEX "properties_city_idx";--> statement-breakpoint
DROP INDEX "properties_district_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "image_list" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_coordinates_idx" ON "properties" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_city_newest_idx" ON "properties" USING btree ("city_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_district_newest_idx" ON "properties" USING btree ("district_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);