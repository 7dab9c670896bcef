ALTER TABLE "ledger_entry" DROP CONSTRAINT "ledger_entry_transfer_id_ledger_transfer_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entry" DROP CONSTRAINT "ledger_entry_account_id_ledger_account_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfer" DROP CONSTRAINT "ledger_transfer_merchant_id_merchant_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfer" DROP CONSTRAINT "ledger_transfer_debit_account_id_ledger_account_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfer" DROP CONSTRAINT "ledger_transfer_credit_account_id_ledger_account_id_fk";
--> statement-breakpoint
ALTER TABLE "game_round" DROP CONSTRAINT "game_round_merchant_id_merchant_id_fk";
--> statement-breakpoint
ALTER TABLE "game_round" DROP CONSTRAINT "game_round_game_id_game_id_fk";
--> statement-breakpoint
ALTER TABLE "game_round" DROP CONSTRAINT "game_round_member_id_member_id_fk";
--> statement-breakpoint
ALTER TABLE "vendor_transaction" DROP CONSTRAINT "vendor_transaction_vendor_id_seamless_vendor_id_fk";
--> statement-breakpoint
ALTER TABLE "vendor_transaction" DROP CONSTRAINT "vendor_transaction_merchant_id_merchant_id_fk";
--> statement-breakpoint
ALTER TABLE "vendor_transaction" DROP CONSTRAINT "vendor_transaction_member_id_member_id_fk";
--> statement-breakpoint
-- Without foreign keys on the bet path's append-only tables (decision 0023), nothing in the database stops an
-- account that the ledger names from being deleted: refuse it here, as the ledger refuses changes to its rows.
CREATE TRIGGER ledger_account_no_delete BEFORE DELETE ON ledger_account
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_account_no_truncate BEFORE TRUNCATE ON ledger_account
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- One move between a player's wallet and a system account, for callers that have already made the request
-- exactly-once and resolved both accounts from a row they trust (a vendor session): three statements instead of
-- ledger_post_transfer's replay check, account checks and locks. p_amount_minor > 0 credits the wallet, < 0
-- debits it, guarded: answers the wallet's balance after the move, or NULL when it cannot pay (nothing written).
-- The idempotency key stays unique, so a caller that got exactly-once wrong fails loudly instead of paying twice.
CREATE FUNCTION ledger_move_wallet(
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
  v_transfer_id uuid;
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
      debit_account_id, credit_account_id, metadata)
    VALUES (p_merchant_id, p_idempotency_key, p_request_hash, p_type, p_reference, p_currency, abs(p_amount_minor),
      CASE WHEN p_amount_minor < 0 THEN p_wallet_account_id ELSE p_system_account_id END,
      CASE WHEN p_amount_minor < 0 THEN p_system_account_id ELSE p_wallet_account_id END,
      coalesce(p_metadata, '{}'::jsonb))
    RETURNING id INTO v_transfer_id;
  INSERT INTO ledger_entry (transfer_id, account_id, amount_minor, balance_after_minor) VALUES
    (v_transfer_id, p_wallet_account_id, p_amount_minor, v_balance),
    (v_transfer_id, p_system_account_id, -p_amount_minor, NULL);
  RETURN v_balance;
END
$$;
--> statement-breakpoint
DROP FUNCTION seamless_post(uuid, text, text, text, text, text, text, text, text, text, bigint, bigint, text, boolean, text, bigint, bigint, jsonb);
--> statement-breakpoint
-- One money request of a vendor (bet, win, bet_win, rollback, void), applied exactly once, in one call: claim
-- the (vendor, transaction id), check the session and the player, check the round's life and the win caps, move
-- the money (ledger_move_wallet), keep the game round, store the answer. A replay gets the stored answer; the
-- same id with other content gets DUPLICATE_TRANSACTION; a rollback of an unknown id leaves a marker that refuses
-- the late original. Bets need a live session and an unblocked player; wins, rollbacks and voids do not.
-- The rules are those of migration 0015; this version does them in about a third of the statements (decision
-- 0023): the session and the player in one read, the round's lock inline, the ledger through ledger_move_wallet.
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
        AND r.member_id = v_session.member_id;
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
            AND r.round_id = v_target.round_id AND r.member_id = v_session.member_id;
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
-- Group commit: the money requests that arrived while the previous calls were running, in one call and one
-- commit, each with its own answer (in the order given by "i"). A refusal is an answer, not an error, so it never
-- fails its neighbours; an error fails the whole call, and the server then runs each request on its own.
-- Requests are applied grouped by player (in arrival order within a player), so two calls running at once take
-- their players' locks in the same order and cannot deadlock each other over them.
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
BEGIN
  FOR v_request IN
    SELECT * FROM jsonb_to_recordset(p_requests) AS x(i integer, vendor_id uuid, vendor_code text, kind text,
        transaction_id text, request_hash text, request_body text, token_hash text, player_id text, round_id text,
        currency text, bet_minor bigint, win_minor bigint, reference_transaction_id text, close_round boolean,
        void_reason text, max_win_minor bigint, max_round_win_minor bigint)
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
