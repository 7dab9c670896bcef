ALTER TABLE "vendor_transaction" DROP CONSTRAINT "vendor_transaction_kind_check";--> statement-breakpoint
ALTER TABLE "game_round" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_round" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "seamless_vendor" ADD COLUMN "max_win_minor" bigint DEFAULT 10000000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "seamless_vendor" ADD COLUMN "max_round_win_minor" bigint DEFAULT 50000000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "seamless_vendor" ADD CONSTRAINT "seamless_vendor_win_caps_check" CHECK ("seamless_vendor"."max_win_minor" > 0 and "seamless_vendor"."max_round_win_minor" > 0);--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD CONSTRAINT "vendor_transaction_kind_check" CHECK ("vendor_transaction"."kind" in ('bet', 'win', 'bet_win', 'rollback', 'void', 'rollback_marker'));--> statement-breakpoint
-- The round's life, for one player: open (from its first bet) -> settled, "closed" to vendors (a closing win, a
-- bet-and-win, close-round) -> cancelled, "voided" to vendors (an explicit void, final: voided_at is set). A round
-- whose every move was rolled back while open is cancelled too, but not voided: a new bet reopens it. Every
-- request that reads or changes a round takes the round's lock first (transaction-scoped), so a bet racing a
-- close, a void or another first bet sees the round as the other one left it.
CREATE FUNCTION seamless_lock_round(p_vendor_code text, p_member_id uuid, p_round_id text) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('round:' || p_vendor_code || ':' || p_member_id::text || ':' || p_round_id, 0))
$$;
--> statement-breakpoint
-- A vendor's close-round: settles the player's round if it is open; answers whether it was.
CREATE FUNCTION seamless_close_round(p_vendor_code text, p_merchant_id uuid, p_member_id uuid, p_round_id text)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_settled integer;
BEGIN
  PERFORM seamless_lock_round(p_vendor_code, p_member_id, p_round_id);
  UPDATE game_round r SET status = 'settled', settled_at = now()
    WHERE r.merchant_id = p_merchant_id AND r.member_id = p_member_id AND r.vendor_code = p_vendor_code
      AND r.round_id = p_round_id AND r.status = 'open';
  GET DIAGNOSTICS v_settled = ROW_COUNT;
  RETURN v_settled > 0;
END
$$;
--> statement-breakpoint
DROP FUNCTION seamless_post(uuid, text, text, text, text, text, text, text, text, text, bigint, bigint, text, boolean, jsonb);
--> statement-breakpoint
-- One money request of a vendor (bet, win, bet_win, rollback, void), applied exactly once, in one call: claim
-- the (vendor, transaction id), check the session and the player, check the round's life and the win caps, post
-- to the ledger (ledger_post_transfer), keep the game round, store the answer. A replay gets the stored answer;
-- the same id with other content gets DUPLICATE_TRANSACTION; a rollback of an unknown id leaves a marker that
-- refuses the late original. Bets need a live session and an unblocked player; wins, rollbacks and voids do not.
CREATE FUNCTION seamless_post(
  p_vendor_id uuid,
  p_vendor_code text,
  p_kind text,
  p_transaction_id text,
  p_request_hash text,
  p_request_body text,
  p_token_hash text,
  p_player_id text,
  p_round_id text,
  p_currency text,
  p_bet_minor bigint,
  p_win_minor bigint,
  p_reference_transaction_id text,
  p_close_round boolean,
  p_void_reason text,
  p_max_win_minor bigint,
  p_max_round_win_minor bigint,
  p_codes jsonb
) RETURNS TABLE (
  http_status integer,
  answer text,
  member_id uuid,
  merchant_id uuid,
  balance_minor bigint,
  currency text,
  currency_scale integer
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_existing vendor_transaction%ROWTYPE;
  v_target vendor_transaction%ROWTYPE;
  v_session vendor_session%ROWTYPE;
  v_round game_round%ROWTYPE;
  v_round_found boolean := false;
  v_voided boolean;
  v_blocked boolean;
  v_balance bigint;
  v_code text := 'OK';
  v_ledger record;
  v_outcome text;
  v_key text := 'seamless:' || p_vendor_code || ':' || p_transaction_id;
  v_metadata jsonb;
  v_net bigint;
  v_answer text;
  v_value jsonb;
  v_status integer;
  v_settles boolean;
BEGIN
  IF p_kind NOT IN ('bet', 'win', 'bet_win', 'rollback', 'void') THEN
    RAISE EXCEPTION 'unknown seamless operation %', p_kind USING ERRCODE = '22023';
  END IF;
  -- The server refuses these as malformed before calling; a rollback of itself could never be stored.
  IF p_kind = 'rollback' AND p_reference_transaction_id = p_transaction_id THEN
    RAISE EXCEPTION 'a rollback cannot reference itself' USING ERRCODE = '22023';
  END IF;

  -- The claim: a transaction-scoped lock on the id, so a concurrent twin waits for the first to commit and then
  -- reads its stored answer. The row itself is written once, at the end, with its answer.
  PERFORM pg_advisory_xact_lock(hashtextextended(p_vendor_id::text || ':' || p_transaction_id, 0));
  SELECT * INTO v_existing FROM vendor_transaction t
    WHERE t.vendor_id = p_vendor_id AND t.transaction_id = p_transaction_id;
  IF FOUND THEN
    IF v_existing.kind = 'rollback_marker' THEN
      v_code := 'TRANSACTION_ROLLED_BACK';
    ELSIF v_existing.request_hash <> p_request_hash THEN
      v_code := 'DUPLICATE_TRANSACTION';
    ELSE
      RETURN QUERY SELECT v_existing.http_status::integer, v_existing.answer, v_existing.member_id,
        v_existing.merchant_id, NULL::bigint, NULL::text, NULL::integer;
      RETURN;
    END IF;
    RETURN QUERY SELECT (p_codes -> v_code ->> 'status')::integer, seamless_answer(v_code, p_codes, NULL),
      v_existing.member_id, v_existing.merchant_id, NULL::bigint, NULL::text, NULL::integer;
    RETURN;
  END IF;

  SELECT * INTO v_session FROM vendor_session s WHERE s.token_hash = p_token_hash AND s.vendor_id = p_vendor_id;
  IF NOT FOUND OR v_session.mode <> 'real' OR v_session.member_id::text <> p_player_id THEN
    v_code := 'SESSION_NOT_FOUND';
  ELSIF v_session.currency <> p_currency THEN
    v_code := 'CURRENCY_MISMATCH';
  ELSIF p_kind IN ('bet', 'bet_win') THEN
    IF v_session.expires_at <= clock_timestamp() THEN
      v_code := 'SESSION_EXPIRED';
    ELSE
      SELECT m.blocked_at IS NOT NULL INTO v_blocked FROM member m WHERE m.id = v_session.member_id;
      IF v_blocked THEN
        v_code := 'PLAYER_BLOCKED';
      END IF;
    END IF;
  END IF;

  -- The round of a bet, win, bet-and-win or void (a rollback's round is its target's, read below).
  IF v_code = 'OK' AND p_kind <> 'rollback' THEN
    PERFORM seamless_lock_round(p_vendor_code, v_session.member_id, p_round_id);
    SELECT * INTO v_round FROM game_round r
      WHERE r.merchant_id = v_session.merchant_id AND r.vendor_code = p_vendor_code AND r.round_id = p_round_id
        AND r.member_id = v_session.member_id;
    v_round_found := FOUND;
    v_voided := v_round_found AND v_round.voided_at IS NOT NULL;
    IF v_voided THEN
      v_code := 'ROUND_VOIDED';
    ELSIF v_round_found AND v_round.status = 'settled' AND p_kind <> 'void' THEN
      v_code := 'ROUND_CLOSED';
    ELSIF p_kind = 'win' AND (NOT v_round_found OR v_round.status <> 'open') THEN
      -- Never seen, or every move of it rolled back: nothing is staked that a win could pay.
      v_code := 'ROUND_NOT_FOUND';
    ELSIF p_kind = 'void' AND NOT v_round_found THEN
      v_code := 'ROUND_NOT_FOUND';
    ELSIF p_kind IN ('win', 'bet_win') AND (p_win_minor > p_max_win_minor
        OR coalesce(v_round.win_minor, 0) + p_win_minor > p_max_round_win_minor) THEN
      v_code := 'WIN_LIMIT_EXCEEDED';
    END IF;
  END IF;

  IF v_code = 'OK' THEN
    v_metadata := jsonb_build_object('vendor', p_vendor_code, 'transactionId', p_transaction_id, 'roundId', p_round_id,
      'gameCode', v_session.game_code);

    IF p_kind IN ('bet', 'bet_win', 'win') THEN
      -- The stake first (guarded), then the win; a win request has no stake, a bet request no win.
      IF p_bet_minor > 0 THEN
        SELECT * INTO v_ledger FROM ledger_post_transfer(v_session.merchant_id, v_session.currency, v_key || ':bet',
          p_request_hash, 'bet', p_round_id, v_session.wallet_account_id, v_session.vendor_account_id, p_bet_minor,
          v_metadata);
        IF v_ledger.outcome = 'insufficient' THEN
          v_code := 'INSUFFICIENT_FUNDS';
        ELSIF v_ledger.outcome <> 'posted' THEN
          RAISE EXCEPTION 'ledger key % already used (%)', v_key, v_ledger.outcome;
        END IF;
        v_balance := v_ledger.debit_balance_minor;
      END IF;
      IF v_code = 'OK' AND p_win_minor > 0 THEN
        SELECT * INTO v_ledger FROM ledger_post_transfer(v_session.merchant_id, v_session.currency, v_key || ':win',
          p_request_hash, 'win', p_round_id, v_session.vendor_account_id, v_session.wallet_account_id, p_win_minor,
          v_metadata);
        IF v_ledger.outcome <> 'posted' THEN
          RAISE EXCEPTION 'ledger key % already used (%)', v_key, v_ledger.outcome;
        END IF;
        v_balance := v_ledger.credit_balance_minor;
      END IF;
      IF v_code = 'OK' THEN
        -- A bet-and-win settles its round; a win settles it unless the vendor keeps it open; a bet leaves it open
        -- (and reopens a round whose moves were all rolled back).
        v_settles := p_kind = 'bet_win' OR (p_kind = 'win' AND p_close_round);
        IF v_round_found THEN
          UPDATE game_round r SET
              stake_minor = r.stake_minor + p_bet_minor,
              win_minor = r.win_minor + p_win_minor,
              status = CASE WHEN v_settles THEN 'settled' ELSE 'open' END,
              settled_at = CASE WHEN v_settles THEN now() END
            WHERE r.id = v_round.id;
        ELSE
          INSERT INTO game_round (merchant_id, vendor_code, round_id, game_id, game_code, member_id, currency,
              stake_minor, win_minor, status, started_at, settled_at)
            VALUES (v_session.merchant_id, p_vendor_code, p_round_id, v_session.game_id, v_session.game_code,
              v_session.member_id, v_session.currency, p_bet_minor, p_win_minor,
              CASE WHEN v_settles THEN 'settled' ELSE 'open' END, now(), CASE WHEN v_settles THEN now() END);
        END IF;
      END IF;

    ELSIF p_kind = 'void' THEN
      -- Every live move of the round undone at once: the stake back to the player, the wins back to the vendor,
      -- as one net move. Taking back a win the player has spent is refused (the player's balance never goes
      -- negative); the vendor may send a new void later.
      v_net := v_round.stake_minor - v_round.win_minor;
      v_metadata := v_metadata || jsonb_build_object('void', true);
      IF v_net > 0 THEN
        SELECT * INTO v_ledger FROM ledger_post_transfer(v_session.merchant_id, v_session.currency, v_key || ':void',
          p_request_hash, 'rollback', p_round_id, v_session.vendor_account_id, v_session.wallet_account_id, v_net,
          v_metadata);
        v_outcome := v_ledger.outcome;
        v_balance := v_ledger.credit_balance_minor;
      ELSIF v_net < 0 THEN
        SELECT * INTO v_ledger FROM ledger_post_transfer(v_session.merchant_id, v_session.currency, v_key || ':void',
          p_request_hash, 'rollback', p_round_id, v_session.wallet_account_id, v_session.vendor_account_id, -v_net,
          v_metadata);
        v_outcome := v_ledger.outcome;
        IF v_outcome = 'insufficient' THEN
          v_code := 'INSUFFICIENT_FUNDS';
        END IF;
        v_balance := v_ledger.debit_balance_minor;
      END IF;
      IF v_outcome IS NOT NULL AND v_outcome NOT IN ('posted', 'insufficient') THEN
        RAISE EXCEPTION 'ledger key % already used (%)', v_key, v_outcome;
      END IF;
      IF v_code = 'OK' THEN
        UPDATE game_round r SET status = 'cancelled', stake_minor = 0, win_minor = 0, voided_at = now(),
            void_reason = p_void_reason, settled_at = coalesce(r.settled_at, now())
          WHERE r.id = v_round.id;
      END IF;

    ELSE
      -- A rollback. Claim the target id too: if it was never seen, the marker refuses it when it comes late.
      PERFORM pg_advisory_xact_lock(hashtextextended(p_vendor_id::text || ':' || p_reference_transaction_id, 0));
      SELECT * INTO v_target FROM vendor_transaction t
        WHERE t.vendor_id = p_vendor_id AND t.transaction_id = p_reference_transaction_id FOR UPDATE;
      IF NOT FOUND THEN
        INSERT INTO vendor_transaction (vendor_id, transaction_id, kind, merchant_id, member_id, round_id, request_hash,
            request_body, referenced_transaction_id, rolled_back, http_status)
          VALUES (p_vendor_id, p_reference_transaction_id, 'rollback_marker', v_session.merchant_id,
            v_session.member_id, p_round_id, '', '', p_transaction_id, true, 0);
      ELSIF v_target.kind IN ('rollback', 'void') THEN
        v_code := 'INVALID_STATE';
      ELSIF v_target.member_id IS NOT NULL AND v_target.member_id <> v_session.member_id THEN
        v_code := 'INVALID_STATE';
      ELSIF v_target.round_id IS DISTINCT FROM p_round_id THEN
        v_code := 'ROUND_MISMATCH';
      ELSIF v_target.rolled_back THEN
        NULL;
      ELSIF NOT v_target.applied THEN
        UPDATE vendor_transaction t SET rolled_back = true
          WHERE t.vendor_id = p_vendor_id AND t.transaction_id = p_reference_transaction_id;
      ELSE
        -- An applied move: it may be undone only while its round is open. After that, only a void undoes it.
        PERFORM seamless_lock_round(p_vendor_code, v_session.member_id, v_target.round_id);
        SELECT * INTO v_round FROM game_round r
          WHERE r.merchant_id = v_session.merchant_id AND r.vendor_code = p_vendor_code
            AND r.round_id = v_target.round_id AND r.member_id = v_session.member_id;
        IF FOUND AND v_round.voided_at IS NOT NULL THEN
          v_code := 'ROUND_VOIDED';
        ELSIF FOUND AND v_round.status = 'settled' THEN
          v_code := 'ROUND_CLOSED';
        ELSE
          v_net := v_target.win_minor - v_target.bet_minor;
          IF v_net < 0 THEN
            SELECT * INTO v_ledger FROM ledger_post_transfer(v_session.merchant_id, v_session.currency,
              v_key || ':rollback', p_request_hash, 'rollback', v_target.round_id, v_session.vendor_account_id,
              v_session.wallet_account_id, -v_net, v_metadata);
            v_outcome := v_ledger.outcome;
            v_balance := v_ledger.credit_balance_minor;
          ELSIF v_net > 0 THEN
            SELECT * INTO v_ledger FROM ledger_post_transfer(v_session.merchant_id, v_session.currency,
              v_key || ':rollback', p_request_hash, 'rollback', v_target.round_id, v_session.wallet_account_id,
              v_session.vendor_account_id, v_net, v_metadata);
            v_outcome := v_ledger.outcome;
            IF v_outcome = 'insufficient' THEN
              v_code := 'INSUFFICIENT_FUNDS';
            END IF;
            v_balance := v_ledger.debit_balance_minor;
          END IF;
          IF v_outcome IS NOT NULL AND v_outcome NOT IN ('posted', 'insufficient') THEN
            RAISE EXCEPTION 'ledger key % already used (%)', v_key, v_outcome;
          END IF;
          IF v_code = 'OK' THEN
            UPDATE vendor_transaction t SET rolled_back = true
              WHERE t.vendor_id = p_vendor_id AND t.transaction_id = p_reference_transaction_id;
            -- With no live move left the round shows as cancelled (not voided: a new bet reopens it).
            UPDATE game_round r SET
                stake_minor = r.stake_minor - v_target.bet_minor,
                win_minor = r.win_minor - v_target.win_minor,
                status = CASE WHEN EXISTS (
                    SELECT 1 FROM vendor_transaction t
                      WHERE t.vendor_id = p_vendor_id AND t.round_id = v_target.round_id
                        AND t.member_id = v_session.member_id AND t.kind IN ('bet', 'win', 'bet_win')
                        AND t.applied AND NOT t.rolled_back)
                  THEN r.status ELSE 'cancelled' END
              WHERE r.id = v_round.id;
          END IF;
        END IF;
      END IF;
    END IF;

    IF v_balance IS NULL THEN
      SELECT a.balance_minor INTO v_balance FROM ledger_account a WHERE a.id = v_session.wallet_account_id;
    END IF;
  ELSIF v_session.id IS NOT NULL AND v_session.mode = 'real' AND v_session.member_id::text = p_player_id THEN
    SELECT a.balance_minor INTO v_balance FROM ledger_account a WHERE a.id = v_session.wallet_account_id;
  END IF;

  IF v_balance IS NOT NULL THEN
    v_value := jsonb_build_object('balance', seamless_format_minor(v_balance, v_session.currency_scale),
      'currency', v_session.currency, 'transactionId', p_transaction_id);
  END IF;
  v_status := (p_codes -> v_code ->> 'status')::integer;
  v_answer := seamless_answer(v_code, p_codes, v_value);
  INSERT INTO vendor_transaction (vendor_id, transaction_id, kind, merchant_id, member_id, round_id, request_hash,
      request_body, bet_minor, win_minor, referenced_transaction_id, applied, http_status, answer)
    VALUES (p_vendor_id, p_transaction_id, p_kind, v_session.merchant_id, v_session.member_id, p_round_id,
      p_request_hash, p_request_body, coalesce(p_bet_minor, 0), coalesce(p_win_minor, 0), p_reference_transaction_id,
      v_code = 'OK', v_status, v_answer);
  RETURN QUERY SELECT v_status, v_answer, v_session.member_id, v_session.merchant_id, v_balance, v_session.currency,
    v_session.currency_scale::integer;
END
$$;
