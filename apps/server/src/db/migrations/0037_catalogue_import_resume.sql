ALTER TABLE "catalogue_import" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "catalogue_import" ADD COLUMN "resumes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_import" ADD COLUMN "failure" text;--> statement-breakpoint
CREATE INDEX "catalogue_import_running_index" ON "catalogue_import" USING btree ("updated_at") WHERE "catalogue_import"."status" = 'running';