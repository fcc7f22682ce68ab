DROP INDEX "sign_in_devices_user_idx";--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_devices_user_idx" ON "sign_in_devices" USING btree ("user_id","last_used_at");