CREATE TABLE "alert_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"stop_reason" text,
	CONSTRAINT "alert_subscribers_stop_reason" CHECK ("alert_subscribers"."stop_reason" in ('bounce', 'complaint'))
);
--> statement-breakpoint
CREATE TABLE "app_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"language" text NOT NULL,
	"consent_page" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	CONSTRAINT "search_alerts_frequency" CHECK ("search_alerts"."frequency" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "search_alerts_language" CHECK ("search_alerts"."language" in ('en', 'ml'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "alert_subscriber_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_email_idx" ON "alert_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "search_alerts_subscriber_idx" ON "search_alerts" USING btree ("subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_confirm_token_idx" ON "search_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "search_alerts_unconfirmed_idx" ON "search_alerts" USING btree ("created_at") WHERE "search_alerts"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_alert_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("alert_subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;