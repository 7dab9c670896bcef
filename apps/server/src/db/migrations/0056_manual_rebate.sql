CREATE TABLE "rebate_accrual" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebate_accrual_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"bet_key" text NOT NULL,
	"event_no" integer NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"vip_level" integer NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"eligible_minor" bigint NOT NULL,
	"rate_units" integer NOT NULL,
	"amount_scaled" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"biz_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"claim_id" uuid,
	CONSTRAINT "rebate_accrual_event_unique" UNIQUE("source","bet_key","event_no"),
	CONSTRAINT "rebate_accrual_status_check" CHECK ("rebate_accrual"."status" in ('open', 'claimed', 'capped'))
);
--> statement-breakpoint
CREATE TABLE "rebate_claim" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"capped_scaled" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"transfer_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_claim_key_unique" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "rebate_claim_amount_check" CHECK ("rebate_claim"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_claim_day" (
	"claim_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"biz_date" date NOT NULL,
	"paid_scaled" bigint NOT NULL,
	CONSTRAINT "rebate_claim_day_claim_id_biz_date_pk" PRIMARY KEY("claim_id","biz_date")
);
--> statement-breakpoint
CREATE TABLE "rebate_policy" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"min_claim_minor" bigint NOT NULL,
	"daily_caps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "rebate_policy_min_check" CHECK ("rebate_policy"."min_claim_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_rate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"vip_level" integer NOT NULL,
	"category" text NOT NULL,
	"rate_units" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" text,
	CONSTRAINT "rebate_rate_cell_unique" UNIQUE("merchant_id","vip_level","category","effective_from"),
	CONSTRAINT "rebate_rate_units_check" CHECK ("rebate_rate"."rate_units" between 0 and 50000)
);
--> statement-breakpoint
CREATE INDEX "rebate_accrual_open_index" ON "rebate_accrual" USING btree ("member_id","biz_date") WHERE "rebate_accrual"."status" = 'open';--> statement-breakpoint
CREATE INDEX "rebate_accrual_bet_index" ON "rebate_accrual" USING btree ("source","bet_key");--> statement-breakpoint
CREATE INDEX "rebate_claim_member_index" ON "rebate_claim" USING btree ("member_id","claimed_at");--> statement-breakpoint
CREATE INDEX "rebate_claim_merchant_index" ON "rebate_claim" USING btree ("merchant_id","claimed_at");--> statement-breakpoint
CREATE INDEX "rebate_claim_day_member_index" ON "rebate_claim_day" USING btree ("member_id","biz_date");