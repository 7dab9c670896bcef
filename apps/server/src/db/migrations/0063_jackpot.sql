CREATE TABLE "jackpot_pool" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"share_basis_points" integer NOT NULL,
	"seed_minor" bigint NOT NULL,
	"one_in" integer NOT NULL,
	"accrued_numerator" bigint DEFAULT 0 NOT NULL,
	"stake_total_minor" bigint DEFAULT 0 NOT NULL,
	"contributed_minor" bigint DEFAULT 0 NOT NULL,
	"seeded_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pool_merchant_unique" UNIQUE("merchant_id"),
	CONSTRAINT "jackpot_pool_share_check" CHECK ("jackpot_pool"."share_basis_points" between 0 and 1000),
	CONSTRAINT "jackpot_pool_odds_check" CHECK ("jackpot_pool"."one_in" >= 10),
	CONSTRAINT "jackpot_pool_seed_check" CHECK ("jackpot_pool"."seed_minor" >= 0),
	CONSTRAINT "jackpot_pool_not_negative" CHECK ("jackpot_pool"."seeded_minor" + "jackpot_pool"."contributed_minor" - "jackpot_pool"."paid_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_win" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"seed_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_win_transaction_unique" UNIQUE("vendor_code","transaction_id"),
	CONSTRAINT "jackpot_win_amount_positive" CHECK ("jackpot_win"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_kind_check";--> statement-breakpoint
ALTER TABLE "jackpot_pool" ADD CONSTRAINT "jackpot_pool_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_win" ADD CONSTRAINT "jackpot_win_pool_id_jackpot_pool_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pool"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_win_merchant_index" ON "jackpot_win" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_kind_check" CHECK ("ledger_account"."kind" in ('player_main', 'player_vendor', 'agent_main', 'cash_in', 'cash_out', 'withdrawals_held', 'game_vendor', 'bonus', 'adjustment', 'player_debt', 'agent_commission', 'player_bonus', 'promotion_cost', 'bonus_forfeit', 'jackpot_pool'));