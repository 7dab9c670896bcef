CREATE TABLE "seamless_vendor" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"wallet_model" text NOT NULL,
	"secret" text NOT NULL,
	"allowed_sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"launch_url" text NOT NULL,
	"api_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_vendor_code_unique" UNIQUE("code"),
	CONSTRAINT "seamless_vendor_wallet_model_check" CHECK ("seamless_vendor"."wallet_model" in ('seamless', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "vendor_request_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"request_body" text NOT NULL,
	"http_status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid,
	"mode" text NOT NULL,
	"game_id" bigint,
	"game_code" text NOT NULL,
	"vendor_game_id" text NOT NULL,
	"game_name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_scale" smallint NOT NULL,
	"language" text NOT NULL,
	"wallet_account_id" uuid,
	"vendor_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_session_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "vendor_session_mode_check" CHECK ("vendor_session"."mode" in ('real', 'demo')),
	CONSTRAINT "vendor_session_real_has_wallet_check" CHECK ("vendor_session"."mode" = 'demo' or ("vendor_session"."member_id" is not null and "vendor_session"."wallet_account_id" is not null and "vendor_session"."vendor_account_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "vendor_transaction" (
	"vendor_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" uuid,
	"member_id" uuid,
	"round_id" text,
	"request_hash" text NOT NULL,
	"request_body" text NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"referenced_transaction_id" text,
	"applied" boolean DEFAULT false NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"http_status" smallint NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_transaction_vendor_id_transaction_id_pk" PRIMARY KEY("vendor_id","transaction_id"),
	CONSTRAINT "vendor_transaction_kind_check" CHECK ("vendor_transaction"."kind" in ('bet', 'win', 'bet_win', 'rollback', 'rollback_marker')),
	CONSTRAINT "vendor_transaction_amounts_check" CHECK ("vendor_transaction"."bet_minor" >= 0 and "vendor_transaction"."win_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_round" DROP CONSTRAINT "game_round_vendor_round_unique";--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_request_log" ADD CONSTRAINT "vendor_request_log_vendor_id_seamless_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."seamless_vendor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_session" ADD CONSTRAINT "vendor_session_vendor_id_seamless_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."seamless_vendor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_session" ADD CONSTRAINT "vendor_session_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_session" ADD CONSTRAINT "vendor_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_session" ADD CONSTRAINT "vendor_session_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_session" ADD CONSTRAINT "vendor_session_wallet_account_id_ledger_account_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_session" ADD CONSTRAINT "vendor_session_vendor_account_id_ledger_account_id_fk" FOREIGN KEY ("vendor_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD CONSTRAINT "vendor_transaction_vendor_id_seamless_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."seamless_vendor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD CONSTRAINT "vendor_transaction_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD CONSTRAINT "vendor_transaction_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_request_log_vendor_index" ON "vendor_request_log" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_session_member_index" ON "vendor_session" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "vendor_transaction_round_index" ON "vendor_transaction" USING btree ("vendor_id","round_id");--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_vendor_round_unique" UNIQUE("merchant_id","vendor_code","round_id","member_id");