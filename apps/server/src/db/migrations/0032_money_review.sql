CREATE TABLE "balance_adjustment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"member_username" text NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"transfer_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "balance_adjustment_direction_check" CHECK ("balance_adjustment"."direction" in ('credit', 'debit')),
	CONSTRAINT "balance_adjustment_status_check" CHECK ("balance_adjustment"."status" in ('pending', 'posted', 'rejected')),
	CONSTRAINT "balance_adjustment_amount_positive" CHECK ("balance_adjustment"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "money_approval" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"member_id" uuid NOT NULL,
	"member_username" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"note" text,
	"decided_by_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "money_approval_kind_check" CHECK ("money_approval"."kind" in ('withdrawal', 'deposit', 'adjustment')),
	CONSTRAINT "money_approval_status_check" CHECK ("money_approval"."status" in ('pending', 'confirmed', 'rejected')),
	CONSTRAINT "money_approval_amount_positive" CHECK ("money_approval"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "two_person_threshold" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"withdrawal_minor" bigint,
	"deposit_minor" bigint,
	"adjustment_minor" bigint,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_person_threshold_not_negative" CHECK (coalesce("two_person_threshold"."withdrawal_minor", 0) >= 0 and coalesce("two_person_threshold"."deposit_minor", 0) >= 0 and coalesce("two_person_threshold"."adjustment_minor", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "balance_adjustment" ADD CONSTRAINT "balance_adjustment_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustment" ADD CONSTRAINT "balance_adjustment_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustment" ADD CONSTRAINT "balance_adjustment_requested_by_id_operator_account_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approval" ADD CONSTRAINT "money_approval_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approval" ADD CONSTRAINT "money_approval_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approval" ADD CONSTRAINT "money_approval_requested_by_id_operator_account_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approval" ADD CONSTRAINT "money_approval_decided_by_id_operator_account_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_person_threshold" ADD CONSTRAINT "two_person_threshold_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustment_request_key_unique" ON "balance_adjustment" USING btree ("merchant_id","request_key");--> statement-breakpoint
CREATE INDEX "balance_adjustment_merchant_index" ON "balance_adjustment" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "balance_adjustment_status_index" ON "balance_adjustment" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_approval_pending_unique" ON "money_approval" USING btree ("kind","subject_id") WHERE "money_approval"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "money_approval_status_index" ON "money_approval" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "money_approval_subject_index" ON "money_approval" USING btree ("subject_id");