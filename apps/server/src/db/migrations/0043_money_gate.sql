-- The responsible-gaming gate (issue #15, decision 0044): the one check every money path asks before it accepts a
-- stake or a deposit. A member without protection and limits costs two columns of the member row; a member with
-- limits has their player_limit rows locked (serializing their gate checks) and counted from the ledger.
-- How much of a limit's measure the member used since p_from, from the ledger (never a second tally):
--   deposit: deposits credited to the main wallet, plus deposit requests still awaiting payment or review (a
--            player cannot open several requests that together pass the limit);
--   wager:   stakes leaving the main wallet (bets, lottery tickets, transfers into a vendor wallet);
--   loss:    those stakes (and wins taken back) minus what came back (wins, refunds, transfers out of a vendor).
CREATE OR REPLACE FUNCTION responsible_gaming_used(p_member_id uuid, p_measure text, p_from timestamptz)
RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_wallets uuid[] := ARRAY(SELECT a.id FROM ledger_account a
    WHERE a.member_id = p_member_id AND a.kind IN ('player_main', 'agent_main'));
  v_out bigint;
  v_in bigint;
BEGIN
  IF p_measure = 'deposit' THEN
    SELECT coalesce(sum(t.amount_minor), 0) INTO v_in FROM ledger_transfer t
      WHERE t.credit_account_id = ANY (v_wallets) AND t.created_at >= p_from AND t.type = 'deposit';
    SELECT v_in + coalesce(sum(d.amount_minor), 0) INTO v_in FROM deposit d
      WHERE d.member_id = p_member_id AND d.created_at >= p_from
        AND d.status IN ('awaiting_payment', 'pending_review');
    RETURN v_in;
  ELSIF p_measure = 'wager' THEN
    SELECT coalesce(sum(t.amount_minor), 0) INTO v_out FROM ledger_transfer t
      WHERE t.debit_account_id = ANY (v_wallets) AND t.created_at >= p_from AND t.type IN ('bet', 'transfer_out');
    RETURN v_out;
  ELSIF p_measure = 'loss' THEN
    SELECT coalesce(sum(t.amount_minor), 0) INTO v_out FROM ledger_transfer t
      WHERE t.debit_account_id = ANY (v_wallets) AND t.created_at >= p_from
        AND t.type IN ('bet', 'transfer_out', 'win', 'rollback');
    SELECT coalesce(sum(t.amount_minor), 0) INTO v_in FROM ledger_transfer t
      WHERE t.credit_account_id = ANY (v_wallets) AND t.created_at >= p_from
        AND t.type IN ('win', 'rollback', 'transfer_in');
    RETURN v_out - v_in;
  END IF;
  RAISE EXCEPTION 'unknown limit measure %', p_measure USING ERRCODE = '22023';
END
$$;
--> statement-breakpoint
-- When the current day, week (Monday first) or month began, and when the next one begins, in the brand's zone.
CREATE OR REPLACE FUNCTION responsible_gaming_period(p_period text, p_time_zone text, p_at timestamptz,
  OUT starts_at timestamptz, OUT resets_at timestamptz) LANGUAGE sql STABLE AS $$
  SELECT date_trunc(p_period, p_at AT TIME ZONE p_time_zone) AT TIME ZONE p_time_zone,
    (date_trunc(p_period, p_at AT TIME ZONE p_time_zone) + ('1 ' || p_period)::interval) AT TIME ZONE p_time_zone
$$;
--> statement-breakpoint
-- When the member's play session began: their latest live login, else the given moment (a game session's start).
CREATE OR REPLACE FUNCTION responsible_gaming_session_start(p_member_id uuid, p_otherwise timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT max(s.created_at) FROM member_session s
    WHERE s.member_id = p_member_id AND s.revoked_at IS NULL AND s.expires_at > clock_timestamp()
      AND s.idle_expires_at > clock_timestamp()), p_otherwise)
$$;
--> statement-breakpoint
-- The gate. p_measure: 'stake' (a bet, a lottery order, money sent into a vendor) or 'deposit'; p_amount_minor: what
-- the move adds; p_session_started_at: the play session's start (a session limit ends play, not deposits). No row:
-- accepted. One row: the refusal's error code, the limit (kind and value) and when it resets, or when the protection
-- ends. Locks the member's player_limit rows first, so two moves of one member never both pass under one limit;
-- callers that move money take the wallet row's lock before calling (one order everywhere: wallet, then limits).
CREATE OR REPLACE FUNCTION money_gate(p_member_id uuid, p_measure text, p_amount_minor bigint,
  p_session_started_at timestamptz)
RETURNS TABLE (code text, limit_kind text, limit_value bigint, resets_at timestamptz, ends_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_member record;
  v_limit record;
  v_period record;
  v_now timestamptz := clock_timestamp();
  v_measure text;
BEGIN
  IF p_measure NOT IN ('stake', 'deposit') THEN
    RAISE EXCEPTION 'unknown gate measure %', p_measure USING ERRCODE = '22023';
  END IF;
  SELECT m.protected_until, m.has_player_limits, m.merchant_id INTO v_member FROM member m WHERE m.id = p_member_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF v_member.protected_until > v_now THEN
    RETURN QUERY SELECT CASE WHEN p.kind = 'self_exclusion' THEN 'PLAYER_SELF_EXCLUDED' ELSE 'PLAYER_TIMED_OUT' END,
        NULL::text, NULL::bigint, NULL::timestamptz,
        CASE WHEN p.kind IS NULL THEN nullif(v_member.protected_until, 'infinity') ELSE p.ends_at END
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (SELECT x.kind, x.ends_at FROM player_protection x
        WHERE x.member_id = p_member_id AND x.lifted_at IS NULL ORDER BY x.started_at DESC LIMIT 1) AS p ON true;
    RETURN;
  END IF;
  IF NOT v_member.has_player_limits THEN
    RETURN;
  END IF;
  PERFORM 1 FROM player_limit l WHERE l.member_id = p_member_id ORDER BY l.kind FOR UPDATE;
  FOR v_limit IN
    SELECT l.kind, l.value, c.time_zone FROM player_limit l JOIN merchant c ON c.id = v_member.merchant_id
      WHERE l.member_id = p_member_id ORDER BY l.kind
  LOOP
    IF v_limit.kind = 'session' THEN
      IF p_measure = 'stake' AND p_session_started_at IS NOT NULL
          AND p_session_started_at + v_limit.value * interval '1 minute' <= v_now THEN
        RETURN QUERY SELECT 'SESSION_LIMIT_REACHED'::text, v_limit.kind::text, v_limit.value, NULL::timestamptz,
          p_session_started_at + v_limit.value * interval '1 minute';
        RETURN;
      END IF;
      CONTINUE;
    END IF;
    v_measure := split_part(v_limit.kind, '_', 1);
    IF (v_measure = 'deposit') <> (p_measure = 'deposit') THEN
      CONTINUE;
    END IF;
    SELECT * INTO v_period FROM responsible_gaming_period(split_part(v_limit.kind, '_', 2), v_limit.time_zone, v_now);
    IF responsible_gaming_used(p_member_id, v_measure, v_period.starts_at) + p_amount_minor > v_limit.value THEN
      RETURN QUERY SELECT upper(v_measure) || '_LIMIT_REACHED', v_limit.kind::text, v_limit.value, v_period.resets_at,
        NULL::timestamptz;
      RETURN;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- seamless_post and seamless_post_batch as in 0041, with the gate: a protected member's stakes are refused as
-- blocked; a member with limits goes through money_gate; the batch's plain bets are members with neither.
CREATE OR REPLACE FUNCTION seamless_post(
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
  v_session record;
  v_round game_round%ROWTYPE;
  v_round_found boolean := false;
  v_balance bigint;
  v_code text := 'OK';
  v_key text := 'seamless:' || p_vendor_code || ':' || p_transaction_id;
  v_metadata jsonb;
  v_net bigint;
  v_answer text;
  v_value jsonb;
  v_status integer;
  v_settles boolean;
  v_valid_session boolean;
  v_refusal record;
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

  -- The session and its player in one read.
  SELECT s.id, s.mode, s.member_id, s.merchant_id, s.currency, s.currency_scale, s.expires_at, s.game_id,
      s.game_code, s.wallet_account_id, s.vendor_account_id, p.blocked_at IS NOT NULL AS blocked,
      coalesce(p.protected_until > clock_timestamp(), false) AS protected, p.has_player_limits, s.created_at
    INTO v_session
    FROM vendor_session s LEFT JOIN member p ON p.id = s.member_id
    WHERE s.token_hash = p_token_hash AND s.vendor_id = p_vendor_id;
  v_valid_session := coalesce(FOUND AND v_session.mode = 'real' AND v_session.member_id::text = p_player_id, false);
  IF NOT v_valid_session THEN
    v_code := 'SESSION_NOT_FOUND';
  ELSIF v_session.currency <> p_currency THEN
    v_code := 'CURRENCY_MISMATCH';
  ELSIF p_kind IN ('bet', 'bet_win') THEN
    IF v_session.expires_at <= clock_timestamp() THEN
      v_code := 'SESSION_EXPIRED';
    ELSIF v_session.blocked OR v_session.protected THEN
      -- A time-out or a self-exclusion refuses stakes like a block; wins and rollbacks still settle.
      v_code := 'PLAYER_BLOCKED';
    END IF;
  END IF;

  -- The round of a bet, win, bet-and-win or void (a rollback's round is its target's, read below), under the
  -- round's lock (the same key as seamless_lock_round).
  IF v_code = 'OK' AND p_kind <> 'rollback' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('round:' || p_vendor_code || ':' || v_session.member_id::text
      || ':' || p_round_id, 0));
    SELECT * INTO v_round FROM game_round r
      WHERE r.merchant_id = v_session.merchant_id AND r.vendor_code = p_vendor_code AND r.round_id = p_round_id
        AND r.member_id::text = v_session.member_id::text;
    v_round_found := FOUND;
    IF v_round_found AND v_round.voided_at IS NOT NULL THEN
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
      -- The responsible-gaming gate (decision 0044), for members with limits only: the wallet row first (the
      -- one lock order of every money path), then the gate locks and counts the member's limits. Refused as blocked.
      IF p_bet_minor > 0 AND v_session.has_player_limits THEN
        PERFORM 1 FROM ledger_account a WHERE a.id = v_session.wallet_account_id FOR UPDATE;
        SELECT * INTO v_refusal FROM money_gate(v_session.member_id, 'stake', p_bet_minor,
          responsible_gaming_session_start(v_session.member_id, v_session.created_at));
        IF FOUND THEN
          v_code := 'PLAYER_BLOCKED';
        END IF;
      END IF;
      -- The stake first (guarded), then the win; a win request has no stake, a bet request no win.
      IF v_code = 'OK' AND p_bet_minor > 0 THEN
        v_balance := ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':bet', p_request_hash,
          'bet', p_round_id, v_session.wallet_account_id, v_session.vendor_account_id, -p_bet_minor, v_metadata);
        IF v_balance IS NULL THEN
          v_code := 'INSUFFICIENT_FUNDS';
        END IF;
      END IF;
      IF v_code = 'OK' AND p_win_minor > 0 THEN
        v_balance := ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':win', p_request_hash,
          'win', p_round_id, v_session.wallet_account_id, v_session.vendor_account_id, p_win_minor, v_metadata);
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
      IF v_net <> 0 THEN
        v_balance := ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':void', p_request_hash,
          'rollback', p_round_id, v_session.wallet_account_id, v_session.vendor_account_id, v_net, v_metadata);
        IF v_balance IS NULL THEN
          v_code := 'INSUFFICIENT_FUNDS';
        END IF;
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
        PERFORM pg_advisory_xact_lock(hashtextextended('round:' || p_vendor_code || ':' || v_session.member_id::text
          || ':' || v_target.round_id, 0));
        SELECT * INTO v_round FROM game_round r
          WHERE r.merchant_id = v_session.merchant_id AND r.vendor_code = p_vendor_code
            AND r.round_id = v_target.round_id AND r.member_id::text = v_session.member_id::text;
        IF FOUND AND v_round.voided_at IS NOT NULL THEN
          v_code := 'ROUND_VOIDED';
        ELSIF FOUND AND v_round.status = 'settled' THEN
          v_code := 'ROUND_CLOSED';
        ELSE
          v_net := v_target.bet_minor - v_target.win_minor;
          IF v_net <> 0 THEN
            v_balance := ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':rollback',
              p_request_hash, 'rollback', v_target.round_id, v_session.wallet_account_id,
              v_session.vendor_account_id, v_net, v_metadata);
            IF v_balance IS NULL THEN
              v_code := 'INSUFFICIENT_FUNDS';
            END IF;
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
  END IF;

  -- A refusal on a valid session (or a move that wrote nothing) still tells the vendor the balance.
  IF v_balance IS NULL AND v_valid_session THEN
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
  RETURN QUERY SELECT v_status, v_answer, v_session.member_id, v_session.merchant_id, v_balance,
    v_session.currency, v_session.currency_scale::integer;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_post_batch(p_codes jsonb, p_requests jsonb) RETURNS TABLE (
  i integer,
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
  v_request record;
  v_answer record;
  v_done integer[];
  v_answers text[];
  v_members uuid[];
  v_merchants uuid[];
  v_balances bigint[];
  v_currencies text[];
  v_scales integer[];
  v_requests seamless_batch_request[] := ARRAY(SELECT jsonb_populate_recordset(NULL::seamless_batch_request, p_requests));
BEGIN
  PERFORM pg_advisory_xact_lock(k.key) FROM (
    SELECT DISTINCT key FROM unnest(v_requests) AS x
      CROSS JOIN LATERAL (VALUES
        (hashtextextended(x.vendor_id::text || ':' || x.transaction_id, 0)),
        (hashtextextended(x.vendor_id::text || ':' || x.reference_transaction_id, 0)),
        (hashtextextended('round:' || x.vendor_code || ':' || x.player_id || ':' || x.round_id, 0))) AS keys(key)
      WHERE key IS NOT NULL
      ORDER BY key) AS k;
  PERFORM 1 FROM ledger_account a
    WHERE a.id IN (SELECT s.wallet_account_id FROM unnest(v_requests) AS x
      CROSS JOIN LATERAL (SELECT s.wallet_account_id FROM vendor_session s
        WHERE s.token_hash = x.token_hash AND s.vendor_id = x.vendor_id OFFSET 0) AS s)
    ORDER BY a.id FOR UPDATE;

  WITH requests AS (
    SELECT * FROM unnest(v_requests)
  ),
  -- Requests that name a transaction id or a round another request of the batch also names: never plain.
  shared AS (
    SELECT x.i FROM requests x
      CROSS JOIN LATERAL (VALUES (x.vendor_id::text || ':' || x.transaction_id),
        (x.vendor_id::text || ':' || x.reference_transaction_id),
        (x.vendor_id::text || ':' || x.player_id || ':' || x.round_id)) AS keys(key)
      WHERE keys.key IN (SELECT k.key FROM requests y
        CROSS JOIN LATERAL (VALUES (y.vendor_id::text || ':' || y.transaction_id),
          (y.vendor_id::text || ':' || y.reference_transaction_id),
          (y.vendor_id::text || ':' || y.player_id || ':' || y.round_id)) AS k(key)
        WHERE k.key IS NOT NULL GROUP BY k.key HAVING count(*) > 1)
  ),
  -- Each request looks up its own session, player, transaction and round by key (a lateral subquery per request):
  -- joined as sets, the planner scanned every session of every member, and the round's index by brand and member
  -- only, for each request.
  plain AS (
    SELECT r.*, s.member_id, s.merchant_id, s.currency_scale, s.game_id, s.game_code, s.wallet_account_id,
        s.vendor_account_id
      FROM requests r
      CROSS JOIN LATERAL (
        SELECT s.member_id, s.merchant_id, s.currency_scale, s.game_id, s.game_code, s.wallet_account_id,
            s.vendor_account_id
          FROM vendor_session s
          JOIN member p ON p.id = s.member_id
          WHERE s.token_hash = r.token_hash AND s.vendor_id = r.vendor_id AND s.mode = 'real'
            AND s.member_id::text = r.player_id AND s.currency = r.currency AND s.expires_at > clock_timestamp()
            AND p.blocked_at IS NULL AND NOT p.has_player_limits AND NOT coalesce(p.protected_until > now(), false)
            AND NOT EXISTS (SELECT 1 FROM vendor_transaction t
              WHERE t.vendor_id = r.vendor_id AND t.transaction_id = r.transaction_id)
            AND NOT EXISTS (SELECT 1 FROM game_round g
              WHERE g.merchant_id = s.merchant_id AND g.vendor_code = r.vendor_code AND g.round_id = r.round_id
                AND g.member_id::text = s.member_id::text)
          OFFSET 0) AS s
      WHERE r.kind = 'bet' AND r.bet_minor > 0 AND r.i NOT IN (SELECT shared.i FROM shared)
  ),
  paid AS (
    UPDATE ledger_account a SET balance_minor = a.balance_minor - t.total
      FROM (SELECT wallet_account_id, sum(bet_minor) AS total FROM plain GROUP BY wallet_account_id) t
      WHERE a.id = t.wallet_account_id AND a.balance_minor >= t.total
      RETURNING a.id, a.balance_minor + t.total AS balance_before
  ),
  taken AS (
    SELECT q.*, 'seamless:' || q.vendor_code || ':' || q.transaction_id || ':bet' AS ledger_key,
        (p.balance_before - sum(q.bet_minor) OVER (PARTITION BY q.wallet_account_id ORDER BY q.i))::bigint
          AS balance_after
      FROM plain q JOIN paid p ON p.id = q.wallet_account_id
  ),
  transfers AS (
    INSERT INTO ledger_transfer (merchant_id, idempotency_key, request_hash, type, reference, currency, amount_minor,
        debit_account_id, credit_account_id, debit_balance_after_minor, metadata)
      SELECT merchant_id, ledger_key, request_hash, 'bet', round_id, currency, bet_minor, wallet_account_id,
          vendor_account_id, balance_after, jsonb_build_object('vendor', vendor_code, 'transactionId', transaction_id,
            'roundId', round_id, 'gameCode', game_code)
        FROM taken
  ),
  rounds AS (
    INSERT INTO game_round (merchant_id, vendor_code, round_id, game_id, game_code, member_id, currency, stake_minor,
        win_minor, status, started_at, settled_at)
      SELECT merchant_id, vendor_code, round_id, game_id, game_code, member_id, currency, bet_minor, 0, 'open', now(),
          NULL
        FROM taken
  ),
  answers AS (
    SELECT t.*, seamless_answer('OK', p_codes, jsonb_build_object('balance',
        seamless_format_minor(t.balance_after, t.currency_scale::integer), 'currency', t.currency, 'transactionId',
        t.transaction_id)) AS answer
      FROM taken t
  ),
  records AS (
    INSERT INTO vendor_transaction (vendor_id, transaction_id, kind, merchant_id, member_id, round_id, request_hash,
        request_body, bet_minor, win_minor, referenced_transaction_id, applied, http_status, answer)
      SELECT vendor_id, transaction_id, 'bet', merchant_id, member_id, round_id, request_hash, request_body, bet_minor,
          0, NULL, true, 200, answer
        FROM answers
  )
  SELECT coalesce(array_agg(a.i), '{}'), array_agg(a.answer), array_agg(a.member_id), array_agg(a.merchant_id),
      array_agg(a.balance_after), array_agg(a.currency), array_agg(a.currency_scale::integer)
    INTO v_done, v_answers, v_members, v_merchants, v_balances, v_currencies, v_scales
    FROM answers a;
  RETURN QUERY SELECT * FROM unnest(v_done, (SELECT array_agg(200) FROM unnest(v_done)), v_answers, v_members,
    v_merchants, v_balances, v_currencies, v_scales);

  FOR v_request IN
    SELECT * FROM unnest(v_requests) AS x
      WHERE x.i <> ALL (v_done)
      ORDER BY x.player_id, x.i
  LOOP
    SELECT * INTO v_answer FROM seamless_post(v_request.vendor_id, v_request.vendor_code, v_request.kind,
      v_request.transaction_id, v_request.request_hash, v_request.request_body, v_request.token_hash,
      v_request.player_id, v_request.round_id, v_request.currency, v_request.bet_minor, v_request.win_minor,
      v_request.reference_transaction_id, v_request.close_round, v_request.void_reason, v_request.max_win_minor,
      v_request.max_round_win_minor, p_codes);
    RETURN QUERY SELECT v_request.i, v_answer.http_status, v_answer.answer, v_answer.member_id,
      v_answer.merchant_id, v_answer.balance_minor, v_answer.currency, v_answer.currency_scale;
  END LOOP;
END
$$;
