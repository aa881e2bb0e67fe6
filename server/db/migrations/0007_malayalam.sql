ALTER TABLE "cities" ADD COLUMN "name_ml" text;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "name_ml" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_ml" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_ml" text;--> statement-breakpoint
ALTER TABLE "states" ADD COLUMN "name_ml" text;--> statement-breakpoint
CREATE INDEX "properties_title_ml_trgm_idx" ON "properties" USING gin ("title_ml" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_description_ml_trgm_idx" ON "properties" USING gin ("description_ml" gin_trgm_ops);