CREATE TABLE "deposit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text NOT NULL,
	"slip_path" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_provider_reference_unique" UNIQUE("channel_id","provider_reference"),
	CONSTRAINT "deposit_amount_positive" CHECK ("deposit"."amount_minor" > 0),
	CONSTRAINT "deposit_status_check" CHECK ("deposit"."status" in ('awaiting_payment', 'pending_review', 'confirmed', 'rejected', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_channel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_channel_code_unique" UNIQUE("merchant_id","code"),
	CONSTRAINT "payment_channel_kind_check" CHECK ("payment_channel"."kind" in ('promptpay', 'sandbox')),
	CONSTRAINT "payment_channel_limits_check" CHECK ("payment_channel"."min_minor" > 0 and "payment_channel"."min_minor" <= "payment_channel"."max_minor")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"raw_body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_event_unique" UNIQUE("channel_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_channel_id_payment_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channel" ADD CONSTRAINT "payment_channel_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_event" ADD CONSTRAINT "payment_webhook_event_channel_id_payment_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_member_index" ON "deposit" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_status_index" ON "deposit" USING btree ("merchant_id","status","created_at");