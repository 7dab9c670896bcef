CREATE TABLE "help_article" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_code_unique" UNIQUE("merchant_id","code"),
	CONSTRAINT "help_article_category_check" CHECK ("help_article"."category" in ('account', 'payments', 'games', 'terms'))
);
--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "banner_group" text;--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "languages" jsonb;--> statement-breakpoint
ALTER TABLE "help_article" ADD CONSTRAINT "help_article_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_article_merchant_index" ON "help_article" USING btree ("merchant_id","category","sort_order");