DROP INDEX "properties_status_created_idx";--> statement-breakpoint
CREATE INDEX "properties_status_newest_idx" ON "properties" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "properties_status_for_newest_idx" ON "properties" USING btree ("status","property_for","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_latitude_idx" ON "properties" USING btree ("latitude");--> statement-breakpoint
CREATE INDEX "properties_district_idx" ON "properties" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "properties_state_idx" ON "properties" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "properties_title_trgm_idx" ON "properties" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_description_trgm_idx" ON "properties" USING gin ("description" gin_trgm_ops);