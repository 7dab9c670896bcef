CREATE TABLE "mission" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"kind" text NOT NULL,
	"metric" text NOT NULL,
	"categories" jsonb NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"milestones" jsonb NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"claim_days" integer NOT NULL,
	"leaderboard" boolean NOT NULL,
	"prizes" jsonb NOT NULL,
	"min_qualify_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"final_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "mission_code_unique" UNIQUE("merchant_id","code"),
	CONSTRAINT "mission_kind_check" CHECK ("mission"."kind" in ('daily', 'weekly', 'event', 'check_in')),
	CONSTRAINT "mission_metric_check" CHECK ("mission"."metric" in ('valid_bet', 'deposit', 'bet_count', 'check_in_days')),
	CONSTRAINT "mission_status_check" CHECK ("mission"."status" in ('draft', 'published', 'closed')),
	CONSTRAINT "mission_window_check" CHECK ("mission"."starts_at" < "mission"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "mission_claim" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mission_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"milestone" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"grant_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claim_milestone_unique" UNIQUE("mission_id","member_id","period","milestone"),
	CONSTRAINT "mission_claim_key_unique" UNIQUE("member_id","request_key"),
	CONSTRAINT "mission_claim_amount_check" CHECK ("mission_claim"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "mission_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mission_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mission_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"source" text NOT NULL,
	"event_key" text NOT NULL,
	"delta" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_event_unique" UNIQUE("mission_id","source","event_key"),
	CONSTRAINT "mission_event_source_check" CHECK ("mission_event"."source" in ('bet', 'deposit', 'check_in'))
);
--> statement-breakpoint
CREATE TABLE "mission_leaderboard_entry" (
	"mission_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"value" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"prize_minor" bigint,
	"grant_id" uuid,
	"outcome" text,
	CONSTRAINT "mission_leaderboard_entry_mission_id_rank_pk" PRIMARY KEY("mission_id","rank"),
	CONSTRAINT "mission_leaderboard_member_unique" UNIQUE("mission_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"mission_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"value" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_progress_mission_id_member_id_period_pk" PRIMARY KEY("mission_id","member_id","period")
);
--> statement-breakpoint
CREATE INDEX "mission_merchant_index" ON "mission" USING btree ("merchant_id","status","ends_at");--> statement-breakpoint
CREATE INDEX "mission_event_member_index" ON "mission_event" USING btree ("mission_id","member_id","period");--> statement-breakpoint
CREATE INDEX "mission_progress_rank_index" ON "mission_progress" USING btree ("mission_id","period","value" DESC NULLS LAST,"reached_at");