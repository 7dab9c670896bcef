CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid,
	"category" text,
	"content" text NOT NULL,
	"contact" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"image_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in ('new', 'read', 'answered')),
	CONSTRAINT "feedback_content_check" CHECK (char_length("feedback"."content") between 1 and 140),
	CONSTRAINT "feedback_image_count_check" CHECK ("feedback"."image_count" between 0 and 3),
	CONSTRAINT "feedback_answered_check" CHECK (("feedback"."status" = 'answered') = ("feedback"."answered_at" is not null and "feedback"."answer" is not null))
);
--> statement-breakpoint
CREATE TABLE "feedback_image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_image_type_check" CHECK ("feedback_image"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "feedback_image_size_check" CHECK (octet_length("feedback_image"."bytes") <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_answered_by_operator_account_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_image" ADD CONSTRAINT "feedback_image_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_brand_status_index" ON "feedback" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_image_feedback_index" ON "feedback_image" USING btree ("feedback_id");