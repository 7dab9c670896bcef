CREATE TABLE "member_two_factor" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_two_factor_step_check" CHECK ("member_two_factor"."last_used_step" is null or "member_two_factor"."last_used_step" >= 0)
);
--> statement-breakpoint
CREATE TABLE "two_factor_challenge" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_code" (
	"member_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "two_factor_recovery_code_member_id_code_hash_pk" PRIMARY KEY("member_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "account_policy" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_two_factor" ADD CONSTRAINT "member_two_factor_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_two_factor" ADD CONSTRAINT "member_two_factor_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_challenge" ADD CONSTRAINT "two_factor_challenge_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_challenge" ADD CONSTRAINT "two_factor_challenge_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_code" ADD CONSTRAINT "two_factor_recovery_code_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_challenge_member_index" ON "two_factor_challenge" USING btree ("member_id");