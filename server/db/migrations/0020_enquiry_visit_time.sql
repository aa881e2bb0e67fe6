-- The preferred site visit time a visitor may give with an enquiry about a listing (issue 34,
-- item 5): an instant, shown in India and Gulf time (contract/visit-time.ts). Null when none.
ALTER TABLE "enquiries" ADD COLUMN "preferred_visit_at" timestamp with time zone;
