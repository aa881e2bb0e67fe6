-- properties.image_list: each listing's images in the API's read shape ({id, image, width, height,
-- variants, created_at}, by position), kept by these triggers whatever writes property_images, so
-- a page of listings reads one column instead of gathering and formatting its images per request.
CREATE FUNCTION "refresh_property_image_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" p
     SET "image_list" = coalesce((
       SELECT json_agg(json_build_object(
                'id', i."id", 'image', i."image", 'width', i."width", 'height', i."height",
                'variants', i."variants",
                'created_at', to_char(i."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
              ORDER BY i."position", i."id")
         FROM "property_images" i
        WHERE i."property_id" = p."id"), '[]'::json)
   WHERE p."id" IN (SELECT DISTINCT "property_id" FROM "changed");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "property_images_inserted" AFTER INSERT ON "property_images"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_property_image_list"();--> statement-breakpoint
CREATE TRIGGER "property_images_deleted" AFTER DELETE ON "property_images"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_property_image_list"();--> statement-breakpoint
-- An update may move an image to another listing: both the old and the new listing change.
CREATE TRIGGER "property_images_updated_from" AFTER UPDATE ON "property_images"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_property_image_list"();--> statement-breakpoint
CREATE TRIGGER "property_images_updated_to" AFTER UPDATE ON "property_images"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_property_image_list"();--> statement-breakpoint
-- Listings that have images already: touching every image row runs the update triggers.
UPDATE "property_images" SET "position" = "position";
