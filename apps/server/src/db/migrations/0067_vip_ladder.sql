CREATE TABLE "vip_daily_metric" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"merchant_id" uuid NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_daily_metric_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "vip_gift" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"level" smallint NOT NULL,
	"period_key" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"state" text NOT NULL,
	"claimable_until" timestamp with time zone NOT NULL,
	"request_key" text,
	"grant_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "vip_gift_once" UNIQUE("member_id","kind","level","period_key"),
	CONSTRAINT "vip_gift_request_key_unique" UNIQUE("member_id","request_key"),
	CONSTRAINT "vip_gift_kind_check" CHECK ("vip_gift"."kind" in ('level_up', 'monthly')),
	CONSTRAINT "vip_gift_state_check" CHECK ("vip_gift"."state" in ('claimable', 'claimed', 'expired')),
	CONSTRAINT "vip_gift_amount_check" CHECK ("vip_gift"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_level" (
	"merchant_id" uuid NOT NULL,
	"ordinal" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"up_rule" jsonb NOT NULL,
	"keep_rule" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_level_merchant_id_ordinal_pk" PRIMARY KEY("merchant_id","ordinal"),
	CONSTRAINT "vip_level_ordinal_check" CHECK ("vip_level"."ordinal" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "vip_level_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"kind" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"reason" text,
	"actor" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_level_change_kind_check" CHECK ("vip_level_change"."kind" in ('up', 'down', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "vip_member" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"raised_at" timestamp with time zone,
	"changed_at" timestamp with time zone,
	"lifetime_valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"lifetime_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vip_member_level_check" CHECK ("vip_member"."level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_monthly_run" (
	"merchant_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"relegated" integer NOT NULL,
	"gifts" integer NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_monthly_run_merchant_id_period_key_pk" PRIMARY KEY("merchant_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "vip_policy" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"relegation_enabled" boolean NOT NULL,
	"protection_days" integer NOT NULL,
	"gift_claim_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "vip_policy_protection_check" CHECK ("vip_policy"."protection_days" between 0 and 3650),
	CONSTRAINT "vip_policy_claim_days_check" CHECK ("vip_policy"."gift_claim_days" between 1 and 365)
);
--> statement-breakpoint
CREATE INDEX "vip_gift_merchant_index" ON "vip_gift" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_gift_claimable_index" ON "vip_gift" USING btree ("claimable_until") WHERE "vip_gift"."state" = 'claimable';--> statement-breakpoint
CREATE INDEX "vip_level_change_member_index" ON "vip_level_change" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "vip_level_change_merchant_index" ON "vip_level_change" USING btree ("merchant_id","at");--> statement-breakpoint
CREATE INDEX "vip_member_pending_index" ON "vip_member" USING btree ("member_id") WHERE "vip_member"."pending";--> statement-breakpoint
CREATE INDEX "vip_member_merchant_index" ON "vip_member" USING btree ("merchant_id","level");