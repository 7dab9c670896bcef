CREATE TABLE "member_play_slot" (
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"currency" text NOT NULL,
	"bet_count" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	CONSTRAINT "member_play_slot_member_id_slot_start_game_type_vendor_code_currency_pk" PRIMARY KEY("member_id","slot_start","game_type","vendor_code","currency")
);
--> statement-breakpoint
CREATE TABLE "settled_bet" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settled_bet_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"source" text NOT NULL,
	"bet_key" text NOT NULL,
	"event_no" integer NOT NULL,
	"event_type" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"stake_total_minor" bigint NOT NULL,
	"payout_total_minor" bigint NOT NULL,
	"valid_bet_total_minor" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settled_bet_source_check" CHECK ("settled_bet"."source" in ('round', 'lottery')),
	CONSTRAINT "settled_bet_event_type_check" CHECK ("settled_bet"."event_type" in ('SETTLED', 'RESETTLED', 'VOIDED')),
	CONSTRAINT "settled_bet_totals_check" CHECK ("settled_bet"."stake_total_minor" >= 0 and "settled_bet"."payout_total_minor" >= 0 and "settled_bet"."valid_bet_total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settled_bet_cursor" (
	"consumer" text PRIMARY KEY NOT NULL,
	"previous_snapshot" "pg_snapshot" DEFAULT '1:1:'::pg_snapshot NOT NULL,
	"window_snapshot" "pg_snapshot",
	"progress_transaction_id" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"progress_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "valid_bet_percent" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
CREATE INDEX "member_play_slot_merchant_index" ON "member_play_slot" USING btree ("merchant_id","slot_start");--> statement-breakpoint
CREATE INDEX "settled_bet_key_index" ON "settled_bet" USING btree ("source","bet_key","event_no");--> statement-breakpoint
CREATE INDEX "settled_bet_order_index" ON "settled_bet" USING btree ("transaction_id","id");--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_valid_bet_percent_check" CHECK ("game"."valid_bet_percent" between 0 and 100);--> statement-breakpoint
-- The settled-bet stream (decision 0072). Statement-level triggers write one event per bet whose settled figures a
-- statement changed, in that statement's transaction: every writer of game rounds (seamless_post, its batches,
-- seamless_adjust, the transfer vendors' round reader) and of lottery tickets is covered without knowing of it.
-- A bet counts while it is settled (a round `settled`; a ticket WON, LOST or PUSH) at its stake and payout; the
-- event carries the change since the bet's previous event and the totals after it.
CREATE FUNCTION record_settled_bets(
  p_source text, p_bet_keys text[], p_merchant_ids uuid[], p_member_ids uuid[], p_currencies text[],
  p_game_types text[], p_vendor_codes text[], p_game_codes text[], p_settled boolean[], p_stakes bigint[],
  p_payouts bigint[], p_valid_bet_percents smallint[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO settled_bet (source, bet_key, event_no, event_type, merchant_id, member_id, currency, game_type,
    vendor_code, game_code, stake_minor, payout_minor, valid_bet_minor, stake_total_minor, payout_total_minor,
    valid_bet_total_minor)
  SELECT p_source, b.bet_key, coalesce(previous.event_no, 0) + 1,
    CASE WHEN NOT b.settled THEN 'VOIDED' WHEN previous.active THEN 'RESETTLED' ELSE 'SETTLED' END,
    b.merchant_id, b.member_id, b.currency, b.game_type, b.vendor_code, b.game_code,
    now_totals.stake - coalesce(previous.stake_total_minor, 0),
    now_totals.payout - coalesce(previous.payout_total_minor, 0),
    now_totals.valid_bet - coalesce(previous.valid_bet_total_minor, 0),
    now_totals.stake, now_totals.payout, now_totals.valid_bet
  FROM unnest(p_bet_keys, p_merchant_ids, p_member_ids, p_currencies, p_game_types, p_vendor_codes, p_game_codes,
         p_settled, p_stakes, p_payouts, p_valid_bet_percents)
       AS b(bet_key, merchant_id, member_id, currency, game_type, vendor_code, game_code, settled, stake, payout,
         valid_bet_percent)
  CROSS JOIN LATERAL (
    SELECT CASE WHEN b.settled THEN b.stake ELSE 0 END AS stake,
           CASE WHEN b.settled THEN b.payout ELSE 0 END AS payout,
           CASE WHEN b.settled THEN b.stake * b.valid_bet_percent / 100 ELSE 0 END AS valid_bet
  ) now_totals
  LEFT JOIN LATERAL (
    SELECT s.event_no, s.event_type <> 'VOIDED' AS active, s.stake_total_minor, s.payout_total_minor,
           s.valid_bet_total_minor
    FROM settled_bet s
    WHERE s.source = p_source AND s.bet_key = b.bet_key
    ORDER BY s.event_no DESC
    LIMIT 1
  ) previous ON true
  WHERE CASE
    WHEN b.settled THEN previous.event_no IS NULL OR NOT previous.active
      OR previous.stake_total_minor <> now_totals.stake OR previous.payout_total_minor <> now_totals.payout
    ELSE coalesce(previous.active, false)
  END
$$;
--> statement-breakpoint
CREATE FUNCTION settled_bets_from_rounds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_rounds game_round[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n) INTO v_rounds FROM changed_rounds n WHERE n.status = 'settled';
  ELSE
    SELECT array_agg(n) INTO v_rounds
    FROM changed_rounds n JOIN previous_rounds o ON o.id = n.id
    WHERE (n.status = 'settled') <> (o.status = 'settled')
       OR (n.status = 'settled' AND (n.stake_minor <> o.stake_minor OR n.win_minor <> o.win_minor));
  END IF;
  IF v_rounds IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM record_settled_bets('round',
    array_agg(r.vendor_code || ':' || r.round_id || ':' || r.member_id::text ORDER BY r.id),
    array_agg(r.merchant_id ORDER BY r.id), array_agg(r.member_id ORDER BY r.id), array_agg(r.currency ORDER BY r.id),
    array_agg(coalesce(g.game_type, 'OTHER') ORDER BY r.id), array_agg(r.vendor_code ORDER BY r.id),
    array_agg(r.game_code ORDER BY r.id), array_agg(r.status = 'settled' ORDER BY r.id),
    array_agg(r.stake_minor ORDER BY r.id), array_agg(r.win_minor ORDER BY r.id),
    array_agg(coalesce(g.valid_bet_percent, 100::smallint) ORDER BY r.id))
  FROM unnest(v_rounds) r
  LEFT JOIN game g ON g.id = r.game_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER game_round_settled_bets_insert AFTER INSERT ON game_round
  REFERENCING NEW TABLE AS changed_rounds FOR EACH STATEMENT EXECUTE FUNCTION settled_bets_from_rounds();
--> statement-breakpoint
CREATE TRIGGER game_round_settled_bets_update AFTER UPDATE ON game_round
  REFERENCING OLD TABLE AS previous_rounds NEW TABLE AS changed_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION settled_bets_from_rounds();
--> statement-breakpoint
-- The lottery is one product whichever tile opened it (as in the betting record): category and vendor LOTT, counted
-- in full. A ticket is settled while WON, LOST or PUSH; VOID after a settlement is a void of the bet.
CREATE FUNCTION settled_bets_from_lottery_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_settled_bets('lottery',
    array_agg(n.id::text ORDER BY n.id), array_agg(n.merchant_id ORDER BY n.id), array_agg(n.member_id ORDER BY n.id),
    array_agg(o2.currency ORDER BY n.id), array_agg('LOTT'::text ORDER BY n.id), array_agg('LOTT'::text ORDER BY n.id),
    array_agg(o2.game_code ORDER BY n.id), array_agg(n.status IN ('WON', 'LOST', 'PUSH') ORDER BY n.id),
    array_agg(n.amount_minor ORDER BY n.id), array_agg(n.returned_minor ORDER BY n.id),
    array_agg(100::smallint ORDER BY n.id))
  FROM changed_tickets n
  JOIN previous_tickets o ON o.id = n.id
  JOIN lottery_order o2 ON o2.id = n.order_id
  WHERE n.status IS DISTINCT FROM o.status OR n.returned_minor <> o.returned_minor OR n.amount_minor <> o.amount_minor
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lottery_ticket_settled_bets AFTER UPDATE ON lottery_ticket
  REFERENCING OLD TABLE AS previous_tickets NEW TABLE AS changed_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION settled_bets_from_lottery_tickets();
