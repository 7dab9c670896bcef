CREATE TABLE "announcement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"execution" text,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text,
	"linkage_type" text,
	"link" text,
	"promotion_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "announcement_code_unique" UNIQUE("merchant_id","code"),
	CONSTRAINT "announcement_type_check" CHECK ("announcement"."type" in ('B', 'PL', 'PU', 'PR', 'H')),
	CONSTRAINT "announcement_execution_check" CHECK ("announcement"."execution" is null or "announcement"."execution" in ('A', 'B', 'F'))
);
--> statement-breakpoint
CREATE TABLE "game" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" uuid NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"kind" text DEFAULT 'GAME' NOT NULL,
	"parent_game_code" text,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"freeplay" smallint DEFAULT 0 NOT NULL,
	"classifications" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"icon_url" text,
	"engine" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(names ->> 'en', '') || ' ' || coalesce(names ->> 'th', '') || ' ' || coalesce(names ->> 'pt-BR', '') || ' ' || coalesce(names ->> 'fil', '') || ' ' || game_code)) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_code_unique" UNIQUE("merchant_id","vendor_code","game_code"),
	CONSTRAINT "game_kind_check" CHECK ("game"."kind" in ('GAME', 'VASSALAGE')),
	CONSTRAINT "game_type_check" CHECK ("game"."game_type" in ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT')),
	CONSTRAINT "game_flags_check" CHECK ("game"."support_play" in (0, 1) and "game"."freeplay" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "game_catalogue_version" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_favourite" (
	"member_id" uuid NOT NULL,
	"game_id" bigint NOT NULL,
	"merchant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourite_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_favourite_toggle" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"toggled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_recent" (
	"member_id" uuid NOT NULL,
	"game_id" bigint NOT NULL,
	"merchant_id" uuid NOT NULL,
	"launch_count" integer DEFAULT 1 NOT NULL,
	"last_launched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_recent_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_room" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"game_id" bigint NOT NULL,
	"room_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"dealer_name" text NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"seats" integer DEFAULT 7 NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_room_code_unique" UNIQUE("game_id","room_code"),
	CONSTRAINT "game_room_bets_check" CHECK ("game_room"."min_bet_minor" > 0 and "game_room"."min_bet_minor" <= "game_room"."max_bet_minor")
);
--> statement-breakpoint
CREATE TABLE "game_round" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"game_id" bigint,
	"game_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_round_vendor_round_unique" UNIQUE("merchant_id","vendor_code","round_id"),
	CONSTRAINT "game_round_status_check" CHECK ("game_round"."status" in ('open', 'settled', 'cancelled')),
	CONSTRAINT "game_round_amounts_check" CHECK ("game_round"."stake_minor" >= 0 and "game_round"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_vendor" (
	"merchant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"wallet_model" text DEFAULT 'seamless' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendor_merchant_id_code_pk" PRIMARY KEY("merchant_id","code"),
	CONSTRAINT "game_vendor_wallet_model_check" CHECK ("game_vendor"."wallet_model" in ('seamless', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "announcement" ADD CONSTRAINT "announcement_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_vendor_fk" FOREIGN KEY ("merchant_id","vendor_code") REFERENCES "public"."game_vendor"("merchant_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_catalogue_version" ADD CONSTRAINT "game_catalogue_version_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourite" ADD CONSTRAINT "game_favourite_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourite" ADD CONSTRAINT "game_favourite_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourite" ADD CONSTRAINT "game_favourite_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourite_toggle" ADD CONSTRAINT "game_favourite_toggle_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_room" ADD CONSTRAINT "game_room_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_room" ADD CONSTRAINT "game_room_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendor" ADD CONSTRAINT "game_vendor_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_merchant_index" ON "announcement" USING btree ("merchant_id","type","sort_order");--> statement-breakpoint
CREATE INDEX "game_lobby_index" ON "game" USING btree ("merchant_id","game_type","sort_order","id");--> statement-breakpoint
CREATE INDEX "game_vendor_index" ON "game" USING btree ("merchant_id","vendor_code","sort_order","id");--> statement-breakpoint
CREATE INDEX "game_parent_index" ON "game" USING btree ("merchant_id","vendor_code","parent_game_code") WHERE "game"."parent_game_code" is not null;--> statement-breakpoint
CREATE INDEX "game_hot_index" ON "game" USING btree ("merchant_id","sort_order") WHERE "game"."is_hot";--> statement-breakpoint
CREATE INDEX "game_search_index" ON "game" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "game_favourite_member_index" ON "game_favourite" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_recent_member_index" ON "game_recent" USING btree ("member_id","last_launched_at");--> statement-breakpoint
CREATE INDEX "game_room_merchant_index" ON "game_room" USING btree ("merchant_id","game_id");--> statement-breakpoint
CREATE INDEX "game_round_member_index" ON "game_round" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "game_round_win_index" ON "game_round" USING btree ("merchant_id","settled_at") WHERE "game_round"."status" = 'settled' and "game_round"."win_minor" > 0;