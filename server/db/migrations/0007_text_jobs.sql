CREATE TABLE "text_job_chunks" (
	"job_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"output" text NOT NULL,
	"input_tokens" integer NOT NULL,
	"output_tokens" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_job_chunks_job_id_index_pk" PRIMARY KEY("job_id","index")
);
--> statement-breakpoint
CREATE TABLE "text_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"session_id" text,
	"payer_session_id" text,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"request" jsonb NOT NULL,
	"total_chunks" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_job_chunks" ADD CONSTRAINT "text_job_chunks_job_id_text_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."text_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_jobs" ADD CONSTRAINT "text_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_jobs" ADD CONSTRAINT "text_jobs_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_jobs_user_idx" ON "text_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "text_jobs_session_idx" ON "text_jobs" USING btree ("session_id","created_at");