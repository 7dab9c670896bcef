CREATE TABLE "merchant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"time_zone" text NOT NULL,
	"default_language" text NOT NULL,
	"languages" text[] NOT NULL,
	"whitelabel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"site_settings" jsonb NOT NULL,
	"region_mode" text DEFAULT 'block' NOT NULL,
	"region_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_region_mode_check" CHECK ("merchant"."region_mode" in ('allow', 'block')),
	CONSTRAINT "merchant_currency_check" CHECK ("merchant"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "merchant_domain" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"host" text NOT NULL,
	"line_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_domain_host_lowercase" CHECK ("merchant_domain"."host" = lower("merchant_domain"."host"))
);
--> statement-breakpoint
CREATE TABLE "ip_country_range" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network" "cidr" NOT NULL,
	"country_code" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	CONSTRAINT "ip_country_range_network_unique" UNIQUE("network"),
	CONSTRAINT "ip_country_range_country_code_check" CHECK ("ip_country_range"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "merchant_domain" ADD CONSTRAINT "merchant_domain_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_code_unique" ON "merchant" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_domain_host_unique" ON "merchant_domain" USING btree ("host");--> statement-breakpoint
CREATE INDEX "merchant_domain_merchant_index" ON "merchant_domain" USING btree ("merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "ip_country_range_network_index" ON "ip_country_range" USING gist ("network" inet_ops);