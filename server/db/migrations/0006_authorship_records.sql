CREATE TABLE "authorship_records" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"documents" text NOT NULL,
	"bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorship_records" ADD CONSTRAINT "authorship_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;