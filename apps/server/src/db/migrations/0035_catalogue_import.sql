CREATE TABLE "catalogue_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"operator_name" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total_rows" integer NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"refusals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalogue_import_status_check" CHECK ("catalogue_import"."status" in ('running', 'done', 'failed')),
	CONSTRAINT "catalogue_import_counts_check" CHECK ("catalogue_import"."done_rows" = "catalogue_import"."added" + "catalogue_import"."changed" + "catalogue_import"."unchanged" + "catalogue_import"."refused" and "catalogue_import"."done_rows" <= "catalogue_import"."total_rows")
);
--> statement-breakpoint
ALTER TABLE "catalogue_import" ADD CONSTRAINT "catalogue_import_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_import_merchant_index" ON "catalogue_import" USING btree ("merchant_id","created_at");