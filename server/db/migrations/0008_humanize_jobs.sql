ALTER TABLE "text_job_chunks" ADD COLUMN "pass" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "text_job_chunks" ADD COLUMN "retried" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "text_jobs" ADD COLUMN "passes" jsonb;--> statement-breakpoint
ALTER TABLE "text_job_chunks" DROP CONSTRAINT "text_job_chunks_job_id_index_pk";--> statement-breakpoint
ALTER TABLE "text_job_chunks" ADD CONSTRAINT "text_job_chunks_job_id_pass_index_pk" PRIMARY KEY("job_id","pass","index");
