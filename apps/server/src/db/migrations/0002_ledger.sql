CREATE TABLE "ledger_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"vendor_code" text DEFAULT '' NOT NULL,
	"balance_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_identity_unique" UNIQUE NULLS NOT DISTINCT("merchant_id","currency","kind","member_id","vendor_code"),
	CONSTRAINT "ledger_account_kind_check" CHECK ("ledger_account"."kind" in ('player_main', 'player_vendor', 'agent_main', 'cash_in', 'cash_out', 'withdrawals_held', 'game_vendor', 'bonus', 'adjustment')),
	CONSTRAINT "ledger_account_tracked_balance_check" CHECK (("ledger_account"."kind" in ('player_main', 'player_vendor', 'agent_main')) = ("ledger_account"."balance_minor" is not null and "ledger_account"."member_id" is not null)),
	CONSTRAINT "ledger_account_balance_not_negative" CHECK ("ledger_account"."balance_minor" is null or "ledger_account"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entry_amount_not_zero" CHECK ("ledger_entry"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"type" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfer_idempotency_unique" UNIQUE("merchant_id","idempotency_key"),
	CONSTRAINT "ledger_transfer_amount_positive" CHECK ("ledger_transfer"."amount_minor" > 0),
	CONSTRAINT "ledger_transfer_distinct_accounts" CHECK ("ledger_transfer"."debit_account_id" <> "ledger_transfer"."credit_account_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_debit_account_id_ledger_account_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_credit_account_id_ledger_account_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_account_member_index" ON "ledger_account" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_account_index" ON "ledger_entry" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entry_transfer_index" ON "ledger_entry" USING btree ("transfer_id");