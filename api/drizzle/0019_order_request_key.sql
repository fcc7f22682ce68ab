ALTER TABLE "orders" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_request_key" ON "orders" USING btree ("user_id","request_key");