CREATE TABLE "player_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"operator_username" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "member_session_member_index";--> statement-breakpoint
ALTER TABLE "player_note" ADD CONSTRAINT "player_note_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_note" ADD CONSTRAINT "player_note_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_note_member_index" ON "player_note" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_username_prefix_index" ON "member" USING btree ("merchant_id",lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_payee_name_prefix_index" ON "member" USING btree ("merchant_id",lower("payee_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_mobile_prefix_index" ON "member" USING btree ("merchant_id","mobile_num" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_registration_ip_index" ON "member" USING btree ("merchant_id","registration_ip");--> statement-breakpoint
CREATE INDEX "member_blocked_index" ON "member" USING btree ("merchant_id","created_at") WHERE "member"."blocked_at" is not null;--> statement-breakpoint
CREATE INDEX "member_session_ip_index" ON "member_session" USING btree ("merchant_id","ip");--> statement-breakpoint
CREATE INDEX "bank_account_number_index" ON "bank_account" USING btree ("merchant_id","account_number");--> statement-breakpoint
CREATE INDEX "member_session_member_index" ON "member_session" USING btree ("member_id","created_at");