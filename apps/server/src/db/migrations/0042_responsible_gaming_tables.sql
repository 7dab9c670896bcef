CREATE TABLE "player_limit" (
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limit_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "player_limit_kind_check" CHECK ("player_limit"."kind" in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'wager_day', 'wager_week', 'wager_month', 'session')),
	CONSTRAINT "player_limit_value_positive" CHECK ("player_limit"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_limit_change" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"previous_value" bigint,
	"value" bigint,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"operator_id" uuid,
	CONSTRAINT "player_limit_change_kind_check" CHECK ("player_limit_change"."kind" in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'wager_day', 'wager_week', 'wager_month', 'session')),
	CONSTRAINT "player_limit_change_status_check" CHECK ("player_limit_change"."status" in ('applied', 'pending', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "player_protection" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	"lift_note" text,
	CONSTRAINT "player_protection_kind_check" CHECK ("player_protection"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "player_protection_period_check" CHECK (("player_protection"."kind" = 'time_out' and "player_protection"."period" in ('24h', '7d', '30d', '6w'))
        or ("player_protection"."kind" = 'self_exclusion' and "player_protection"."period" in ('6m', '1y', '3y', '5y', 'permanent')))
);
--> statement-breakpoint
ALTER TABLE "account_policy" ADD COLUMN "birthday_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_policy" ADD COLUMN "terms_version" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "protected_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "has_player_limits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "reality_check_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_limit" ADD CONSTRAINT "player_limit_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_change" ADD CONSTRAINT "player_limit_change_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_change" ADD CONSTRAINT "player_limit_change_operator_id_operator_account_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_lifted_by_operator_account_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."operator_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limit_change_member_index" ON "player_limit_change" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_limit_change_one_pending" ON "player_limit_change" USING btree ("member_id","kind") WHERE "player_limit_change"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "player_protection_member_index" ON "player_protection" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "player_protection_merchant_index" ON "player_protection" USING btree ("merchant_id","kind","started_at");