-- responsible_gaming_used as in 0043, with the bonus wallet (decision 0077): a stake funded by a bonus grant is still
-- a wager, so a wager limit counts it; a loss limit keeps counting the player's own money only (a bonus lost is not).
CREATE OR REPLACE FUNCTION responsible_gaming_used(p_member_id uuid, p_measure text, p_from timestamptz)
RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_wallets uuid[] := ARRAY(SELECT a.id FROM ledger_account a
    WHERE a.member_id = p_member_id AND a.kind IN ('player_main', 'agent_main'));
  v_staking uuid[] := ARRAY(SELECT a.id FROM ledger_account a
    WHERE a.member_id = p_member_id AND a.kind IN ('player_main', 'agent_main', 'player_bonus'));
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
      WHERE t.debit_account_id = ANY (v_staking) AND t.created_at >= p_from AND t.type IN ('bet', 'transfer_out');
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
