-- The bet batch looks up each request's session, player, transaction and round by its key (decision 0040).
-- Joined as sets, PostgreSQL and PGlite planned the plain bets' session as a scan of every member joined to every
-- session (each batch read all live sessions), and the round check as a scan of the brand's rounds of that member
-- through the first column of the round's unique index only (growing with the table). Same rules, same answers.
DROP FUNCTION seamless_post_batch(jsonb, jsonb);
--> statement-breakpoint
CREATE FUNCTION seamless_post_batch(p_codes jsonb, p_requests jsonb) RETURNS TABLE (
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
                AND g.member_id = s.member_id)
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
