CREATE TABLE "vendor_transfer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"vendor_code" text NOT NULL,
	"currency" text NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"vendor_balance_minor" bigint,
	"resolved_by" text,
	"status_checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"flagged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "vendor_transfer_amount_positive" CHECK ("vendor_transfer"."amount_minor" > 0),
	CONSTRAINT "vendor_transfer_direction_check" CHECK ("vendor_transfer"."direction" in ('in', 'out')),
	CONSTRAINT "vendor_transfer_status_check" CHECK ("vendor_transfer"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "vendor_transfer_resolved_check" CHECK (("vendor_transfer"."status" = 'pending') = ("vendor_transfer"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "vendor_transfer" ADD CONSTRAINT "vendor_transfer_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfer" ADD CONSTRAINT "vendor_transfer_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfer_idempotency_unique" ON "vendor_transfer" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfer_one_pending_per_wallet" ON "vendor_transfer" USING btree ("merchant_id","member_id","vendor_code","currency") WHERE "vendor_transfer"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vendor_transfer_due_index" ON "vendor_transfer" USING btree ("next_check_at") WHERE "vendor_transfer"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vendor_transfer_wallet_index" ON "vendor_transfer" USING btree ("merchant_id","member_id","vendor_code");