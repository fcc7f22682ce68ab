CREATE TABLE "cart_item_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_item_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_item_id" integer NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant" smallint NOT NULL,
	"owner" text NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	"submission_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_photos_variant" CHECK ("marketplace_photos"."variant" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "marketplace_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant" smallint NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_submissions_variant" CHECK ("marketplace_submissions"."variant" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "cart_item_images" ADD CONSTRAINT "cart_item_images_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_images" ADD CONSTRAINT "cart_item_images_image_media_file_fk" FOREIGN KEY ("image") REFERENCES "public"."media"("file") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "marketplace_photos" ADD CONSTRAINT "marketplace_photos_image_media_file_fk" FOREIGN KEY ("image") REFERENCES "public"."media"("file") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "marketplace_photos" ADD CONSTRAINT "marketplace_photos_submission_id_marketplace_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."marketplace_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_item_images_item_position_idx" ON "cart_item_images" USING btree ("cart_item_id","position");--> statement-breakpoint
CREATE INDEX "marketplace_photos_owner_idx" ON "marketplace_photos" USING btree ("owner","variant","position") WHERE "marketplace_photos"."submission_id" is null;--> statement-breakpoint
CREATE INDEX "marketplace_photos_submission_idx" ON "marketplace_photos" USING btree ("submission_id","position");--> statement-breakpoint
CREATE INDEX "marketplace_submissions_created_idx" ON "marketplace_submissions" USING btree ("created_at");