CREATE TABLE "member_referral" (
	"referee_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"code_used" text NOT NULL,
	"device_id" text,
	"registration_ip" text,
	"registered_at" timestamp with time zone NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"first_deposit_minor" bigint,
	"first_deposit_at" timestamp with time zone,
	"status" text DEFAULT 'not_qualified' NOT NULL,
	"status_reason" text,
	"qualified_at" timestamp with time zone,
	"operator_decided" boolean DEFAULT false NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "member_referral_self_check" CHECK ("member_referral"."referee_id" <> "member_referral"."referrer_id"),
	CONSTRAINT "member_referral_status_check" CHECK ("member_referral"."status" in ('not_qualified', 'qualified', 'failed', 'duplicate'))
);
--> statement-breakpoint
CREATE TABLE "referral_bet" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_bet_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"referee_id" uuid NOT NULL,
	"source" text NOT NULL,
	"bet_key" text NOT NULL,
	"event_no" integer NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"biz_date" date NOT NULL,
	CONSTRAINT "referral_bet_event_unique" UNIQUE("source","bet_key","event_no")
);
--> statement-breakpoint
CREATE TABLE "referral_code" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_code_unique" UNIQUE("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "referral_device" (
	"member_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_device_member_id_device_id_pk" PRIMARY KEY("member_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "referral_phone_check" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"destination" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_reward" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"biz_date" date NOT NULL,
	"base_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"capped_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"grant_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_reward_key_unique" UNIQUE("referrer_id","referee_id","kind","period_key"),
	CONSTRAINT "referral_reward_amount_check" CHECK ("referral_reward"."amount_minor" >= 0 and "referral_reward"."capped_minor" >= 0),
	CONSTRAINT "referral_reward_status_check" CHECK ("referral_reward"."status" in ('paid', 'capped', 'refused')),
	CONSTRAINT "referral_reward_kind_check" CHECK ("referral_reward"."kind" in ('invitation', 'achievement', 'deposit', 'betting'))
);
--> statement-breakpoint
CREATE TABLE "referral_rule" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"invitation_reward_minor" bigint NOT NULL,
	"achievement_period" text NOT NULL,
	"achievement_tiers" jsonb NOT NULL,
	"deposit_rate_units" integer NOT NULL,
	"deposit_scope" text NOT NULL,
	"betting_rate_units" integer NOT NULL,
	"min_first_deposit_minor" bigint NOT NULL,
	"qualify_days" integer NOT NULL,
	"ip_window_days" integer NOT NULL,
	"referee_cap_minor" bigint,
	"daily_cap_minor" bigint,
	"turnover_multiplier" integer NOT NULL,
	"rules_text" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "referral_rule_rates_check" CHECK ("referral_rule"."deposit_rate_units" between 0 and 200000
      and "referral_rule"."betting_rate_units" between 0 and 50000),
	CONSTRAINT "referral_rule_amounts_check" CHECK ("referral_rule"."invitation_reward_minor" >= 0 and "referral_rule"."min_first_deposit_minor" >= 0
      and coalesce("referral_rule"."referee_cap_minor", 0) >= 0 and coalesce("referral_rule"."daily_cap_minor", 0) >= 0),
	CONSTRAINT "referral_rule_days_check" CHECK ("referral_rule"."qualify_days" >= 1 and "referral_rule"."ip_window_days" >= 0),
	CONSTRAINT "referral_rule_multiplier_check" CHECK ("referral_rule"."turnover_multiplier" between 0 and 100),
	CONSTRAINT "referral_rule_period_check" CHECK ("referral_rule"."achievement_period" in ('none', 'monthly')),
	CONSTRAINT "referral_rule_scope_check" CHECK ("referral_rule"."deposit_scope" in ('first', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "verification_code" DROP CONSTRAINT "verification_code_purpose_check";--> statement-breakpoint
CREATE INDEX "member_referral_referrer_index" ON "member_referral" USING btree ("referrer_id","registered_at");--> statement-breakpoint
CREATE INDEX "member_referral_merchant_index" ON "member_referral" USING btree ("merchant_id","status","registered_at");--> statement-breakpoint
CREATE INDEX "referral_bet_referee_index" ON "referral_bet" USING btree ("referee_id","biz_date");--> statement-breakpoint
CREATE INDEX "referral_device_device_index" ON "referral_device" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "referral_phone_check_destination_index" ON "referral_phone_check" USING btree ("merchant_id","destination");--> statement-breakpoint
CREATE INDEX "referral_reward_referrer_index" ON "referral_reward" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_reward_day_index" ON "referral_reward" USING btree ("referrer_id","biz_date");--> statement-breakpoint
ALTER TABLE "verification_code" ADD CONSTRAINT "verification_code_purpose_check" CHECK ("verification_code"."purpose" in ('login', 'register', 'reset', 'phone'));