CREATE TABLE "account_policy" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"minimum_age" integer DEFAULT 18 NOT NULL,
	"session_idle_minutes" integer DEFAULT 30 NOT NULL,
	"session_lifetime_hours" integer DEFAULT 24 NOT NULL,
	"password_expiry_days" integer DEFAULT 90 NOT NULL,
	"trial_play_money_minor" bigint DEFAULT 200000 NOT NULL,
	"sms_code_minutes" integer DEFAULT 1 NOT NULL,
	"sms_daily_cap" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"username" text NOT NULL,
	"type" smallint NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text NOT NULL,
	"payment_password_hash" text,
	"payee_name" text,
	"mobile_num" text,
	"country_dialing_code" text,
	"email" text,
	"qq_num" text,
	"line" text,
	"whatsapp" text,
	"facebook" text,
	"wechat" text,
	"id_number" text,
	"recommender_id" text,
	"upline_id" uuid,
	"affiliate_code" text,
	"language" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"play_money_minor" bigint,
	"registration_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_type_check" CHECK ("member"."type" in (0, 1, 2, 4, 41, 42)),
	CONSTRAINT "member_play_money_check" CHECK ("member"."play_money_minor" is null or "member"."play_money_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registration_rule" (
	"merchant_id" uuid NOT NULL,
	"field" text NOT NULL,
	"show" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text DEFAULT '*' NOT NULL,
	"min_length" integer DEFAULT 0 NOT NULL,
	"max_length" integer DEFAULT 64 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_rule_merchant_id_field_pk" PRIMARY KEY("merchant_id","field"),
	CONSTRAINT "registration_rule_lengths_check" CHECK ("registration_rule"."min_length" <= "registration_rule"."max_length")
);
--> statement-breakpoint
CREATE TABLE "member_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "member_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "captcha_challenge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_guard" (
	"merchant_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"captcha_required" boolean DEFAULT false NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_guard_merchant_id_subject_pk" PRIMARY KEY("merchant_id","subject")
);
--> statement-breakpoint
CREATE TABLE "rate_counter" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counter_key_window_start_pk" PRIMARY KEY("key","window_start"),
	CONSTRAINT "rate_counter_count_check" CHECK ("rate_counter"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_message_channel_check" CHECK ("outbox_message"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_code_purpose_check" CHECK ("verification_code"."purpose" in ('login', 'register', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "account_policy" ADD CONSTRAINT "account_policy_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_upline_id_member_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_rule" ADD CONSTRAINT "registration_rule_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_session" ADD CONSTRAINT "member_session_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_session" ADD CONSTRAINT "member_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captcha_challenge" ADD CONSTRAINT "captcha_challenge_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_guard" ADD CONSTRAINT "login_guard_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD CONSTRAINT "outbox_message_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_code" ADD CONSTRAINT "verification_code_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_username_unique" ON "member" USING btree ("merchant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_mobile_unique" ON "member" USING btree ("merchant_id","country_dialing_code","mobile_num") WHERE "member"."mobile_num" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_affiliate_code_unique" ON "member" USING btree ("merchant_id",lower("affiliate_code")) WHERE "member"."affiliate_code" is not null;--> statement-breakpoint
CREATE INDEX "member_upline_index" ON "member" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "member_session_member_index" ON "member_session" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "outbox_message_status_index" ON "outbox_message" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_message_destination_index" ON "outbox_message" USING btree ("merchant_id","destination","created_at");--> statement-breakpoint
CREATE INDEX "verification_code_lookup_index" ON "verification_code" USING btree ("merchant_id","purpose","destination","created_at");