CREATE TABLE "live_chat_attachment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_chat_attachment_type_check" CHECK ("live_chat_attachment"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "live_chat_attachment_size_check" CHECK (octet_length("live_chat_attachment"."bytes") <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "live_chat_canned_reply" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_chat_conversation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid,
	"visitor_token_hash" text,
	"visitor_name" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"assigned_operator_id" uuid,
	"last_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "live_chat_conversation_state_check" CHECK ("live_chat_conversation"."state" in ('waiting', 'open', 'closed')),
	CONSTRAINT "live_chat_conversation_who_check" CHECK (("live_chat_conversation"."member_id" is null) <> ("live_chat_conversation"."visitor_token_hash" is null)),
	CONSTRAINT "live_chat_conversation_assigned_check" CHECK ("live_chat_conversation"."state" <> 'open' or "live_chat_conversation"."assigned_operator_id" is not null),
	CONSTRAINT "live_chat_conversation_closed_check" CHECK (("live_chat_conversation"."state" = 'closed') = ("live_chat_conversation"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "live_chat_duty" (
	"operator_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "live_chat_duty_operator_id_merchant_id_pk" PRIMARY KEY("operator_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "live_chat_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author_kind" text NOT NULL,
	"operator_id" uuid,
	"text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_chat_message_author_check" CHECK ("live_chat_message"."author_kind" in ('member', 'visitor', 'operator', 'system')
        and ("live_chat_message"."author_kind" = 'operator') = ("live_chat_message"."operator_id" is not null)),
	CONSTRAINT "live_chat_message_text_check" CHECK (char_length("live_chat_message"."text") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "live_chat_offline_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_chat_setting" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_chat_attachment" ADD CONSTRAINT "live_chat_attachment_conversation_id_live_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."live_chat_conversation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_canned_reply" ADD CONSTRAINT "live_chat_canned_reply_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_conversation" ADD CONSTRAINT "live_chat_conversation_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_conversation" ADD CONSTRAINT "live_chat_conversation_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_conversation" ADD CONSTRAINT "live_chat_conversation_assigned_operator_id_operator_account_id_fk" FOREIGN KEY ("assigned_operator_id") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_duty" ADD CONSTRAINT "live_chat_duty_operator_id_operator_account_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_duty" ADD CONSTRAINT "live_chat_duty_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_message" ADD CONSTRAINT "live_chat_message_conversation_id_live_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."live_chat_conversation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_message" ADD CONSTRAINT "live_chat_message_operator_id_operator_account_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_offline_message" ADD CONSTRAINT "live_chat_offline_message_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_offline_message" ADD CONSTRAINT "live_chat_offline_message_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_setting" ADD CONSTRAINT "live_chat_setting_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_attachment_conversation_index" ON "live_chat_attachment" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "live_chat_canned_reply_brand_index" ON "live_chat_canned_reply" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_chat_conversation_member_live_unique" ON "live_chat_conversation" USING btree ("member_id") WHERE "live_chat_conversation"."state" <> 'closed' and "live_chat_conversation"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "live_chat_conversation_visitor_live_unique" ON "live_chat_conversation" USING btree ("visitor_token_hash") WHERE "live_chat_conversation"."state" <> 'closed' and "live_chat_conversation"."visitor_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "live_chat_conversation_inbox_index" ON "live_chat_conversation" USING btree ("merchant_id","state","last_message_at");--> statement-breakpoint
CREATE INDEX "live_chat_duty_brand_index" ON "live_chat_duty" USING btree ("merchant_id","until");--> statement-breakpoint
CREATE INDEX "live_chat_message_conversation_index" ON "live_chat_message" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "live_chat_offline_message_brand_index" ON "live_chat_offline_message" USING btree ("merchant_id","created_at");