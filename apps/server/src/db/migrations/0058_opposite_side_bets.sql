-- Issue #19, decision 0080: opposite-side bets. A vendor may report with a stake the part of it covered by the
-- player's opposite bets in the same round (`hedged`: banker against player, red against black). It moves money like
-- any stake, but it is no valid bet: the bet path records it on the move (vendor_transaction.bet_hedged_minor) and the
-- round (game_round.hedged_minor), a rollback or void takes it back, and the settled-bet stream carries it
-- (settled_bet.hedged_minor, a delta like the other amounts) and leaves it out of the valid bet, so rebates, team
-- play and bonus wagering (which reads stake minus hedged) follow.
ALTER TABLE "settled_bet" ADD COLUMN "hedged_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settled_bet" ADD COLUMN "hedged_total_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TYPE seamless_batch_request ADD ATTRIBUTE hedged_minor bigint;
--> statement-breakpoint
-- seamless_post as in 0054 with the hedged part as a last argument (0 when absent): a new argument is a new
-- signature, so the old one goes.
DROP FUNCTION seamless_post(uuid, text, text, text, text, text, text, text, text, text, bigint, bigint, text, boolean,
  text, bigint, bigint, jsonb);
--> statement-breakpoint
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
  p_codes jsonb,
  p_hedged_minor bigint DEFAULT 0
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
  v_grant_id uuid;
  v_grant record;
  v_round_grant uuid;
  v_cash bigint;
  v_bet_bonus bigint := 0;
  v_win_bonus bigint := 0;
  v_stake_total bigint;
  v_bonus_stake_total bigint;
  v_bonus_net bigint;
  -- The part of this stake covered by the player's opposite bets in the round: only a stake can be hedged.
  v_hedged bigint := CASE WHEN p_kind IN ('bet', 'bet_win') THEN coalesce(p_hedged_minor, 0) ELSE 0 END;
BEGIN
  IF p_kind NOT IN ('bet', 'win', 'bet_win', 'rollback', 'void') THEN
    RAISE EXCEPTION 'unknown seamless operation %', p_kind USING ERRCODE = '22023';
  END IF;
  IF v_hedged < 0 OR v_hedged > coalesce(p_bet_minor, 0) THEN
    RAISE EXCEPTION 'the hedged part must lie between 0 and the stake' USING ERRCODE = '22023';
  END IF;
  IF p_kind = 'rollback' AND p_reference_transaction_id = p_transaction_id THEN
    RAISE EXCEPTION 'a rollback cannot reference itself' USING ERRCODE = '22023';
  END IF;

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

  SELECT s.id, s.mode, s.member_id, s.merchant_id, s.currency, s.currency_scale, s.expires_at, s.game_id,
      s.game_code, s.wallet_account_id, s.vendor_account_id, p.blocked_at IS NOT NULL AS blocked,
      coalesce(p.protected_until > clock_timestamp(), false) AS protected, p.has_player_limits, s.created_at,
      p.bonus_grant_id
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
      v_code := 'PLAYER_BLOCKED';
    END IF;
  END IF;

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
      v_code := 'ROUND_NOT_FOUND';
    ELSIF p_kind = 'void' AND NOT v_round_found THEN
      v_code := 'ROUND_NOT_FOUND';
    ELSIF p_kind IN ('win', 'bet_win') AND (p_win_minor > p_max_win_minor
        OR coalesce(v_round.win_minor, 0) + p_win_minor > p_max_round_win_minor) THEN
      v_code := 'WIN_LIMIT_EXCEEDED';
    END IF;
  END IF;
  v_round_grant := CASE WHEN v_round_found THEN v_round.bonus_grant_id END;

  IF v_code = 'OK' THEN
    v_metadata := jsonb_build_object('vendor', p_vendor_code, 'transactionId', p_transaction_id, 'roundId', p_round_id,
      'gameCode', v_session.game_code);

    IF p_kind IN ('bet', 'bet_win', 'win') THEN
      IF p_bet_minor > 0 AND v_session.has_player_limits THEN
        PERFORM 1 FROM ledger_account a WHERE a.id = v_session.wallet_account_id FOR UPDATE;
        SELECT * INTO v_refusal FROM money_gate(v_session.member_id, 'stake', p_bet_minor,
          responsible_gaming_session_start(v_session.member_id, v_session.created_at));
        IF FOUND THEN
          v_code := 'PLAYER_BLOCKED';
        END IF;
      END IF;
      -- The bonus (decision 0077): under the wallet's lock (the one order: wallet, then grant), the member's active
      -- grant as it is now bounds the stake and pays what the cash cannot.
      IF v_code = 'OK' AND p_bet_minor > 0 AND v_session.bonus_grant_id IS NOT NULL THEN
        SELECT a.balance_minor INTO v_cash FROM ledger_account a WHERE a.id = v_session.wallet_account_id FOR UPDATE;
        SELECT m.bonus_grant_id INTO v_grant_id FROM member m WHERE m.id = v_session.member_id;
        SELECT g.id, g.account_id, g.terms, b.balance_minor AS balance,
            bonus_contribution(g.terms, v_session.game_code, p_vendor_code, gm.game_type) AS contribution
          INTO v_grant
          FROM bonus_grant g JOIN ledger_account b ON b.id = g.account_id
          LEFT JOIN game gm ON gm.id = v_session.game_id
          WHERE g.id = v_grant_id AND g.status = 'active' AND g.expires_at > clock_timestamp()
          FOR UPDATE OF g;
        IF FOUND THEN
          IF (v_grant.terms ->> 'maxBetMinor') IS NOT NULL
              AND p_bet_minor > (v_grant.terms ->> 'maxBetMinor')::bigint THEN
            v_code := 'MAX_BET_EXCEEDED';
          ELSIF p_bet_minor > v_cash AND (v_round_grant IS NULL OR v_round_grant = v_grant.id) THEN
            v_bet_bonus := p_bet_minor - v_cash;
            IF v_grant.contribution = 0 THEN
              v_code := 'BONUS_GAME_NOT_ELIGIBLE';
            ELSIF v_bet_bonus > v_grant.balance THEN
              v_code := 'INSUFFICIENT_FUNDS';
            ELSE
              v_round_grant := v_grant.id;
            END IF;
          END IF;
        END IF;
      END IF;
      IF v_code = 'OK' AND p_bet_minor - v_bet_bonus > 0 THEN
        v_balance := ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':bet', p_request_hash,
          'bet', p_round_id, v_session.wallet_account_id, v_session.vendor_account_id, -(p_bet_minor - v_bet_bonus),
          v_metadata);
        IF v_balance IS NULL THEN
          v_code := 'INSUFFICIENT_FUNDS';
        END IF;
      END IF;
      IF v_code = 'OK' AND v_bet_bonus > 0 THEN
        IF ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':bet:bonus', p_request_hash,
            'bet', p_round_id, v_grant.account_id, v_session.vendor_account_id, -v_bet_bonus,
            v_metadata || jsonb_build_object('grantId', v_grant.id)) IS NULL THEN
          v_code := 'INSUFFICIENT_FUNDS';
        END IF;
      END IF;
      IF v_code = 'OK' AND p_win_minor > 0 THEN
        v_stake_total := coalesce(v_round.stake_minor, 0) + p_bet_minor;
        v_bonus_stake_total := coalesce(v_round.bonus_stake_minor, 0) + v_bet_bonus;
        IF v_bonus_stake_total > 0 AND v_stake_total > 0 THEN
          v_win_bonus := floor(p_win_minor::numeric * v_bonus_stake_total / v_stake_total)::bigint;
        END IF;
        IF p_win_minor - v_win_bonus > 0 THEN
          v_balance := ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':win', p_request_hash,
            'win', p_round_id, v_session.wallet_account_id, v_session.vendor_account_id, p_win_minor - v_win_bonus,
            v_metadata);
        END IF;
        IF v_win_bonus > 0 THEN
          PERFORM bonus_move_share(v_round_grant, v_session.wallet_account_id, v_session.vendor_account_id,
            v_session.merchant_id, v_session.currency, v_key || ':win:bonus', p_request_hash, 'win', p_round_id,
            v_win_bonus, v_metadata);
        END IF;
      END IF;
      IF v_code = 'OK' THEN
        v_settles := p_kind = 'bet_win' OR (p_kind = 'win' AND p_close_round);
        IF v_round_found THEN
          UPDATE game_round r SET
              stake_minor = r.stake_minor + p_bet_minor,
              hedged_minor = r.hedged_minor + v_hedged,
              win_minor = r.win_minor + p_win_minor,
              bonus_grant_id = v_round_grant,
              bonus_stake_minor = r.bonus_stake_minor + v_bet_bonus,
              bonus_win_minor = r.bonus_win_minor + v_win_bonus,
              status = CASE WHEN v_settles THEN 'settled' ELSE 'open' END,
              settled_at = CASE WHEN v_settles THEN now() END
            WHERE r.id = v_round.id;
        ELSE
          INSERT INTO game_round (merchant_id, vendor_code, round_id, game_id, game_code, member_id, currency,
              stake_minor, hedged_minor, win_minor, bonus_grant_id, bonus_stake_minor, bonus_win_minor, status,
              started_at, settled_at)
            VALUES (v_session.merchant_id, p_vendor_code, p_round_id, v_session.game_id, v_session.game_code,
              v_session.member_id, v_session.currency, p_bet_minor, v_hedged, p_win_minor, v_round_grant, v_bet_bonus,
              v_win_bonus, CASE WHEN v_settles THEN 'settled' ELSE 'open' END, now(),
              CASE WHEN v_settles THEN now() END);
        END IF;
      END IF;

    ELSIF p_kind = 'void' THEN
      -- Each side gets back what it put in, less what it was paid: cash on the wallet, the grant's share wherever it
      -- lives now.
      v_bonus_net := v_round.bonus_stake_minor - v_round.bonus_win_minor;
      v_net := (v_round.stake_minor - v_round.bonus_stake_minor) - (v_round.win_minor - v_round.bonus_win_minor);
      v_metadata := v_metadata || jsonb_build_object('void', true);
      IF v_net <> 0 THEN
        v_balance := ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':void', p_request_hash,
          'rollback', p_round_id, v_session.wallet_account_id, v_session.vendor_account_id, v_net, v_metadata);
        IF v_balance IS NULL THEN
          v_code := 'INSUFFICIENT_FUNDS';
        END IF;
      END IF;
      IF v_code = 'OK' AND v_bonus_net <> 0 THEN
        IF NOT bonus_move_share(v_round.bonus_grant_id, v_session.wallet_account_id, v_session.vendor_account_id,
            v_session.merchant_id, v_session.currency, v_key || ':void:bonus', p_request_hash, 'rollback',
            p_round_id, v_bonus_net, v_metadata) THEN
          v_code := 'INSUFFICIENT_FUNDS';
        END IF;
      END IF;
      IF v_code = 'OK' THEN
        UPDATE game_round r SET status = 'cancelled', stake_minor = 0, hedged_minor = 0, win_minor = 0,
            bonus_stake_minor = 0,
            bonus_win_minor = 0, voided_at = now(), void_reason = p_void_reason,
            settled_at = coalesce(r.settled_at, now())
          WHERE r.id = v_round.id;
      END IF;

    ELSE
      PERFORM pg_advisory_xact_lock(hashtextextended(p_vendor_id::text || ':' || p_reference_transaction_id, 0));
      SELECT * INTO v_target FROM vendor_transaction t
        WHERE t.vendor_id = p_vendor_id AND t.transaction_id = p_reference_transaction_id FOR UPDATE;
      IF NOT FOUND THEN
        INSERT INTO vendor_transaction (vendor_id, transaction_id, kind, merchant_id, member_id, round_id, request_hash,
            request_body, referenced_transaction_id, rolled_back, http_status)
          VALUES (p_vendor_id, p_reference_transaction_id, 'rollback_marker', v_session.merchant_id,
            v_session.member_id, p_round_id, '', '', p_transaction_id, true, 0);
      ELSIF v_target.kind IN ('rollback', 'void', 'adjust') THEN
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
          v_net := (v_target.bet_minor - v_target.bet_bonus_minor) - (v_target.win_minor - v_target.win_bonus_minor);
          v_bonus_net := v_target.bet_bonus_minor - v_target.win_bonus_minor;
          IF v_net <> 0 THEN
            v_balance := ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':rollback',
              p_request_hash, 'rollback', v_target.round_id, v_session.wallet_account_id,
              v_session.vendor_account_id, v_net, v_metadata);
            IF v_balance IS NULL THEN
              v_code := 'INSUFFICIENT_FUNDS';
            END IF;
          END IF;
          IF v_code = 'OK' AND v_bonus_net <> 0 THEN
            IF NOT bonus_move_share(v_round.bonus_grant_id, v_session.wallet_account_id, v_session.vendor_account_id,
                v_session.merchant_id, v_session.currency, v_key || ':rollback:bonus', p_request_hash, 'rollback',
                v_target.round_id, v_bonus_net, v_metadata) THEN
              v_code := 'INSUFFICIENT_FUNDS';
            END IF;
          END IF;
          IF v_code = 'OK' THEN
            UPDATE vendor_transaction t SET rolled_back = true
              WHERE t.vendor_id = p_vendor_id AND t.transaction_id = p_reference_transaction_id;
            UPDATE game_round r SET
                stake_minor = r.stake_minor - v_target.bet_minor,
                hedged_minor = r.hedged_minor - v_target.bet_hedged_minor,
                win_minor = r.win_minor - v_target.win_minor,
                bonus_stake_minor = r.bonus_stake_minor - v_target.bet_bonus_minor,
                bonus_win_minor = r.bonus_win_minor - v_target.win_bonus_minor,
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

  -- Any move of a member who holds a bonus, or touched one: the vendor is told cash plus the active grant's money.
  IF v_valid_session AND (v_session.bonus_grant_id IS NOT NULL OR v_round_grant IS NOT NULL) THEN
    v_balance := bonus_playable_balance(v_session.member_id, v_session.wallet_account_id);
  ELSIF v_balance IS NULL AND v_valid_session THEN
    SELECT a.balance_minor INTO v_balance FROM ledger_account a WHERE a.id = v_session.wallet_account_id;
  END IF;

  IF v_balance IS NOT NULL THEN
    v_value := jsonb_build_object('balance', seamless_format_minor(v_balance, v_session.currency_scale),
      'currency', v_session.currency, 'transactionId', p_transaction_id);
  END IF;
  IF v_code = 'MAX_BET_EXCEEDED' THEN
    v_value := coalesce(v_value, '{}'::jsonb)
      || jsonb_build_object('maxBet', seamless_format_minor((v_grant.terms ->> 'maxBetMinor')::bigint,
        v_session.currency_scale));
  END IF;
  v_status := (p_codes -> v_code ->> 'status')::integer;
  v_answer := seamless_answer(v_code, p_codes, v_value);
  INSERT INTO vendor_transaction (vendor_id, transaction_id, kind, merchant_id, member_id, round_id, request_hash,
      request_body, bet_minor, bet_hedged_minor, win_minor, bet_bonus_minor, win_bonus_minor,
      referenced_transaction_id, applied, http_status, answer)
    VALUES (p_vendor_id, p_transaction_id, p_kind, v_session.merchant_id, v_session.member_id, p_round_id,
      p_request_hash, p_request_body, coalesce(p_bet_minor, 0), v_hedged, coalesce(p_win_minor, 0),
      CASE WHEN v_code = 'OK' THEN v_bet_bonus ELSE 0 END, CASE WHEN v_code = 'OK' THEN v_win_bonus ELSE 0 END,
      p_reference_transaction_id, v_code = 'OK', v_status, v_answer);
  RETURN QUERY SELECT v_status, v_answer, v_session.member_id, v_session.merchant_id, v_balance,
    v_session.currency, v_session.currency_scale::integer;
END
$$;
--> statement-breakpoint
-- seamless_post_batch as in 0054: a plain bet records its hedged part on the move and the round it opens.
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
            AND p.bonus_grant_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM vendor_transaction t
              WHERE t.vendor_id = r.vendor_id AND t.transaction_id = r.transaction_id)
            AND NOT EXISTS (SELECT 1 FROM game_round g
              WHERE g.merchant_id = s.merchant_id AND g.vendor_code = r.vendor_code AND g.round_id = r.round_id
                AND g.member_id::text = s.member_id::text)
          OFFSET 0) AS s
      WHERE r.kind = 'bet' AND r.bet_minor > 0 AND r.i NOT IN (SELECT shared.i FROM shared)
        AND coalesce(r.hedged_minor, 0) BETWEEN 0 AND r.bet_minor
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
        hedged_minor, win_minor, status, started_at, settled_at)
      SELECT merchant_id, vendor_code, round_id, game_id, game_code, member_id, currency, bet_minor,
          coalesce(hedged_minor, 0), 0, 'open', now(), NULL
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
        request_body, bet_minor, bet_hedged_minor, win_minor, referenced_transaction_id, applied, http_status, answer)
      SELECT vendor_id, transaction_id, 'bet', merchant_id, member_id, round_id, request_hash, request_body, bet_minor,
          coalesce(hedged_minor, 0), 0, NULL, true, 200, answer
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
      v_request.max_round_win_minor, p_codes, coalesce(v_request.hedged_minor, 0));
    RETURN QUERY SELECT v_request.i, v_answer.http_status, v_answer.answer, v_answer.member_id,
      v_answer.merchant_id, v_answer.balance_minor, v_answer.currency, v_answer.currency_scale;
  END LOOP;
END
$$;
--> statement-breakpoint
-- The settled-bet stream as in 0047, with the round's hedged part: the valid bet is (stake - hedged) times the game's
-- valid-bet percent; a change of the hedged part alone resettles. Lottery tickets are never hedged.
DROP FUNCTION record_settled_bets(text, text[], uuid[], uuid[], text[], text[], text[], text[], boolean[], bigint[],
  bigint[], smallint[]);
--> statement-breakpoint
CREATE FUNCTION record_settled_bets(
  p_source text, p_bet_keys text[], p_merchant_ids uuid[], p_member_ids uuid[], p_currencies text[],
  p_game_types text[], p_vendor_codes text[], p_game_codes text[], p_settled boolean[], p_stakes bigint[],
  p_payouts bigint[], p_valid_bet_percents smallint[], p_hedges bigint[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO settled_bet (source, bet_key, event_no, event_type, merchant_id, member_id, currency, game_type,
    vendor_code, game_code, stake_minor, payout_minor, valid_bet_minor, hedged_minor, stake_total_minor,
    payout_total_minor, valid_bet_total_minor, hedged_total_minor)
  SELECT p_source, b.bet_key, coalesce(previous.event_no, 0) + 1,
    CASE WHEN NOT b.settled THEN 'VOIDED' WHEN previous.active THEN 'RESETTLED' ELSE 'SETTLED' END,
    b.merchant_id, b.member_id, b.currency, b.game_type, b.vendor_code, b.game_code,
    now_totals.stake - coalesce(previous.stake_total_minor, 0),
    now_totals.payout - coalesce(previous.payout_total_minor, 0),
    now_totals.valid_bet - coalesce(previous.valid_bet_total_minor, 0),
    now_totals.hedged - coalesce(previous.hedged_total_minor, 0),
    now_totals.stake, now_totals.payout, now_totals.valid_bet, now_totals.hedged
  FROM unnest(p_bet_keys, p_merchant_ids, p_member_ids, p_currencies, p_game_types, p_vendor_codes, p_game_codes,
         p_settled, p_stakes, p_payouts, p_valid_bet_percents, p_hedges)
       AS b(bet_key, merchant_id, member_id, currency, game_type, vendor_code, game_code, settled, stake, payout,
         valid_bet_percent, hedged)
  CROSS JOIN LATERAL (
    SELECT CASE WHEN b.settled THEN b.stake ELSE 0 END AS stake,
           CASE WHEN b.settled THEN b.payout ELSE 0 END AS payout,
           CASE WHEN b.settled THEN greatest(b.stake - coalesce(b.hedged, 0), 0) * b.valid_bet_percent / 100
             ELSE 0 END AS valid_bet,
           CASE WHEN b.settled THEN least(coalesce(b.hedged, 0), b.stake) ELSE 0 END AS hedged
  ) now_totals
  LEFT JOIN LATERAL (
    SELECT s.event_no, s.event_type <> 'VOIDED' AS active, s.stake_total_minor, s.payout_total_minor,
           s.valid_bet_total_minor, s.hedged_total_minor
    FROM settled_bet s
    WHERE s.source = p_source AND s.bet_key = b.bet_key
    ORDER BY s.event_no DESC
    LIMIT 1
  ) previous ON true
  WHERE CASE
    WHEN b.settled THEN previous.event_no IS NULL OR NOT previous.active
      OR previous.stake_total_minor <> now_totals.stake OR previous.payout_total_minor <> now_totals.payout
      OR previous.hedged_total_minor <> now_totals.hedged
    ELSE coalesce(previous.active, false)
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settled_bets_from_rounds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_rounds game_round[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n) INTO v_rounds FROM changed_rounds n WHERE n.status = 'settled';
  ELSE
    SELECT array_agg(n) INTO v_rounds
    FROM changed_rounds n JOIN previous_rounds o ON o.id = n.id
    WHERE (n.status = 'settled') <> (o.status = 'settled')
       OR (n.status = 'settled' AND (n.stake_minor <> o.stake_minor OR n.win_minor <> o.win_minor
         OR n.hedged_minor <> o.hedged_minor));
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
    array_agg(coalesce(g.valid_bet_percent, 100::smallint) ORDER BY r.id), array_agg(r.hedged_minor ORDER BY r.id))
  FROM unnest(v_rounds) r
  LEFT JOIN game g ON g.id = r.game_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settled_bets_from_lottery_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_settled_bets('lottery',
    array_agg(n.id::text ORDER BY n.id), array_agg(n.merchant_id ORDER BY n.id), array_agg(n.member_id ORDER BY n.id),
    array_agg(o2.currency ORDER BY n.id), array_agg('LOTT'::text ORDER BY n.id), array_agg('LOTT'::text ORDER BY n.id),
    array_agg(o2.game_code ORDER BY n.id), array_agg(n.status IN ('WON', 'LOST', 'PUSH') ORDER BY n.id),
    array_agg(n.amount_minor ORDER BY n.id), array_agg(n.returned_minor ORDER BY n.id),
    array_agg(100::smallint ORDER BY n.id), array_agg(0::bigint ORDER BY n.id))
  FROM changed_tickets n
  JOIN previous_tickets o ON o.id = n.id
  JOIN lottery_order o2 ON o2.id = n.order_id
  WHERE n.status IS DISTINCT FROM o.status OR n.returned_minor <> o.returned_minor OR n.amount_minor <> o.amount_minor
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;
