-- Minor units as the wire's decimal text ("1250.00" at scale 2).
CREATE FUNCTION seamless_format_minor(p_minor bigint, p_scale integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_minor IS NULL THEN NULL
    WHEN p_scale = 0 THEN p_minor::text
    ELSE round(p_minor::numeric / (10::numeric ^ p_scale), p_scale)::text
  END
$$;
--> statement-breakpoint
-- The answer envelope. p_codes maps each code to its HTTP status and English message (given by the server,
-- which owns the codes), so the text stored for a replay is exactly the text first sent.
CREATE FUNCTION seamless_answer(p_code text, p_codes jsonb, p_value jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_code = 'OK'
    THEN jsonb_build_object('success', true, 'message', '', 'value', p_value)
    ELSE jsonb_build_object('success', false, 'message', coalesce(p_codes -> p_code ->> 'message', p_code),
      'value', p_value, 'code', p_code)
  END::text
$$;
--> statement-breakpoint
-- One money request of a vendor (bet, win, bet_win, rollback), applied exactly once, in one call:
-- claim the (vendor, transaction id) row, check the session and the player, post to the ledger
-- (ledger_post_transfer), keep the game round, store the answer. A replay gets the stored answer; the same id
-- with other content gets DUPLICATE_TRANSACTION; a rollback of an unknown id leaves a marker that refuses the
-- late original. Bets need a live session and an unblocked player; wins and rollbacks do not.
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
  IF p_kind NOT IN ('bet', 'win', 'bet_win', 'rollback') THEN
    RAISE EXCEPTION 'unknown seamless operation %', p_kind USING ERRCODE = '22023';
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
        -- A bet-and-win settles its round; a win settles it when the vendor closes it; a bet leaves it open.
        v_settles := p_kind = 'bet_win' OR (p_kind = 'win' AND p_close_round);
        INSERT INTO game_round AS r (merchant_id, vendor_code, round_id, game_id, game_code, member_id, currency,
            stake_minor, win_minor, status, started_at, settled_at)
          VALUES (v_session.merchant_id, p_vendor_code, p_round_id, v_session.game_id, v_session.game_code,
            v_session.member_id, v_session.currency, p_bet_minor, p_win_minor,
            CASE WHEN v_settles THEN 'settled' ELSE 'open' END, now(), CASE WHEN v_settles THEN now() END)
          ON CONFLICT (merchant_id, vendor_code, round_id, member_id) DO UPDATE SET
            stake_minor = r.stake_minor + excluded.stake_minor,
            win_minor = r.win_minor + excluded.win_minor,
            status = CASE WHEN p_kind = 'bet_win' OR (v_settles AND r.status = 'open') THEN 'settled' ELSE r.status END,
            settled_at = CASE WHEN p_kind = 'bet_win' OR (v_settles AND r.status = 'open') THEN now()
              ELSE r.settled_at END;
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
      ELSE
        IF v_target.rolled_back THEN
          NULL;
        ELSIF v_target.kind = 'rollback' THEN
          v_code := 'INVALID_STATE';
        ELSIF NOT v_target.applied THEN
          UPDATE vendor_transaction t SET rolled_back = true
            WHERE t.vendor_id = p_vendor_id AND t.transaction_id = p_reference_transaction_id;
        ELSIF v_target.member_id IS DISTINCT FROM v_session.member_id THEN
          v_code := 'INVALID_STATE';
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
            RAISE EXCEPTION 'ledger key % already used (%)', v_key, v_ledger.outcome;
          END IF;
          IF v_code = 'OK' THEN
            UPDATE vendor_transaction t SET rolled_back = true
              WHERE t.vendor_id = p_vendor_id AND t.transaction_id = p_reference_transaction_id;
            UPDATE game_round r SET
                stake_minor = r.stake_minor - v_target.bet_minor,
                win_minor = r.win_minor - v_target.win_minor,
                status = CASE WHEN r.stake_minor = v_target.bet_minor AND r.win_minor = v_target.win_minor
                  THEN 'cancelled' ELSE r.status END
              WHERE r.merchant_id = v_session.merchant_id AND r.vendor_code = p_vendor_code
                AND r.round_id = v_target.round_id AND r.member_id = v_session.member_id;
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
