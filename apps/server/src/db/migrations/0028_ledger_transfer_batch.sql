-- Group commit for the ledger's own moves (decision 0023, "The player's wallet transfer"): the transfers that
-- arrive together go as one call and one commit, each with the answer ledger_post_transfer gives it alone.
-- Every wallet the batch can touch is locked first, in id order, as ledger_post_transfer locks its two: two batches,
-- or a batch and a single transfer, then never wait on each other in a cycle. The transfers then run one after
-- another in arrival order; a later one sees the earlier ones (a key sent twice is a replay). A refusal
-- (insufficient, conflict) is an answer; an error fails the whole call, and the server runs each transfer alone.
CREATE FUNCTION ledger_post_transfer_batch(p_requests jsonb) RETURNS TABLE (
  i integer,
  outcome text,
  transfer_id uuid,
  debit_balance_minor bigint,
  credit_balance_minor bigint,
  posted_at timestamptz
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_request record;
  v_result record;
BEGIN
  PERFORM 1 FROM ledger_account a
    WHERE a.id IN (
      SELECT (r ->> 'debit_account_id')::uuid FROM jsonb_array_elements(p_requests) r
      UNION SELECT (r ->> 'credit_account_id')::uuid FROM jsonb_array_elements(p_requests) r)
    ORDER BY a.id FOR UPDATE;
  FOR v_request IN
    SELECT * FROM jsonb_to_recordset(p_requests) AS x(i integer, merchant_id uuid, currency text,
        idempotency_key text, request_hash text, type text, reference text, debit_account_id uuid,
        credit_account_id uuid, amount_minor bigint, metadata jsonb)
    ORDER BY x.i
  LOOP
    SELECT * INTO v_result FROM ledger_post_transfer(v_request.merchant_id, v_request.currency,
      v_request.idempotency_key, v_request.request_hash, v_request.type, v_request.reference,
      v_request.debit_account_id, v_request.credit_account_id, v_request.amount_minor, v_request.metadata);
    i := v_request.i;
    outcome := v_result.outcome;
    transfer_id := v_result.transfer_id;
    debit_balance_minor := v_result.debit_balance_minor;
    credit_balance_minor := v_result.credit_balance_minor;
    posted_at := v_result.posted_at;
    RETURN NEXT;
  END LOOP;
END;
$$;
