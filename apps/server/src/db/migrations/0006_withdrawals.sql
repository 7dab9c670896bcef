CREATE TABLE "bank_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "bank_account_number_check" CHECK ("bank_account"."account_number" ~ '^[0-9]{10,15}$')
);
--> statement-breakpoint
CREATE TABLE "payment_password_guard" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "payment_password_guard_failures_check" CHECK ("payment_password_guard"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"member_username" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"idempotency_key" text,
	"wallet_account_id" uuid NOT NULL,
	"hold_transfer_id" uuid,
	"decision_transfer_id" uuid,
	"reviewed_by_operator_id" uuid,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"confirm_deadline" timestamp with time zone,
	"confirmation_status" text,
	"received_amount_minor" bigint,
	"confirmation_remark" text,
	"confirmed_automatically" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_idempotency_unique" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "withdrawal_amount_positive" CHECK ("withdrawal"."amount_minor" > 0),
	CONSTRAINT "withdrawal_status_check" CHECK ("withdrawal"."status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawal_reviewed_check" CHECK (("withdrawal"."status" = 'pending') = ("withdrawal"."reviewed_at" is null)),
	CONSTRAINT "withdrawal_reject_reason_check" CHECK (("withdrawal"."status" = 'rejected') = ("withdrawal"."reject_reason" is not null)),
	CONSTRAINT "withdrawal_confirmation_status_check" CHECK ("withdrawal"."confirmation_status" is null or ("withdrawal"."status" = 'paid' and "withdrawal"."confirmation_status" in ('received', 'partly_received', 'not_received'))),
	CONSTRAINT "withdrawal_received_amount_check" CHECK (("withdrawal"."confirmation_status" is null) = ("withdrawal"."received_amount_minor" is null) and ("withdrawal"."received_amount_minor" is null or "withdrawal"."received_amount_minor" between 0 and "withdrawal"."amount_minor"))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_daily_count" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "withdrawal_daily_count_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "withdrawal_daily_count_check" CHECK ("withdrawal_daily_count"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_policy" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"min_amount_minor" bigint DEFAULT 10000 NOT NULL,
	"max_amount_minor" bigint DEFAULT 5000000 NOT NULL,
	"daily_request_limit" integer DEFAULT 5 NOT NULL,
	"payee_name_must_match" boolean DEFAULT false NOT NULL,
	"confirm_timeout_minutes" integer DEFAULT 1440 NOT NULL,
	CONSTRAINT "withdrawal_policy_amounts_check" CHECK ("withdrawal_policy"."min_amount_minor" > 0 and "withdrawal_policy"."max_amount_minor" >= "withdrawal_policy"."min_amount_minor"),
	CONSTRAINT "withdrawal_policy_daily_limit_check" CHECK ("withdrawal_policy"."daily_request_limit" >= 1),
	CONSTRAINT "withdrawal_policy_timeout_check" CHECK ("withdrawal_policy"."confirm_timeout_minutes" >= 1)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proof" (
	"id" uuid PRIMARY KEY NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_proof_type_check" CHECK ("withdrawal_proof"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_password_guard" ADD CONSTRAINT "payment_password_guard_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_bank_account_id_bank_account_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_wallet_account_id_ledger_account_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_hold_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_decision_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("decision_transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_reviewed_by_operator_id_operator_account_id_fk" FOREIGN KEY ("reviewed_by_operator_id") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_daily_count" ADD CONSTRAINT "withdrawal_daily_count_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_policy" ADD CONSTRAINT "withdrawal_policy_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proof" ADD CONSTRAINT "withdrawal_proof_withdrawal_id_withdrawal_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_active_unique" ON "bank_account" USING btree ("member_id","bank_code","account_number") WHERE "bank_account"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "bank_account_member_index" ON "bank_account" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "withdrawal_member_index" ON "withdrawal" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_status_index" ON "withdrawal" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_confirm_deadline_index" ON "withdrawal" USING btree ("confirm_deadline") WHERE "withdrawal"."status" = 'paid' and "withdrawal"."confirmation_status" is null;--> statement-breakpoint
CREATE INDEX "withdrawal_proof_withdrawal_index" ON "withdrawal_proof" USING btree ("withdrawal_id");