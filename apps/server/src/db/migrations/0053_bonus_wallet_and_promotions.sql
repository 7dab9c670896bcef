CREATE TABLE "bonus_grant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"promotion_id" uuid,
	"player_promotion_id" uuid,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account_id" uuid NOT NULL,
	"terms" jsonb NOT NULL,
	"granted_minor" bigint NOT NULL,
	"turnover_required_minor" bigint NOT NULL,
	"turnover_done_minor" bigint DEFAULT 0 NOT NULL,
	"converted_minor" bigint DEFAULT 0 NOT NULL,
	"forfeited_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"forfeit_reason" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bonus_grant_source_unique" UNIQUE("member_id","source","source_ref"),
	CONSTRAINT "bonus_grant_status_check" CHECK ("bonus_grant"."status" in ('pending', 'active', 'completed', 'expired', 'forfeited')),
	CONSTRAINT "bonus_grant_amounts_check" CHECK ("bonus_grant"."granted_minor" > 0 and "bonus_grant"."converted_minor" >= 0 and "bonus_grant"."forfeited_minor" >= 0),
	CONSTRAINT "bonus_grant_turnover_check" CHECK ("bonus_grant"."turnover_done_minor" >= 0 and "bonus_grant"."turnover_done_minor" <= "bonus_grant"."turnover_required_minor"),
	CONSTRAINT "bonus_grant_forfeit_reason_check" CHECK (("bonus_grant"."status" = 'forfeited') = ("bonus_grant"."forfeit_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "bonus_policy" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"profile" text DEFAULT 'strict' NOT NULL,
	"contributions" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_policy_profile_check" CHECK ("bonus_policy"."profile" in ('strict', 'loose'))
);
--> statement-breakpoint
CREATE TABLE "player_promotion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"promotion_id" uuid NOT NULL,
	"promotion_version" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"state" text NOT NULL,
	"terms_hash" text NOT NULL,
	"amount_minor" bigint,
	"grant_id" uuid,
	"deposit_id" uuid,
	"remark" text,
	"reason" text,
	"request_address" text,
	"device_id" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_promotion_period_unique" UNIQUE("promotion_id","member_id","period_key"),
	CONSTRAINT "player_promotion_state_check" CHECK ("player_promotion"."state" in ('signed', 'process', 'claim', 'applying', 'rejected', 'issued', 'claimed', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"badge" text,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"terms_html" jsonb NOT NULL,
	"banner_url" text,
	"display_from" timestamp with time zone NOT NULL,
	"display_to" timestamp with time zone,
	"apply_from" timestamp with time zone NOT NULL,
	"apply_to" timestamp with time zone,
	"reward" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"eligibility" jsonb NOT NULL,
	"limits" jsonb NOT NULL,
	"remark_required" boolean DEFAULT false NOT NULL,
	"image_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_status_check" CHECK ("promotion"."status" in ('draft', 'active', 'paused', 'archived')),
	CONSTRAINT "promotion_type_check" CHECK ("promotion"."type" in ('FIRST_DEPOSIT', 'DEPOSIT', 'FREE_BONUS', 'APPLICATION')),
	CONSTRAINT "promotion_spent_check" CHECK ("promotion"."spent_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_application_image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_promotion_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_daily_spend" (
	"promotion_id" uuid NOT NULL,
	"day" date NOT NULL,
	"spent_minor" bigint NOT NULL,
	CONSTRAINT "promotion_daily_spend_promotion_id_day_pk" PRIMARY KEY("promotion_id","day")
);
--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_identity_unique";--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_tracked_balance_check";--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "bonus_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD COLUMN "grant_id" uuid;--> statement-breakpoint
ALTER TABLE "game_round" ADD COLUMN "bonus_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "game_round" ADD COLUMN "bonus_stake_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_round" ADD COLUMN "bonus_win_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD COLUMN "bet_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD COLUMN "win_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_grant" ADD CONSTRAINT "bonus_grant_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grant" ADD CONSTRAINT "bonus_grant_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_policy" ADD CONSTRAINT "bonus_policy_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_promotion" ADD CONSTRAINT "player_promotion_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_promotion" ADD CONSTRAINT "player_promotion_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_promotion" ADD CONSTRAINT "player_promotion_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_application_image" ADD CONSTRAINT "promotion_application_image_player_promotion_id_player_promotion_id_fk" FOREIGN KEY ("player_promotion_id") REFERENCES "public"."player_promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_daily_spend" ADD CONSTRAINT "promotion_daily_spend_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_grant_member_index" ON "bonus_grant" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_grant_merchant_index" ON "bonus_grant" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_grant_expiry_index" ON "bonus_grant" USING btree ("expires_at") WHERE "bonus_grant"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_promotion_member_index" ON "player_promotion" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "player_promotion_queue_index" ON "player_promotion" USING btree ("merchant_id","state","created_at");--> statement-breakpoint
CREATE INDEX "promotion_merchant_index" ON "promotion" USING btree ("merchant_id","status","sort_order");--> statement-breakpoint
CREATE INDEX "promotion_application_image_index" ON "promotion_application_image" USING btree ("player_promotion_id");--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_identity_unique" UNIQUE NULLS NOT DISTINCT("merchant_id","currency","kind","member_id","vendor_code","grant_id");--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_grant_check" CHECK (("ledger_account"."kind" = 'player_bonus') = ("ledger_account"."grant_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_kind_check" CHECK ("ledger_account"."kind" in ('player_main', 'player_vendor', 'agent_main', 'cash_in', 'cash_out', 'withdrawals_held', 'game_vendor', 'bonus', 'adjustment', 'player_debt', 'agent_commission', 'player_bonus', 'promotion_cost', 'bonus_forfeit'));--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_tracked_balance_check" CHECK (("ledger_account"."kind" in ('player_main', 'player_vendor', 'agent_main', 'player_bonus')) = ("ledger_account"."balance_minor" is not null and "ledger_account"."member_id" is not null));