CREATE TABLE "mall_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"points_cost" bigint NOT NULL,
	"credit_minor" bigint,
	"turnover_multiplier" integer DEFAULT 0 NOT NULL,
	"stock_left" integer NOT NULL,
	"per_member_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_item_type_check" CHECK ("mall_item"."type" in ('cash', 'bonus', 'physical')),
	CONSTRAINT "mall_item_stock_not_negative" CHECK ("mall_item"."stock_left" >= 0),
	CONSTRAINT "mall_item_cost_positive" CHECK ("mall_item"."points_cost" > 0),
	CONSTRAINT "mall_item_credit_check" CHECK (("mall_item"."type" = 'physical') = ("mall_item"."credit_minor" is null) and coalesce("mall_item"."credit_minor", 1) > 0),
	CONSTRAINT "mall_item_turnover_check" CHECK ("mall_item"."turnover_multiplier" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "points_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_account_identity_unique" UNIQUE NULLS NOT DISTINCT("merchant_id","kind","member_id"),
	CONSTRAINT "points_account_kind_check" CHECK ("points_account"."kind" in ('member', 'member_held', 'issued', 'burned', 'expired')),
	CONSTRAINT "points_account_tracked_check" CHECK (("points_account"."kind" in ('member', 'member_held')) = ("points_account"."balance" is not null and "points_account"."member_id" is not null)),
	CONSTRAINT "points_account_balance_not_negative" CHECK ("points_account"."balance" is null or "points_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_bet" (
	"source" text NOT NULL,
	"bet_key" text NOT NULL,
	"member_id" uuid NOT NULL,
	"points" bigint NOT NULL,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "points_bet_source_bet_key_pk" PRIMARY KEY("source","bet_key")
);
--> statement-breakpoint
CREATE TABLE "points_config" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"expiry_days" integer DEFAULT 365 NOT NULL,
	"convert_enabled" boolean DEFAULT false NOT NULL,
	"convert_points_per_unit" bigint DEFAULT 100 NOT NULL,
	"convert_unit_minor" bigint DEFAULT 100 NOT NULL,
	"convert_min_points" bigint DEFAULT 100 NOT NULL,
	"convert_step_points" bigint DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_config_expiry_check" CHECK ("points_config"."expiry_days" between 1 and 3650),
	CONSTRAINT "points_config_convert_check" CHECK ("points_config"."convert_points_per_unit" > 0 and "points_config"."convert_unit_minor" > 0 and "points_config"."convert_min_points" > 0
        and "points_config"."convert_step_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_conversion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"points" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_conversion_key_unique" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "points_conversion_positive" CHECK ("points_conversion"."points" > 0 and "points_conversion"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_lot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"points" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"expired" bigint DEFAULT 0 NOT NULL,
	"source_transfer_id" uuid NOT NULL,
	CONSTRAINT "points_lot_remaining_check" CHECK ("points_lot"."remaining" >= 0 and "points_lot"."remaining" <= "points_lot"."points")
);
--> statement-breakpoint
CREATE TABLE "points_redemption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"item_type" text NOT NULL,
	"item_name" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"points_total" bigint NOT NULL,
	"credit_minor" bigint,
	"status" text NOT NULL,
	"lots" jsonb NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_redemption_key_unique" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "points_redemption_status_check" CHECK ("points_redemption"."status" in ('in_process', 'approved', 'rejected')),
	CONSTRAINT "points_redemption_quantity_check" CHECK ("points_redemption"."quantity" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "points_rule" (
	"merchant_id" uuid NOT NULL,
	"category" text NOT NULL,
	"ratio_amount_minor" bigint NOT NULL,
	"ratio_points" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rule_merchant_id_category_pk" PRIMARY KEY("merchant_id","category"),
	CONSTRAINT "points_rule_ratio_check" CHECK ("points_rule"."ratio_amount_minor" > 0 and "points_rule"."ratio_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_transfer" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"points" bigint NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"debit_balance_after" bigint,
	"credit_balance_after" bigint,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_transfer_idempotency_unique" UNIQUE("merchant_id","idempotency_key"),
	CONSTRAINT "points_transfer_points_positive" CHECK ("points_transfer"."points" > 0),
	CONSTRAINT "points_transfer_distinct_accounts" CHECK ("points_transfer"."debit_account_id" <> "points_transfer"."credit_account_id")
);
--> statement-breakpoint
CREATE INDEX "mall_item_merchant_index" ON "mall_item" USING btree ("merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "points_lot_member_index" ON "points_lot" USING btree ("member_id","expires_at");--> statement-breakpoint
CREATE INDEX "points_lot_due_index" ON "points_lot" USING btree ("expires_at") WHERE "points_lot"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "points_redemption_member_index" ON "points_redemption" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "points_redemption_queue_index" ON "points_redemption" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "points_transfer_member_index" ON "points_transfer" USING btree ("member_id","created_at");