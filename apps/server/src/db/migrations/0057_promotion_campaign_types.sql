CREATE TABLE "raffle_window" (
	"promotion_id" uuid NOT NULL,
	"day" date NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_window_promotion_id_day_pk" PRIMARY KEY("promotion_id","day"),
	CONSTRAINT "raffle_window_order_check" CHECK ("raffle_window"."closes_at" > "raffle_window"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "promotion" DROP CONSTRAINT "promotion_type_check";--> statement-breakpoint
ALTER TABLE "game_round" ADD COLUMN "hedged_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD COLUMN "bet_hedged_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_promotion" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "player_promotion" ADD COLUMN "prize_index" integer;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "raffle" jsonb;--> statement-breakpoint
ALTER TABLE "raffle_window" ADD CONSTRAINT "raffle_window_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_promotion" ADD CONSTRAINT "player_promotion_request_key_unique" UNIQUE("member_id","request_key");--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_hedged_check" CHECK ("game_round"."hedged_minor" >= 0);--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD CONSTRAINT "vendor_transaction_hedged_check" CHECK ("vendor_transaction"."bet_hedged_minor" >= 0 and "vendor_transaction"."bet_hedged_minor" <= "vendor_transaction"."bet_minor");--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_raffle_check" CHECK (("promotion"."type" = 'RAFFLE') = ("promotion"."raffle" is not null));--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_type_check" CHECK ("promotion"."type" in ('FIRST_DEPOSIT', 'DEPOSIT', 'FREE_BONUS', 'APPLICATION', 'CASHBACK', 'BIRTHDAY', 'RED_ENVELOPE', 'RAFFLE'));