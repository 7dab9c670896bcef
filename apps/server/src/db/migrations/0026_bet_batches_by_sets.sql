DROP FUNCTION seamless_post_batch(jsonb, jsonb);
--> statement-breakpoint
-- Group commit, applied by sets (decision 0023): the money requests that arrived while the previous calls were
-- running, in one call and one commit, each with its own answer (in the order given by "i").
--   1. Every lock the batch can need, in one order for every batch: the transaction ids and rounds (advisory, by
--      key), then the players' wallet rows (by id). Two batches, or a batch and a lone request, then never wait on
--      each other in a circle over them.
--   2. The plain bets (a live session of an unblocked player in the bet's currency, a new transaction id, a new
--      round, nothing else in the batch naming that id or round, a wallet that can pay all of its plain bets) are
--      applied together: one guarded update per wallet for their sum, and one insert per table for all of them.
--      Each answer carries the balance right after its own bet, in arrival order, as if they had come one by one.
--   3. Every other request (wins, rollbacks, voids, replays, refusals, a wallet short for the sum) goes through
--      seamless_post one by one, grouped by player in arrival order.
-- A refusal is an answer, not an error, so it never fails its neighbours; an error fails the whole call (nothing of
-- it is committed) and the server then runs each request on its own.
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
BEGIN
  PERFORM pg_advisory_xact_lock(k.key) FROM (
    SELECT DISTINCT key FROM jsonb_to_recordset(p_requests) AS x(vendor_id uuid, vendor_code text,
        transaction_id text, reference_transaction_id text, player_id text, round_id text)
      CROSS JOIN LATERAL (VALUES
        (hashtextextended(x.vendor_id::text || ':' || x.transaction_id, 0)),
        (hashtextextended(x.vendor_id::text || ':' || x.reference_transaction_id, 0)),
        (hashtextextended('round:' || x.vendor_code || ':' || x.player_id || ':' || x.round_id, 0))) AS keys(key)
      WHERE key IS NOT NULL
      ORDER BY key) AS k;
  PERFORM 1 FROM ledger_account a
    WHERE a.id IN (SELECT s.wallet_account_id FROM jsonb_to_recordset(p_requests) AS x(vendor_id uuid, token_hash text)
      JOIN vendor_session s ON s.token_hash = x.token_hash AND s.vendor_id = x.vendor_id)
    ORDER BY a.id FOR UPDATE;

  WITH requests AS (
    SELECT * FROM jsonb_to_recordset(p_requests) AS x(i integer, vendor_id uuid, vendor_code text, kind text,
      transaction_id text, request_hash text, request_body text, token_hash text, player_id text, round_id text,
      currency text, bet_minor bigint, reference_transaction_id text)
  ),
  plain AS (
    SELECT r.*, s.member_id, s.merchant_id, s.currency_scale, s.game_id, s.game_code, s.wallet_account_id,
        s.vendor_account_id
      FROM requests r
      JOIN vendor_session s ON s.token_hash = r.token_hash AND s.vendor_id = r.vendor_id
      JOIN member p ON p.id = s.member_id
      WHERE r.kind = 'bet' AND r.bet_minor > 0 AND s.mode = 'real' AND s.member_id::text = r.player_id
        AND s.currency = r.currency AND s.expires_at > clock_timestamp() AND p.blocked_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM vendor_transaction t
          WHERE t.vendor_id = r.vendor_id AND t.transaction_id = r.transaction_id)
        AND NOT EXISTS (SELECT 1 FROM game_round g
          WHERE g.merchant_id = s.merchant_id AND g.vendor_code = r.vendor_code AND g.round_id = r.round_id
            AND g.member_id = s.member_id)
        AND NOT EXISTS (SELECT 1 FROM requests o
          WHERE o.i <> r.i AND o.vendor_id = r.vendor_id AND (o.transaction_id = r.transaction_id
            OR o.reference_transaction_id = r.transaction_id OR (o.player_id = r.player_id AND o.round_id = r.round_id)))
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
        debit_account_id, credit_account_id, metadata)
      SELECT merchant_id, ledger_key, request_hash, 'bet', round_id, currency, bet_minor, wallet_account_id,
          vendor_account_id, jsonb_build_object('vendor', vendor_code, 'transactionId', transaction_id, 'roundId',
            round_id, 'gameCode', game_code)
        FROM taken
      RETURNING id, merchant_id, idempotency_key
  ),
  entries AS (
    INSERT INTO ledger_entry (transfer_id, account_id, amount_minor, balance_after_minor)
      SELECT f.id, side.account_id, side.amount_minor, side.balance_after_minor
        FROM taken t
        JOIN transfers f ON f.merchant_id = t.merchant_id AND f.idempotency_key = t.ledger_key
        CROSS JOIN LATERAL (VALUES (t.wallet_account_id, -t.bet_minor, t.balance_after),
          (t.vendor_account_id, t.bet_minor, NULL::bigint)) AS side(account_id, amount_minor, balance_after_minor)
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
    SELECT * FROM jsonb_to_recordset(p_requests) AS x(i integer, vendor_id uuid, vendor_code text, kind text,
        transaction_id text, request_hash text, request_body text, token_hash text, player_id text, round_id text,
        currency text, bet_minor bigint, win_minor bigint, reference_transaction_id text, close_round boolean,
        void_reason text, max_win_minor bigint, max_round_win_minor bigint)
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
