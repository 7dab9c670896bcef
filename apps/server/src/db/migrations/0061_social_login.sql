CREATE TABLE "social_login_attempt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "social_login_attempt_provider_check" CHECK ("social_login_attempt"."provider" in ('line', 'google', 'facebook'))
);
--> statement-breakpoint
CREATE TABLE "social_login_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_login_event_kind_check" CHECK ("social_login_event"."kind" in ('linked', 'unlinked'))
);
--> statement-breakpoint
CREATE TABLE "social_login_identity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"linked_via" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_login_identity_provider_check" CHECK ("social_login_identity"."provider" in ('line', 'google', 'facebook')),
	CONSTRAINT "social_login_identity_linked_via_check" CHECK ("social_login_identity"."linked_via" in ('password', 'sms', 'registration'))
);
--> statement-breakpoint
CREATE TABLE "social_login_provider" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret_sealed" text,
	"issuer_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_login_provider_provider_check" CHECK ("social_login_provider"."provider" in ('line', 'google', 'facebook'))
);
--> statement-breakpoint
CREATE TABLE "social_login_ticket" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"ticket_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "social_login_ticket_provider_check" CHECK ("social_login_ticket"."provider" in ('line', 'google', 'facebook'))
);
--> statement-breakpoint
ALTER TABLE "social_login_attempt" ADD CONSTRAINT "social_login_attempt_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_event" ADD CONSTRAINT "social_login_event_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_event" ADD CONSTRAINT "social_login_event_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_identity" ADD CONSTRAINT "social_login_identity_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_identity" ADD CONSTRAINT "social_login_identity_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_provider" ADD CONSTRAINT "social_login_provider_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_ticket" ADD CONSTRAINT "social_login_ticket_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_attempt_state_unique" ON "social_login_attempt" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "social_login_attempt_expiry_index" ON "social_login_attempt" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "social_login_event_member_index" ON "social_login_event" USING btree ("member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_identity_subject_unique" ON "social_login_identity" USING btree ("merchant_id","provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_identity_member_unique" ON "social_login_identity" USING btree ("member_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_provider_brand_unique" ON "social_login_provider" USING btree ("merchant_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_ticket_hash_unique" ON "social_login_ticket" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "social_login_ticket_expiry_index" ON "social_login_ticket" USING btree ("expires_at");