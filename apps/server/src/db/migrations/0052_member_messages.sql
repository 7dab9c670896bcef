CREATE TABLE "member_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"audience" text,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"template" text,
	"template_values" jsonb,
	"event_key" text,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_message_event_key_unique" UNIQUE("event_key"),
	CONSTRAINT "member_message_kind_check" CHECK ("member_message"."kind" in ('personal', 'broadcast', 'system')),
	CONSTRAINT "member_message_audience_check" CHECK (("member_message"."kind" = 'broadcast' and "member_message"."member_id" is null and "member_message"."audience" in ('players', 'agents', 'everyone'))
        or ("member_message"."kind" <> 'broadcast' and "member_message"."member_id" is not null and "member_message"."audience" is null)),
	CONSTRAINT "member_message_template_check" CHECK (("member_message"."kind" = 'system') = ("member_message"."template" is not null))
);
--> statement-breakpoint
CREATE TABLE "member_message_receipt" (
	"message_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_message_receipt_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "member_message" ADD CONSTRAINT "member_message_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_message" ADD CONSTRAINT "member_message_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_message_receipt" ADD CONSTRAINT "member_message_receipt_message_id_member_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."member_message"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_message_receipt" ADD CONSTRAINT "member_message_receipt_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_message_member_index" ON "member_message" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_message_broadcast_index" ON "member_message" USING btree ("merchant_id","created_at");