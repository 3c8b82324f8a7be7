CREATE TABLE "library_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" uuid,
	"session_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rewrite_jobs" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "rewrite_jobs" ADD COLUMN "passes" jsonb;--> statement-breakpoint
ALTER TABLE "rewrite_jobs" ADD COLUMN "fact_issues" jsonb;--> statement-breakpoint
ALTER TABLE "rewrite_jobs" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "rewrite_jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_reference_id_library_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."library_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_references" ADD CONSTRAINT "library_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_references" ADD CONSTRAINT "library_references_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_documents_reference_idx" ON "library_documents" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "library_references_user_idx" ON "library_references" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "library_references_session_idx" ON "library_references" USING btree ("session_id","kind");--> statement-breakpoint
ALTER TABLE "rewrite_jobs" ADD CONSTRAINT "rewrite_jobs_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rewrite_jobs_session_idx" ON "rewrite_jobs" USING btree ("session_id");