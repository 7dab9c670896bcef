-- The ledger's transfer row carries both of its sides (decision 0024, TigerBeetle's shape): each side's balance right
-- after the move is on the transfer, and the entries become a view over it. A bet then writes one ledger row and its
-- index entries instead of three rows (the transfer and two entries) and theirs. The append-only tables' random
-- uuid keys become time-ordered (uuid_v7), so an insert lands at the end of the primary key.
-- A version 7 uuid (RFC 9562): 48 bits of Unix time in milliseconds, the version and variant bits, then random bits
-- (a random version 4 uuid whose first six bytes are replaced by the time and whose version nibble 4 becomes 7).
CREATE FUNCTION uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
    PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
    52, 1), 53, 1), 'hex')::uuid
$$;
--> statement-breakpoint
ALTER TABLE "ledger_transfer" ALTER COLUMN "id" SET DEFAULT uuid_v7();
--> statement-breakpoint
ALTER TABLE "game_round" ALTER COLUMN "id" SET DEFAULT uuid_v7();
--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD COLUMN "debit_balance_after_minor" bigint;
--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD COLUMN "credit_balance_after_minor" bigint;
--> statement-breakpoint
-- Each side's balance comes from its entry; the append-only trigger is held for this one rewrite.
ALTER TABLE "ledger_transfer" DISABLE TRIGGER ledger_transfer_append_only;
--> statement-breakpoint
UPDATE ledger_transfer t SET
    debit_balance_after_minor = (SELECT e.balance_after_minor FROM ledger_entry e
      WHERE e.transfer_id = t.id AND e.account_id = t.debit_account_id AND e.amount_minor = -t.amount_minor),
    credit_balance_after_minor = (SELECT e.balance_after_minor FROM ledger_entry e
      WHERE e.transfer_id = t.id AND e.account_id = t.credit_account_id AND e.amount_minor = t.amount_minor);
--> statement-breakpoint
ALTER TABLE "ledger_transfer" ENABLE TRIGGER ledger_transfer_append_only;
--> statement-breakpoint
-- Refuse to drop entries that the transfers do not describe (there should be none: every writer wrote both sides).
DO $$
DECLARE
  v_strays bigint;
BEGIN
  SELECT count(*) INTO v_strays FROM ledger_entry e JOIN ledger_transfer t ON t.id = e.transfer_id
    WHERE NOT ((e.account_id = t.debit_account_id AND e.amount_minor = -t.amount_minor)
      OR (e.account_id = t.credit_account_id AND e.amount_minor = t.amount_minor));
  IF v_strays > 0 OR (SELECT count(*) FROM ledger_entry) <> 2 * (SELECT count(*) FROM ledger_transfer) THEN
    RAISE EXCEPTION 'ledger entries that are not the two sides of their transfer: migration stopped';
  END IF;
END
$$;
--> statement-breakpoint
DROP TABLE "ledger_entry";
--> statement-breakpoint
CREATE INDEX "ledger_transfer_debit_account_index" ON "ledger_transfer" USING btree ("debit_account_id","created_at");
--> statement-breakpoint
CREATE INDEX "ledger_transfer_credit_account_index" ON "ledger_transfer" USING btree ("credit_account_id","created_at");
--> statement-breakpoint
-- The entries, derived: the debit side (negative) and the credit side (positive) of every transfer. An entry is
-- named by its transfer and side. A filter on the account reaches each side's index.
CREATE VIEW ledger_entry AS
  SELECT t.id::text || ':debit' AS id, t.id AS transfer_id, t.debit_account_id AS account_id,
      -t.amount_minor AS amount_minor, t.debit_balance_after_minor AS balance_after_minor, t.created_at
    FROM ledger_transfer t
  UNION ALL
  SELECT t.id::text || ':credit', t.id, t.credit_account_id, t.amount_minor, t.credit_balance_after_minor,
      t.created_at
    FROM ledger_transfer t;
--> statement-breakpoint
-- Posts one transfer in one call: the replay check, the guarded debit, the credit and the transfer with both sides.
-- Outcomes: 'posted'; 'replayed' (same key, same request: the first result); 'conflict' (same key, other
-- request); 'insufficient' (nothing written; the debit account's balance is answered).
-- Wallet rows are locked in id order, so two opposite transfers between the same wallets cannot deadlock.
CREATE OR REPLACE FUNCTION ledger_post_transfer(
  p_merchant_id uuid,
  p_currency text,
  p_idempotency_key text,
  p_request_hash text,
  p_type text,
  p_reference text,
  p_debit_account_id uuid,
  p_credit_account_id uuid,
  p_amount_minor bigint,
  p_metadata jsonb
) RETURNS TABLE (
  outcome text,
  transfer_id uuid,
  debit_balance_minor bigint,
  credit_balance_minor bigint,
  posted_at timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  v_existing ledger_transfer%ROWTYPE;
  v_transfer_id uuid;
  v_debit_balance bigint;
  v_credit_balance bigint;
  v_debit_tracked boolean;
  v_credit_tracked boolean;
  v_matching integer;
BEGIN
  IF p_amount_minor IS NULL OR p_amount_minor <= 0 THEN
    RAISE EXCEPTION 'amount must be positive' USING ERRCODE = '22023';
  END IF;

  SELECT * INTO v_existing FROM ledger_transfer t
    WHERE t.merchant_id = p_merchant_id AND t.idempotency_key = p_idempotency_key;
  IF FOUND THEN
    IF v_existing.request_hash <> p_request_hash THEN
      RETURN QUERY SELECT 'conflict'::text, v_existing.id, NULL::bigint, NULL::bigint, v_existing.created_at;
    ELSE
      RETURN QUERY SELECT 'replayed'::text, v_existing.id, v_existing.debit_balance_after_minor,
        v_existing.credit_balance_after_minor, v_existing.created_at;
    END IF;
    RETURN;
  END IF;

  SELECT count(*) INTO v_matching FROM ledger_account a
    WHERE a.id IN (p_debit_account_id, p_credit_account_id)
      AND a.merchant_id = p_merchant_id AND a.currency = p_currency;
  IF v_matching <> 2 OR p_debit_account_id = p_credit_account_id THEN
    RAISE EXCEPTION 'accounts do not belong to this brand and currency' USING ERRCODE = '22023';
  END IF;

  SELECT a.balance_minor IS NOT NULL INTO v_debit_tracked FROM ledger_account a WHERE a.id = p_debit_account_id;
  SELECT a.balance_minor IS NOT NULL INTO v_credit_tracked FROM ledger_account a WHERE a.id = p_credit_account_id;
  IF v_debit_tracked AND v_credit_tracked THEN
    PERFORM 1 FROM ledger_account a WHERE a.id IN (p_debit_account_id, p_credit_account_id) ORDER BY a.id FOR UPDATE;
  END IF;

  IF v_debit_tracked THEN
    UPDATE ledger_account a SET balance_minor = a.balance_minor - p_amount_minor
      WHERE a.id = p_debit_account_id AND a.balance_minor >= p_amount_minor
      RETURNING a.balance_minor INTO v_debit_balance;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'insufficient'::text, NULL::uuid,
        (SELECT a.balance_minor FROM ledger_account a WHERE a.id = p_debit_account_id), NULL::bigint, NULL::timestamptz;
      RETURN;
    END IF;
  END IF;

  IF v_credit_tracked THEN
    UPDATE ledger_account a SET balance_minor = a.balance_minor + p_amount_minor
      WHERE a.id = p_credit_account_id
      RETURNING a.balance_minor INTO v_credit_balance;
  END IF;

  INSERT INTO ledger_transfer (merchant_id, idempotency_key, request_hash, type, reference, currency, amount_minor,
      debit_account_id, credit_account_id, debit_balance_after_minor, credit_balance_after_minor, metadata)
    VALUES (p_merchant_id, p_idempotency_key, p_request_hash, p_type, p_reference, p_currency, p_amount_minor,
      p_debit_account_id, p_credit_account_id, v_debit_balance, v_credit_balance, coalesce(p_metadata, '{}'::jsonb))
    RETURNING id INTO v_transfer_id;

  RETURN QUERY SELECT 'posted'::text, v_transfer_id, v_debit_balance, v_credit_balance, now();
END
$$;
--> statement-breakpoint
-- One move between a player's wallet and a system account, for callers that have already made the request
-- exactly-once and resolved both accounts from a row they trust (a vendor session): two statements instead of
-- ledger_post_transfer's replay check, account checks and locks. p_amount_minor > 0 credits the wallet, < 0
-- debits it, guarded: answers the wallet's balance after the move, or NULL when it cannot pay (nothing written).
-- The idempotency key stays unique, so a caller that got exactly-once wrong fails loudly instead of paying twice.
CREATE OR REPLACE FUNCTION ledger_move_wallet(
  p_merchant_id uuid,
  p_currency text,
  p_idempotency_key text,
  p_request_hash text,
  p_type text,
  p_reference text,
  p_wallet_account_id uuid,
  p_system_account_id uuid,
  p_amount_minor bigint,
  p_metadata jsonb
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
BEGIN
  IF p_amount_minor IS NULL OR p_amount_minor = 0 THEN
    RAISE EXCEPTION 'amount must not be zero' USING ERRCODE = '22023';
  END IF;
  UPDATE ledger_account a SET balance_minor = a.balance_minor + p_amount_minor
    WHERE a.id = p_wallet_account_id AND a.balance_minor + p_amount_minor >= 0
    RETURNING a.balance_minor INTO v_balance;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  INSERT INTO ledger_transfer (merchant_id, idempotency_key, request_hash, type, reference, currency, amount_minor,
      debit_account_id, credit_account_id, debit_balance_after_minor, credit_balance_after_minor, metadata)
    VALUES (p_merchant_id, p_idempotency_key, p_request_hash, p_type, p_reference, p_currency, abs(p_amount_minor),
      CASE WHEN p_amount_minor < 0 THEN p_wallet_account_id ELSE p_system_account_id END,
      CASE WHEN p_amount_minor < 0 THEN p_system_account_id ELSE p_wallet_account_id END,
      CASE WHEN p_amount_minor < 0 THEN v_balance END,
      CASE WHEN p_amount_minor > 0 THEN v_balance END,
      coalesce(p_metadata, '{}'::jsonb));
  RETURN v_balance;
END
$$;
--> statement-breakpoint
DROP FUNCTION seamless_post_batch(jsonb, jsonb);
--> statement-breakpoint
-- One money request of a batch, as the server sends it (read once from the batch's JSON).
CREATE TYPE seamless_batch_request AS (i integer, vendor_id uuid, vendor_code text, kind text, transaction_id text,
  request_hash text, request_body text, token_hash text, player_id text, round_id text, currency text,
  bet_minor bigint, win_minor bigint, reference_transaction_id text, close_round boolean, void_reason text,
  max_win_minor bigint, max_round_win_minor bigint);
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
      JOIN vendor_session s ON s.token_hash = x.token_hash AND s.vendor_id = x.vendor_id)
    ORDER BY a.id FOR UPDATE;

  WITH requests AS (
    SELECT * FROM unnest(v_requests)
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
