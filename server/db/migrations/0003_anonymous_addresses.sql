ALTER TABLE "sessions" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "sessions_client_address_idx" ON "sessions" USING btree ("client_address");