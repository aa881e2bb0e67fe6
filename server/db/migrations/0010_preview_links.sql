CREATE TABLE "preview_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "preview_links_token_unique" ON "preview_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "preview_links_expires_idx" ON "preview_links" USING btree ("expires_at");--> statement-breakpoint
-- Making a preview link is a back-office write: in the audit trail (0009), without its token.
CREATE TRIGGER "preview_links_audit" AFTER INSERT OR UPDATE OR DELETE ON "preview_links"
FOR EACH ROW EXECUTE FUNCTION "audit_row"('preview_link', 'property_id', 'created_at', 'token_hash', 'child');
