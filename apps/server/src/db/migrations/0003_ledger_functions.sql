-- Ledger rows are history: nothing may change or remove them once written.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entry_no_truncate BEFORE TRUNCATE ON ledger_entry
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfer_append_only BEFORE UPDATE OR DELETE ON ledger_transfer
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfer_no_truncate BEFORE TRUNCATE ON ledger_transfer
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Posts one transfer in one call: the replay check, the guarded debit, the credit and both entries.
-- Outcomes: 'posted'; 'replayed' (same key, same request: the first result); 'conflict' (same key, other
-- request); 'insufficient' (nothing written; the debit account's balance is answered).
-- Wallet rows are locked in id order, so two opposite transfers between the same wallets cannot deadlock.
CREATE FUNCTION ledger_post_transfer(
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
      RETURN QUERY SELECT 'replayed'::text, v_existing.id,
        (SELECT e.balance_after_minor FROM ledger_entry e WHERE e.transfer_id = v_existing.id AND e.amount_minor < 0),
        (SELECT e.balance_after_minor FROM ledger_entry e WHERE e.transfer_id = v_existing.id AND e.amount_minor > 0),
        v_existing.created_at;
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
      debit_account_id, credit_account_id, metadata)
    VALUES (p_merchant_id, p_idempotency_key, p_request_hash, p_type, p_reference, p_currency, p_amount_minor,
      p_debit_account_id, p_credit_account_id, coalesce(p_metadata, '{}'::jsonb))
    RETURNING id INTO v_transfer_id;

  INSERT INTO ledger_entry (transfer_id, account_id, amount_minor, balance_after_minor) VALUES
    (v_transfer_id, p_debit_account_id, -p_amount_minor, v_debit_balance),
    (v_transfer_id, p_credit_account_id, p_amount_minor, v_credit_balance);

  RETURN QUERY SELECT 'posted'::text, v_transfer_id, v_debit_balance, v_credit_balance, now();
END
$$;
