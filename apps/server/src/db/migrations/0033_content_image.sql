CREATE TABLE "content_image" (
	"sha256" text PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_image_type_check" CHECK ("content_image"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "content_image_size_check" CHECK (octet_length("content_image"."bytes") <= 2097152)
);
--> statement-breakpoint
ALTER TABLE "content_image" ADD CONSTRAINT "content_image_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;