-- Vendor adjustments and player debts (decision 0056). A take-back larger than the balance posts what the balance
-- holds and records the rest as a debt: a receivable on the player's `player_debt` account (never a negative balance),
-- listed in `player_debt`, summed on the wallet row (`debt_minor`). Every later credit to the wallet repays open debts
-- first, in the credit's own transaction, as ledger transfers.
CREATE TABLE "player_debt" (
	"id" uuid PRIMARY KEY DEFAULT uuid_v7() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"reference_transaction_id" text NOT NULL,
	"round_id" text NOT NULL,
	"reason" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"repaid_minor" bigint DEFAULT 0 NOT NULL,
	"written_off_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"write_off_requested_by_id" uuid,
	"write_off_requested_by" text,
	"write_off_requested_at" timestamp with time zone,
	"write_off_reason" text,
	"written_off_by" text,
	CONSTRAINT "player_debt_reason_check" CHECK ("player_debt"."reason" in ('resettle', 'void', 'correction')),
	CONSTRAINT "player_debt_status_check" CHECK ("player_debt"."status" in ('open', 'repaid', 'written_off')),
	CONSTRAINT "player_debt_amounts_check" CHECK ("player_debt"."amount_minor" > 0 and "player_debt"."repaid_minor" >= 0 and "player_debt"."written_off_minor" >= 0
        and "player_debt"."repaid_minor" + "player_debt"."written_off_minor" <= "player_debt"."amount_minor"),
	CONSTRAINT "player_debt_closed_check" CHECK (("player_debt"."status" = 'open') = ("player_debt"."repaid_minor" + "player_debt"."written_off_minor" < "player_debt"."amount_minor"))
);
--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_kind_check";--> statement-breakpoint
ALTER TABLE "vendor_transaction" DROP CONSTRAINT "vendor_transaction_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_account" ADD COLUMN "debt_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_debt" ADD CONSTRAINT "player_debt_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_debt" ADD CONSTRAINT "player_debt_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_debt" ADD CONSTRAINT "player_debt_wallet_account_id_ledger_account_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_debt_open_index" ON "player_debt" USING btree ("wallet_account_id","created_at") WHERE "player_debt"."status" = 'open';--> statement-breakpoint
CREATE INDEX "player_debt_merchant_index" ON "player_debt" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "player_debt_member_index" ON "player_debt" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_debt_not_negative" CHECK ("ledger_account"."debt_minor" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_kind_check" CHECK ("ledger_account"."kind" in ('player_main', 'player_vendor', 'agent_main', 'cash_in', 'cash_out', 'withdrawals_held', 'game_vendor', 'bonus', 'adjustment', 'player_debt'));--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD CONSTRAINT "vendor_transaction_kind_check" CHECK ("vendor_transaction"."kind" in ('bet', 'win', 'bet_win', 'rollback', 'void', 'rollback_marker', 'adjust'));--> statement-breakpoint
-- The player's receivable account (a system account: no balance on the row; what is owed is minus the sum of its
-- entries), made on first use.
CREATE FUNCTION ledger_debt_account(p_merchant_id uuid, p_currency text, p_member_id uuid) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  SELECT a.id INTO v_id FROM ledger_account a
    WHERE a.merchant_id = p_merchant_id AND a.currency = p_currency AND a.kind = 'player_debt'
      AND a.member_id = p_member_id AND a.vendor_code = '';
  IF FOUND THEN
    RETURN v_id;
  END IF;
  INSERT INTO ledger_account (merchant_id, currency, kind, member_id, vendor_code, balance_minor)
    VALUES (p_merchant_id, p_currency, 'player_debt', p_member_id, '', NULL)
    ON CONFLICT ON CONSTRAINT ledger_account_identity_unique DO NOTHING;
  SELECT a.id INTO v_id FROM ledger_account a
    WHERE a.merchant_id = p_merchant_id AND a.currency = p_currency AND a.kind = 'player_debt'
      AND a.member_id = p_member_id AND a.vendor_code = '';
  RETURN v_id;
END
$$;
--> statement-breakpoint
-- Repays the wallet's open debts, oldest first, from up to p_available of a credit just posted to it (the caller
-- holds the wallet row's lock). One transfer per debt repaid, keyed by the credit's key and the debt, so a credit
-- can be posted only once and so can its repayments. Answers the wallet's balance after.
CREATE FUNCTION ledger_repay_debts(p_wallet_account_id uuid, p_credit_key text, p_request_hash text,
  p_available bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_wallet ledger_account%ROWTYPE;
  v_debt player_debt%ROWTYPE;
  v_left bigint;
  v_pay bigint;
  v_debt_account uuid;
  v_balance bigint;
BEGIN
  SELECT * INTO v_wallet FROM ledger_account a WHERE a.id = p_wallet_account_id FOR UPDATE;
  v_balance := v_wallet.balance_minor;
  v_left := least(p_available, v_balance, v_wallet.debt_minor);
  IF v_left IS NULL OR v_left <= 0 THEN
    RETURN v_balance;
  END IF;
  v_debt_account := ledger_debt_account(v_wallet.merchant_id, v_wallet.currency, v_wallet.member_id);
  FOR v_debt IN
    SELECT * FROM player_debt d WHERE d.wallet_account_id = p_wallet_account_id AND d.status = 'open'
      ORDER BY d.created_at, d.id FOR UPDATE
  LOOP
    EXIT WHEN v_left = 0;
    v_pay := least(v_left, v_debt.amount_minor - v_debt.repaid_minor - v_debt.written_off_minor);
    UPDATE ledger_account a SET balance_minor = a.balance_minor - v_pay, debt_minor = a.debt_minor - v_pay
      WHERE a.id = p_wallet_account_id
      RETURNING a.balance_minor INTO v_balance;
    INSERT INTO ledger_transfer (merchant_id, idempotency_key, request_hash, type, reference, currency, amount_minor,
        debit_account_id, credit_account_id, debit_balance_after_minor, credit_balance_after_minor, metadata)
      VALUES (v_wallet.merchant_id, p_credit_key || ':repay:' || v_debt.id::text, p_request_hash, 'debt_repayment',
        v_debt.id::text, v_wallet.currency, v_pay, p_wallet_account_id, v_debt_account, v_balance, NULL,
        jsonb_build_object('debtId', v_debt.id, 'vendor', v_debt.vendor_code, 'roundId', v_debt.round_id,
          'credit', p_credit_key));
    UPDATE player_debt d SET repaid_minor = d.repaid_minor + v_pay,
        status = CASE WHEN d.repaid_minor + v_pay + d.written_off_minor = d.amount_minor THEN 'repaid' ELSE 'open' END,
        closed_at = CASE WHEN d.repaid_minor + v_pay + d.written_off_minor = d.amount_minor THEN now() END
      WHERE d.id = v_debt.id;
    v_left := v_left - v_pay;
  END LOOP;
  RETURN v_balance;
END
$$;
--> statement-breakpoint
-- As in 0029, and a credit to a wallet with an open debt repays it first (decision 0056): the answer is the
-- balance after the repayment.
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
  v_debt bigint;
BEGIN
  IF p_amount_minor IS NULL OR p_amount_minor = 0 THEN
    RAISE EXCEPTION 'amount must not be zero' USING ERRCODE = '22023';
  END IF;
  UPDATE ledger_account a SET balance_minor = a.balance_minor + p_amount_minor
    WHERE a.id = p_wallet_account_id AND a.balance_minor + p_amount_minor >= 0
    RETURNING a.balance_minor, a.debt_minor INTO v_balance, v_debt;
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
  IF p_amount_minor > 0 AND v_debt > 0 THEN
    v_balance := ledger_repay_debts(p_wallet_account_id, p_idempotency_key, p_request_hash, p_amount_minor);
  END IF;
  RETURN v_balance;
END
$$;
--> statement-breakpoint
-- As in 0029, and a credit to a wallet with an open debt repays it first (decision 0056).
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
  v_credit_debt bigint;
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
      RETURNING a.balance_minor, a.debt_minor INTO v_credit_balance, v_credit_debt;
  END IF;

  INSERT INTO ledger_transfer (merchant_id, idempotency_key, request_hash, type, reference, currency, amount_minor,
      debit_account_id, credit_account_id, debit_balance_after_minor, credit_balance_after_minor, metadata)
    VALUES (p_merchant_id, p_idempotency_key, p_request_hash, p_type, p_reference, p_currency, p_amount_minor,
      p_debit_account_id, p_credit_account_id, v_debit_balance, v_credit_balance, coalesce(p_metadata, '{}'::jsonb))
    RETURNING id INTO v_transfer_id;

  IF v_credit_tracked AND v_credit_debt > 0 THEN
    v_credit_balance := ledger_repay_debts(p_credit_account_id, p_idempotency_key, p_request_hash, p_amount_minor);
  END IF;

  RETURN QUERY SELECT 'posted'::text, v_transfer_id, v_debit_balance, v_credit_balance, now();
END
$$;
--> statement-breakpoint
-- A vendor adjustment (POST /wallet-api/v1/adjust), exactly once per (vendor, transaction id) like seamless_post:
-- a signed amount on a round the vendor has already moved money on, naming the move it corrects and why. A credit
-- goes through ledger_move_wallet (so it repays open debts first); a take-back takes what the balance holds and
-- records the rest as a debt. Wins' rules apply to credits (the vendor's caps); the round's win never goes below 0.
CREATE FUNCTION seamless_adjust(
  p_vendor_id uuid,
  p_vendor_code text,
  p_transaction_id text,
  p_request_hash text,
  p_request_body text,
  p_token_hash text,
  p_player_id text,
  p_round_id text,
  p_currency text,
  p_amount_minor bigint,
  p_reason text,
  p_reference_transaction_id text,
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
  v_wallet ledger_account%ROWTYPE;
  v_balance bigint;
  v_code text := 'OK';
  v_key text := 'seamless:' || p_vendor_code || ':' || p_transaction_id;
  v_metadata jsonb;
  v_take bigint := 0;
  v_shortfall bigint := 0;
  v_debt_account uuid;
  v_outstanding bigint;
  v_value jsonb;
  v_status integer;
  v_answer text;
  v_valid_session boolean;
BEGIN
  IF p_amount_minor IS NULL OR p_amount_minor = 0 THEN
    RAISE EXCEPTION 'an adjustment moves a non-zero amount' USING ERRCODE = '22023';
  END IF;
  IF p_reason NOT IN ('resettle', 'void', 'correction') THEN
    RAISE EXCEPTION 'unknown adjustment reason %', p_reason USING ERRCODE = '22023';
  END IF;

  -- The claim, as in seamless_post: the same lock, so an adjustment and any other move of one id are one at a time.
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

  -- Any session of the player with this vendor will do, ended or not: settlement comes long after the launch.
  SELECT s.id, s.mode, s.member_id, s.merchant_id, s.currency, s.currency_scale, s.wallet_account_id,
      s.vendor_account_id, s.game_code
    INTO v_session
    FROM vendor_session s
    WHERE s.token_hash = p_token_hash AND s.vendor_id = p_vendor_id;
  v_valid_session := coalesce(FOUND AND v_session.mode = 'real' AND v_session.member_id::text = p_player_id, false);
  IF NOT v_valid_session THEN
    v_code := 'SESSION_NOT_FOUND';
  ELSIF v_session.currency <> p_currency THEN
    v_code := 'CURRENCY_MISMATCH';
  END IF;

  IF v_code = 'OK' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('round:' || p_vendor_code || ':' || v_session.member_id::text
      || ':' || p_round_id, 0));
    SELECT * INTO v_round FROM game_round r
      WHERE r.merchant_id = v_session.merchant_id AND r.vendor_code = p_vendor_code AND r.round_id = p_round_id
        AND r.member_id::text = v_session.member_id::text;
    IF NOT FOUND THEN
      v_code := 'ROUND_NOT_FOUND';
    ELSIF v_round.voided_at IS NOT NULL THEN
      v_code := 'ROUND_VOIDED';
    END IF;
  END IF;

  IF v_code = 'OK' THEN
    SELECT * INTO v_target FROM vendor_transaction t
      WHERE t.vendor_id = p_vendor_id AND t.transaction_id = p_reference_transaction_id;
    IF NOT FOUND OR v_target.kind = 'rollback_marker' OR NOT v_target.applied THEN
      v_code := 'TRANSACTION_NOT_FOUND';
    ELSIF v_target.member_id IS DISTINCT FROM v_session.member_id THEN
      v_code := 'INVALID_STATE';
    ELSIF v_target.round_id IS DISTINCT FROM p_round_id THEN
      v_code := 'ROUND_MISMATCH';
    ELSIF v_round.win_minor + p_amount_minor < 0 THEN
      v_code := 'ADJUSTMENT_EXCEEDS_ROUND';
    ELSIF p_amount_minor > 0 AND (p_amount_minor > p_max_win_minor
        OR v_round.win_minor + p_amount_minor > p_max_round_win_minor) THEN
      v_code := 'WIN_LIMIT_EXCEEDED';
    END IF;
  END IF;

  IF v_code = 'OK' THEN
    v_metadata := jsonb_build_object('vendor', p_vendor_code, 'transactionId', p_transaction_id, 'roundId', p_round_id,
      'gameCode', v_session.game_code, 'reason', p_reason, 'referenceTransactionId', p_reference_transaction_id);
    -- The wallet row first, the one lock order of every money path; its debt changes only under this lock.
    SELECT * INTO v_wallet FROM ledger_account a WHERE a.id = v_session.wallet_account_id FOR UPDATE;
    v_balance := v_wallet.balance_minor;
    IF p_amount_minor > 0 THEN
      v_balance := ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':adjust', p_request_hash,
        'vendor_adjustment', p_round_id, v_session.wallet_account_id, v_session.vendor_account_id, p_amount_minor,
        v_metadata);
    ELSE
      v_take := least(v_wallet.balance_minor, -p_amount_minor);
      v_shortfall := -p_amount_minor - v_take;
      IF v_take > 0 THEN
        v_balance := ledger_move_wallet(v_session.merchant_id, v_session.currency, v_key || ':adjust',
          p_request_hash, 'vendor_adjustment', p_round_id, v_session.wallet_account_id, v_session.vendor_account_id,
          -v_take, v_metadata);
      END IF;
      IF v_shortfall > 0 THEN
        -- The rest is owed: the vendor is paid from the player's receivable, never from a negative balance.
        v_debt_account := ledger_debt_account(v_session.merchant_id, v_session.currency, v_session.member_id);
        INSERT INTO ledger_transfer (merchant_id, idempotency_key, request_hash, type, reference, currency,
            amount_minor, debit_account_id, credit_account_id, debit_balance_after_minor, credit_balance_after_minor,
            metadata)
          VALUES (v_session.merchant_id, v_key || ':debt', p_request_hash, 'debt', p_round_id, v_session.currency,
            v_shortfall, v_debt_account, v_session.vendor_account_id, NULL, NULL, v_metadata);
        INSERT INTO player_debt (merchant_id, member_id, currency, wallet_account_id, vendor_code, transaction_id,
            reference_transaction_id, round_id, reason, amount_minor)
          VALUES (v_session.merchant_id, v_session.member_id, v_session.currency, v_session.wallet_account_id,
            p_vendor_code, p_transaction_id, p_reference_transaction_id, p_round_id, p_reason, v_shortfall);
        UPDATE ledger_account a SET debt_minor = a.debt_minor + v_shortfall WHERE a.id = v_session.wallet_account_id;
      END IF;
    END IF;
    UPDATE game_round r SET win_minor = r.win_minor + p_amount_minor WHERE r.id = v_round.id;
  END IF;

  IF v_valid_session THEN
    SELECT a.balance_minor, a.debt_minor INTO v_balance, v_outstanding FROM ledger_account a
      WHERE a.id = v_session.wallet_account_id;
    v_value := jsonb_build_object('balance', seamless_format_minor(v_balance, v_session.currency_scale),
      'currency', v_session.currency, 'transactionId', p_transaction_id,
      'debtRecorded', seamless_format_minor(v_shortfall, v_session.currency_scale),
      'debtOutstanding', seamless_format_minor(v_outstanding, v_session.currency_scale));
  END IF;
  v_status := (p_codes -> v_code ->> 'status')::integer;
  v_answer := seamless_answer(v_code, p_codes, v_value);
  INSERT INTO vendor_transaction (vendor_id, transaction_id, kind, merchant_id, member_id, round_id, request_hash,
      request_body, bet_minor, win_minor, referenced_transaction_id, applied, http_status, answer)
    VALUES (p_vendor_id, p_transaction_id, 'adjust', v_session.merchant_id, v_session.member_id, p_round_id,
      p_request_hash, p_request_body, greatest(-p_amount_minor, 0), greatest(p_amount_minor, 0),
      p_reference_transaction_id, v_code = 'OK', v_status, v_answer);
  RETURN QUERY SELECT v_status, v_answer, v_session.member_id, v_session.merchant_id, v_balance,
    v_session.currency, v_session.currency_scale::integer;
END
$$;
--> statement-breakpoint
-- seamless_post as in 0043, except that a rollback never undoes an adjustment: an adjustment is corrected by another
-- adjustment, with its reason (decision 0056).
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
