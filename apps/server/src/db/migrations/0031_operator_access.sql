CREATE TABLE "operator_recovery_code" (
	"operator_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "operator_recovery_code_operator_id_code_hash_pk" PRIMARY KEY("operator_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_two_factor" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_two_factor_step_check" CHECK ("operator_two_factor"."last_used_step" is null or "operator_two_factor"."last_used_step" >= 0)
);
--> statement-breakpoint
ALTER TABLE "operator_account" DROP CONSTRAINT "operator_account_role_check";--> statement-breakpoint
ALTER TABLE "operator_account" ADD COLUMN "roles" text[];--> statement-breakpoint
UPDATE "operator_account" SET "roles" = array["role"];--> statement-breakpoint
ALTER TABLE "operator_account" ALTER COLUMN "roles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_account" ADD COLUMN "brands" text[];--> statement-breakpoint
ALTER TABLE "operator_account" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_account" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_session" ADD COLUMN "stage" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_session" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_recovery_code" ADD CONSTRAINT "operator_recovery_code_operator_id_operator_account_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_two_factor" ADD CONSTRAINT "operator_two_factor_operator_id_operator_account_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_account" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "operator_account" ADD CONSTRAINT "operator_account_roles_check" CHECK (cardinality("operator_account"."roles") >= 1 and "operator_account"."roles" <@ array['admin', 'finance', 'support', 'content', 'risk']);--> statement-breakpoint
ALTER TABLE "operator_account" ADD CONSTRAINT "operator_account_brands_check" CHECK ("operator_account"."brands" is null or cardinality("operator_account"."brands") >= 1);--> statement-breakpoint
ALTER TABLE "operator_session" ADD CONSTRAINT "operator_session_stage_check" CHECK ("operator_session"."stage" in ('second-factor', 'enrolment', 'active'));