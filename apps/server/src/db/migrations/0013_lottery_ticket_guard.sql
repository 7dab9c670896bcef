-- No ticket is written for a draw that is not on sale by the database's own clock, whatever the caller checked
-- before: the draw row is share-locked (the closer's UPDATE waits for placements in flight), and the ticket's
-- placed_at is the instant of that check. A chase's later periods need their draw not closed yet; its first
-- period needs its draw open.
CREATE FUNCTION lottery_ticket_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_draw lottery_draw%ROWTYPE;
  v_now timestamptz := clock_timestamp();
BEGIN
  SELECT * INTO v_draw FROM lottery_draw d WHERE d.id = NEW.draw_id FOR SHARE;
  IF NOT FOUND OR v_draw.status <> 'SCHEDULED' OR v_now >= v_draw.close_at
      OR (NEW.period = 1 AND v_now < v_draw.open_at) THEN
    RAISE EXCEPTION 'LOTTERY_DRAW_CLOSED' USING ERRCODE = 'P0001', DETAIL = v_draw.numero;
  END IF;
  NEW.placed_at := v_now;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lottery_ticket_guard BEFORE INSERT ON lottery_ticket
  FOR EACH ROW EXECUTE FUNCTION lottery_ticket_guard();
--> statement-breakpoint
-- Settlements are history: a correction writes a new version, never changes an old one.
CREATE TRIGGER lottery_settlement_append_only BEFORE UPDATE OR DELETE ON lottery_settlement
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
