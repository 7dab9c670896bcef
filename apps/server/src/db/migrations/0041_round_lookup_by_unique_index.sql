-- A round is looked up by its unique key (brand, vendor, round, player) through that index only (decision 0041).
-- With stale statistics (PGlite never analyzes; a new PostgreSQL table until its first ANALYZE) the cached plans
-- used the player's index (member, started) instead and read every round of the player for each request. Comparing
-- the player as text keeps that index out of the choice; the unique index's first three columns find the round.
-- Same rules, same answers; only those comparisons change.
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
      s.game_code, s.wallet_account_id, s.vendor_account_id, p.blocked_at IS NOT NULL AS blocked
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
    ELSIF v_session.blocked THEN
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
      -- The stake first (guarded), then the win; a win request has no stake, a bet request no win.
      IF p_bet_minor > 0 THEN
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
            AND p.blocked_at IS NULL
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
