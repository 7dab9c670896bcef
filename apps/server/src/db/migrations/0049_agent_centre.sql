CREATE TABLE "agent_contract" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product" text DEFAULT 'all' NOT NULL,
	"issuer_member_id" uuid,
	"parent_contract_id" uuid,
	"receiver_member_id" uuid NOT NULL,
	"status" text NOT NULL,
	"current_version_id" uuid,
	"pending_version_id" uuid,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_kind_check" CHECK ("agent_contract"."kind" in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
	CONSTRAINT "agent_contract_status_check" CHECK ("agent_contract"."status" in ('P', 'E', 'A', 'V', 'C', 'R')),
	CONSTRAINT "agent_contract_issuer_check" CHECK (("agent_contract"."issuer_member_id" is null) = ("agent_contract"."parent_contract_id" is null)
        and "agent_contract"."issuer_member_id" is distinct from "agent_contract"."receiver_member_id")
);
--> statement-breakpoint
CREATE TABLE "agent_contract_event" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"contract_id" uuid NOT NULL,
	"version_id" uuid,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_event_actor_check" CHECK ("agent_contract_event"."actor_kind" in ('member', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "agent_contract_version" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"contract_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"created_by_kind" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"effective_from" timestamp with time zone,
	"effective_to" timestamp with time zone,
	CONSTRAINT "agent_contract_version_number_unique" UNIQUE("contract_id","version_number"),
	CONSTRAINT "agent_contract_version_actor_check" CHECK ("agent_contract_version"."created_by_kind" in ('member', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "agent_obligation" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"payer_member_id" uuid,
	"payee_member_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_obligation_line_unique" UNIQUE("line_id"),
	CONSTRAINT "agent_obligation_amounts_check" CHECK ("agent_obligation"."amount_minor" > 0 and "agent_obligation"."paid_minor" >= 0 and "agent_obligation"."paid_minor" <= "agent_obligation"."amount_minor"),
	CONSTRAINT "agent_obligation_status_check" CHECK ("agent_obligation"."status" in ('pending', 'paid', 'owed', 'claimable', 'expired')
        and ("agent_obligation"."status" = 'paid') = ("agent_obligation"."paid_minor" = "agent_obligation"."amount_minor")),
	CONSTRAINT "agent_obligation_platform_pays_check" CHECK ("agent_obligation"."payer_member_id" is not null or "agent_obligation"."status" <> 'owed')
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_line" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"run_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"receiver_member_id" uuid NOT NULL,
	"issuer_member_id" uuid,
	"depth" integer NOT NULL,
	"status" text NOT NULL,
	"tier_index" integer,
	"facts" jsonb NOT NULL,
	"base_minor" bigint NOT NULL,
	"carry_in_minor" bigint NOT NULL,
	"carry_out_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	"downline_gross_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"contributions" jsonb,
	"claim_due_at" timestamp with time zone,
	"adjusts_line_id" uuid,
	CONSTRAINT "agent_settlement_line_contract_unique" UNIQUE("run_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_run" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"currency" text NOT NULL,
	"period_type" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"facts_cutoff" timestamp with time zone NOT NULL,
	"platform_cost_minor" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "agent_settlement_run_period_unique" UNIQUE("merchant_id","kind","product","period_key"),
	CONSTRAINT "agent_settlement_run_status_check" CHECK ("agent_settlement_run"."status" in ('computing', 'posted', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_application" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decided_by" text,
	"decision_reason" text,
	"upline_member_id" uuid,
	"agent_type" smallint,
	CONSTRAINT "affiliate_application_status_check" CHECK ("affiliate_application"."status" in ('pending', 'approved', 'refused', 'withdrawn')),
	CONSTRAINT "affiliate_application_agent_type_check" CHECK ("affiliate_application"."agent_type" is null or "affiliate_application"."agent_type" in (1, 2, 41, 42))
);
--> statement-breakpoint
CREATE TABLE "agent_downline_note" (
	"agent_member_id" uuid NOT NULL,
	"downline_member_id" uuid NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_downline_note_agent_member_id_downline_member_id_pk" PRIMARY KEY("agent_member_id","downline_member_id")
);
--> statement-breakpoint
CREATE TABLE "agent_invite_link" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"agent_member_id" uuid NOT NULL,
	"code" text NOT NULL,
	"registers_as" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_invite_link_registers_as_check" CHECK ("agent_invite_link"."registers_as" in ('member', 'agent')),
	CONSTRAINT "agent_invite_link_status_check" CHECK ("agent_invite_link"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "agent_quota" (
	"agent_member_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_registrations_limit" integer,
	"agent_registrations_limit" integer,
	"contract_offers_limit" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "agent_registration" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"agent_member_id" uuid NOT NULL,
	"invite_link_id" uuid,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_registration_via_check" CHECK ("agent_registration"."via" in ('centre', 'invite_link', 'affiliate_code'))
);
--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_kind_check";--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_issuer_member_id_member_id_fk" FOREIGN KEY ("issuer_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_parent_contract_id_agent_contract_id_fk" FOREIGN KEY ("parent_contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_receiver_member_id_member_id_fk" FOREIGN KEY ("receiver_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_event" ADD CONSTRAINT "agent_contract_event_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_event" ADD CONSTRAINT "agent_contract_event_version_id_agent_contract_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agent_contract_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_version" ADD CONSTRAINT "agent_contract_version_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_obligation" ADD CONSTRAINT "agent_obligation_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_obligation" ADD CONSTRAINT "agent_obligation_run_id_agent_settlement_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_run"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_obligation" ADD CONSTRAINT "agent_obligation_line_id_agent_settlement_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."agent_settlement_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_obligation" ADD CONSTRAINT "agent_obligation_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_obligation" ADD CONSTRAINT "agent_obligation_payer_member_id_member_id_fk" FOREIGN KEY ("payer_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_obligation" ADD CONSTRAINT "agent_obligation_payee_member_id_member_id_fk" FOREIGN KEY ("payee_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_line" ADD CONSTRAINT "agent_settlement_line_run_id_agent_settlement_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_run"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_line" ADD CONSTRAINT "agent_settlement_line_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_line" ADD CONSTRAINT "agent_settlement_line_version_id_agent_contract_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agent_contract_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_line" ADD CONSTRAINT "agent_settlement_line_receiver_member_id_member_id_fk" FOREIGN KEY ("receiver_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_line" ADD CONSTRAINT "agent_settlement_line_issuer_member_id_member_id_fk" FOREIGN KEY ("issuer_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_line" ADD CONSTRAINT "agent_settlement_line_adjusts_line_id_agent_settlement_line_id_fk" FOREIGN KEY ("adjusts_line_id") REFERENCES "public"."agent_settlement_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_run" ADD CONSTRAINT "agent_settlement_run_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_application" ADD CONSTRAINT "affiliate_application_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_application" ADD CONSTRAINT "affiliate_application_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_application" ADD CONSTRAINT "affiliate_application_upline_member_id_member_id_fk" FOREIGN KEY ("upline_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_downline_note" ADD CONSTRAINT "agent_downline_note_agent_member_id_member_id_fk" FOREIGN KEY ("agent_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_downline_note" ADD CONSTRAINT "agent_downline_note_downline_member_id_member_id_fk" FOREIGN KEY ("downline_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invite_link" ADD CONSTRAINT "agent_invite_link_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invite_link" ADD CONSTRAINT "agent_invite_link_agent_member_id_member_id_fk" FOREIGN KEY ("agent_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_quota" ADD CONSTRAINT "agent_quota_agent_member_id_member_id_fk" FOREIGN KEY ("agent_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_quota" ADD CONSTRAINT "agent_quota_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_registration" ADD CONSTRAINT "agent_registration_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_registration" ADD CONSTRAINT "agent_registration_agent_member_id_member_id_fk" FOREIGN KEY ("agent_member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_registration" ADD CONSTRAINT "agent_registration_invite_link_id_agent_invite_link_id_fk" FOREIGN KEY ("invite_link_id") REFERENCES "public"."agent_invite_link"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_live_unique" ON "agent_contract" USING btree ("receiver_member_id","kind","product") WHERE "agent_contract"."status" in ('P', 'E', 'A', 'V');--> statement-breakpoint
CREATE INDEX "agent_contract_issuer_index" ON "agent_contract" USING btree ("issuer_member_id","status");--> statement-breakpoint
CREATE INDEX "agent_contract_parent_index" ON "agent_contract" USING btree ("parent_contract_id");--> statement-breakpoint
CREATE INDEX "agent_contract_merchant_index" ON "agent_contract" USING btree ("merchant_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contract_event_contract_index" ON "agent_contract_event" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_obligation_retry_index" ON "agent_obligation" USING btree ("next_attempt_at") WHERE "agent_obligation"."status" = 'owed';--> statement-breakpoint
CREATE INDEX "agent_obligation_payer_index" ON "agent_obligation" USING btree ("payer_member_id","status") WHERE "agent_obligation"."payer_member_id" is not null;--> statement-breakpoint
CREATE INDEX "agent_obligation_payee_index" ON "agent_obligation" USING btree ("payee_member_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_settlement_line_receiver_index" ON "agent_settlement_line" USING btree ("receiver_member_id","run_id");--> statement-breakpoint
CREATE INDEX "agent_settlement_line_contract_index" ON "agent_settlement_line" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "agent_settlement_run_merchant_index" ON "agent_settlement_run" USING btree ("merchant_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_application_pending_unique" ON "affiliate_application" USING btree ("member_id") WHERE "affiliate_application"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "affiliate_application_merchant_index" ON "affiliate_application" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invite_link_code_unique" ON "agent_invite_link" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "agent_invite_link_agent_index" ON "agent_invite_link" USING btree ("agent_member_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_registration_agent_index" ON "agent_registration" USING btree ("agent_member_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_kind_check" CHECK ("ledger_account"."kind" in ('player_main', 'player_vendor', 'agent_main', 'cash_in', 'cash_out', 'withdrawals_held', 'game_vendor', 'bonus', 'adjustment', 'player_debt', 'agent_commission'));