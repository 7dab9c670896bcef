CREATE TABLE "cash_hour" (
	"merchant_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"deposit_count" bigint NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"first_deposit_count" bigint NOT NULL,
	"withdrawal_count" bigint NOT NULL,
	"withdrawal_minor" bigint NOT NULL,
	CONSTRAINT "cash_hour_merchant_id_hour_currency_pk" PRIMARY KEY("merchant_id","hour","currency")
);
--> statement-breakpoint
CREATE TABLE "play_hour" (
	"merchant_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"currency" text NOT NULL,
	"bet_count" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	CONSTRAINT "play_hour_merchant_id_hour_category_vendor_code_currency_pk" PRIMARY KEY("merchant_id","hour","category","vendor_code","currency")
);
--> statement-breakpoint
CREATE TABLE "player_day" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "player_day_merchant_id_day_member_id_pk" PRIMARY KEY("merchant_id","day","member_id")
);
--> statement-breakpoint
CREATE TABLE "player_first_deposit" (
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"deposited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_first_deposit_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "summary_cursor" (
	"name" text PRIMARY KEY NOT NULL,
	"summarized_until" timestamp with time zone,
	"passes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_merchant_created_index" ON "member" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfer_created_brin" ON "ledger_transfer" USING brin ("created_at");