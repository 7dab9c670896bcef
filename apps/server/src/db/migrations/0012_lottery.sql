CREATE TABLE "lottery_beacon_round" (
	"source" text NOT NULL,
	"round" bigint NOT NULL,
	"value" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_beacon_round_source_round_pk" PRIMARY KEY("source","round")
);
--> statement-breakpoint
CREATE TABLE "lottery_draw" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"day" date NOT NULL,
	"sequence" integer NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"result" jsonb,
	"win_numbers" text,
	"result_version" integer DEFAULT 0 NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"beacon" text,
	"beacon_source" text,
	"revealed_seed" text,
	"void_reason" text,
	"resulted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draw_numero_unique" UNIQUE("game_code","numero"),
	CONSTRAINT "lottery_draw_times_check" CHECK ("lottery_draw"."open_at" < "lottery_draw"."close_at" and "lottery_draw"."close_at" <= "lottery_draw"."draw_at"),
	CONSTRAINT "lottery_draw_status_check" CHECK ("lottery_draw"."status" in ('SCHEDULED', 'CLOSED', 'RESULTED', 'SETTLED', 'VOID'))
);
--> statement-breakpoint
CREATE TABLE "lottery_game_setting" (
	"merchant_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"version" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"allow_cancel" boolean NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"max_number_stake_minor" bigint NOT NULL,
	"max_draw_stake_minor" bigint NOT NULL,
	"payout_cap_minor" bigint,
	"max_chase_periods" integer NOT NULL,
	"member_series" integer NOT NULL,
	"closed_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"number_payout_percent" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_game_setting_merchant_id_game_code_version_pk" PRIMARY KEY("merchant_id","game_code","version")
);
--> statement-breakpoint
CREATE TABLE "lottery_odds_table" (
	"merchant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_odds_table_merchant_id_code_version_pk" PRIMARY KEY("merchant_id","code","version")
);
--> statement-breakpoint
CREATE TABLE "lottery_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"periods" integer NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"total_amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_order_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "lottery_order_idempotency_unique" UNIQUE("merchant_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "lottery_result_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draw_id" bigint NOT NULL,
	"result" jsonb NOT NULL,
	"win_numbers" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"entered_by" uuid NOT NULL,
	"confirmed_by" uuid,
	"result_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "lottery_result_entry_two_people" CHECK ("lottery_result_entry"."confirmed_by" is null or "lottery_result_entry"."confirmed_by" <> "lottery_result_entry"."entered_by"),
	CONSTRAINT "lottery_result_entry_status_check" CHECK ("lottery_result_entry"."status" in ('PENDING', 'CONFIRMED', 'SUPERSEDED'))
);
--> statement-breakpoint
CREATE TABLE "lottery_seed_chain" (
	"game_code" text NOT NULL,
	"day" date NOT NULL,
	"final_seed" text NOT NULL,
	"terminal_hash" text NOT NULL,
	"length" integer NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_seed_chain_game_code_day_pk" PRIMARY KEY("game_code","day")
);
--> statement-breakpoint
CREATE TABLE "lottery_settlement" (
	"ticket_id" bigint NOT NULL,
	"result_version" integer NOT NULL,
	"status" text NOT NULL,
	"prize_minor" bigint NOT NULL,
	"refund_minor" bigint NOT NULL,
	"cap_deducted_minor" bigint NOT NULL,
	"paid_minor" bigint NOT NULL,
	"unrecovered_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_settlement_ticket_id_result_version_pk" PRIMARY KEY("ticket_id","result_version")
);
--> statement-breakpoint
CREATE TABLE "lottery_ticket" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"draw_id" bigint NOT NULL,
	"period" integer NOT NULL,
	"bet_type_code" text NOT NULL,
	"selection" text NOT NULL,
	"numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"bet_count" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"self_rebate_minor" bigint DEFAULT 0 NOT NULL,
	"wager" jsonb NOT NULL,
	"odds" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"returned_minor" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_ticket_amount_positive" CHECK ("lottery_ticket"."amount_minor" > 0),
	CONSTRAINT "lottery_ticket_status_check" CHECK ("lottery_ticket"."status" in ('PENDING', 'WON', 'LOST', 'PUSH', 'VOID', 'CANCELLED', 'CHASE_STOPPED'))
);
--> statement-breakpoint
ALTER TABLE "lottery_game_setting" ADD CONSTRAINT "lottery_game_setting_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_odds_table" ADD CONSTRAINT "lottery_odds_table_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_order" ADD CONSTRAINT "lottery_order_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_order" ADD CONSTRAINT "lottery_order_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_order" ADD CONSTRAINT "lottery_order_wallet_account_id_ledger_account_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_entry" ADD CONSTRAINT "lottery_result_entry_draw_id_lottery_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_entry" ADD CONSTRAINT "lottery_result_entry_entered_by_operator_account_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_entry" ADD CONSTRAINT "lottery_result_entry_confirmed_by_operator_account_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_settlement" ADD CONSTRAINT "lottery_settlement_ticket_id_lottery_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."lottery_ticket"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket" ADD CONSTRAINT "lottery_ticket_order_id_lottery_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket" ADD CONSTRAINT "lottery_ticket_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket" ADD CONSTRAINT "lottery_ticket_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket" ADD CONSTRAINT "lottery_ticket_draw_id_lottery_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_draw_game_time_index" ON "lottery_draw" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draw_work_index" ON "lottery_draw" USING btree ("status","draw_at") WHERE "lottery_draw"."status" <> 'SETTLED';--> statement-breakpoint
CREATE INDEX "lottery_order_member_index" ON "lottery_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_result_entry_draw_index" ON "lottery_result_entry" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "lottery_ticket_draw_index" ON "lottery_ticket" USING btree ("draw_id","settled_version");--> statement-breakpoint
CREATE INDEX "lottery_ticket_member_index" ON "lottery_ticket" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_ticket_member_draw_index" ON "lottery_ticket" USING btree ("member_id","draw_id");--> statement-breakpoint
CREATE INDEX "lottery_ticket_order_index" ON "lottery_ticket" USING btree ("order_id","period");