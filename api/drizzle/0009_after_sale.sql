ALTER TABLE "order_items" ADD COLUMN "render_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "draft_video" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "render_error" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "render_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "rendered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "speed_up_item_id" integer;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "speed_up" jsonb;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_speed_up_item_id_order_items_id_fk" FOREIGN KEY ("speed_up_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_render_state_idx" ON "order_items" USING btree ("render_state");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_video_story_idx" ON "order_items" USING btree ("video_story");--> statement-breakpoint
CREATE INDEX "payment_sessions_speed_up_item_idx" ON "payment_sessions" USING btree ("speed_up_item_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_render_state" CHECK ("order_items"."render_state" in ('none', 'queued', 'rendering', 'draft', 'failed'));--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_speed_up_whole" CHECK (("payment_sessions"."speed_up_item_id" is null) = ("payment_sessions"."speed_up" is null));