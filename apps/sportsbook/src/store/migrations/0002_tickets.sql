-- Tickets, their legs and audit trail, the durable wallet outbox, liability and daily payout counters, and the risk
-- settings (decision 0061). Money is bigint minor units; every counter is changed by a guarded update.

create table sportsbook.tickets (
  ticket_id text primary key,
  -- The short reference shown to the player and to support.
  reference text not null unique,
  player_id text not null,
  -- The client's idempotency key, unique per player; request_hash tells a repeat from another body under the same key.
  request_id uuid not null,
  request_hash text not null,
  session_id text not null,
  -- Wins and rollbacks are sent long after the session ended; the platform accepts them with the launch token.
  launch_token text not null,
  currency text not null,
  kind text not null check (kind in ('single', 'parlay')),
  odds_policy text not null check (odds_policy in ('NONE', 'BETTER', 'ANY')),
  stake_minor bigint not null check (stake_minor > 0),
  potential_return_minor bigint not null check (potential_return_minor >= stake_minor),
  status text not null check (status in ('PENDING', 'OPEN', 'REJECTED', 'SETTLED', 'CANCELLED', 'CASHED_OUT')),
  result text check (
    result in ('WON', 'LOST', 'HALF_WON', 'HALF_LOST', 'PUSH', 'VOID', 'PARTIAL_WON', 'PARTIAL_LOST')
  ),
  -- Grows with every settlement; the wallet ids settle:{v} and unsettle:{v} name it.
  settlement_version integer not null default 0 check (settlement_version >= 0),
  -- What the wallet holds as paid for the ticket (the current settlement's or the cash-out's win).
  posted_win_minor bigint not null default 0 check (posted_win_minor >= 0),
  is_live boolean not null,
  -- A live ticket waits in PENDING until then; the acceptance job decides it once.
  accept_after timestamptz,
  -- The wallet's bet answered: a live ticket may then be decided.
  debited boolean not null default false,
  placed_at timestamptz not null,
  accepted_at timestamptz,
  settled_at timestamptz,
  -- The settlement's business day in the book's time zone (daily reports and rebates see each ticket once).
  winlost_date date,
  rejection_code text,
  rejection_message text,
  -- A wallet step the platform refused for good (RESETTLE_BLOCKED): the lane waits for an operator.
  wallet_blocked text,
  wallet_shortfall_minor bigint not null default 0,
  updated_at timestamptz not null default now(),
  unique (player_id, request_id)
);
create index tickets_player_open_idx on sportsbook.tickets (player_id, placed_at desc, ticket_id desc)
  where status in ('PENDING', 'OPEN');
create index tickets_player_settled_idx on sportsbook.tickets (player_id, placed_at desc, ticket_id desc)
  where status not in ('PENDING', 'OPEN');
create index tickets_pending_idx on sportsbook.tickets (accept_after) where status = 'PENDING';

create table sportsbook.ticket_legs (
  ticket_id text not null references sportsbook.tickets (ticket_id),
  leg smallint not null check (leg between 0 and 9),
  event_id text not null,
  market_key text not null,
  market_type text not null,
  outcome_id text not null,
  odds_milli integer not null check (odds_milli > 1000),
  odds_version integer not null,
  -- The fair probability when accepted: cash-out compares the current one with it.
  probability double precision not null,
  score_home integer,
  score_away integer,
  -- The leg's result fractions once decided (w, p, l), and the market result version they came from.
  win_fraction double precision,
  push_fraction double precision,
  lose_fraction double precision,
  result_version integer,
  -- Voided by a bet_cancel: the leg counts at odds 1.
  void_reason text,
  -- What this leg reserved of its market's liability (released exactly on a rejection, a cancel or a cash-out).
  exposure_return_minor bigint not null default 0,
  exposure_stake_minor bigint not null default 0,
  primary key (ticket_id, leg)
);
create index ticket_legs_market_idx on sportsbook.ticket_legs (event_id, market_key, ticket_id);

-- Append-only: what happened to each ticket and why (placed, accepted, rejected, settled v, unsettled v, ...).
create table sportsbook.ticket_events (
  id bigserial primary key,
  ticket_id text not null references sportsbook.tickets (ticket_id),
  kind text not null,
  detail jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);
create index ticket_events_ticket_idx on sportsbook.ticket_events (ticket_id, id);

-- The durable outbox: each intended wallet call, written in the transaction of the ticket change that causes it.
create table sportsbook.wallet_outbox (
  transaction_id text primary key,
  ticket_id text not null references sportsbook.tickets (ticket_id),
  -- The order of the ticket's calls: one lane per ticket, the lowest unfinished first.
  sequence integer not null,
  operation text not null check (operation in ('bet', 'win', 'rollback')),
  amount_minor bigint not null check (amount_minor >= 0),
  reference_transaction_id text,
  close_round boolean not null default true,
  -- The call's effect on the player's balance (a bet -stake, a win +amount, a rollback the opposite of what it
  -- undoes): what an adjust posts when the platform refuses the call on a closed round or a short balance.
  net_minor bigint not null,
  -- The transaction id of the adjust that replaced a refused call (the platform then recorded a debt if short).
  adjusted_by text,
  -- pending: to send; done: answered; refused: a final 4xx; abandoned: never to be sent again (a rollback replaced
  -- it); blocked: refused and holding the lane until an operator resolves it.
  state text not null default 'pending' check (state in ('pending', 'done', 'refused', 'abandoned', 'blocked')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_holder text,
  lease_until timestamptz,
  answer_code text,
  answer_message text,
  balance_after text,
  created_at timestamptz not null default now(),
  done_at timestamptz,
  unique (ticket_id, sequence)
);
create index wallet_outbox_due_idx on sportsbook.wallet_outbox (next_attempt_at) where state = 'pending';
create index wallet_outbox_lane_idx on sportsbook.wallet_outbox (ticket_id, sequence) where state in ('pending', 'blocked');

-- Liability per market: the stakes taken and, per outcome, the returns owed if it wins. Worst case = the largest
-- outcome return minus the market's stakes. The market row is locked by every reservation (a guarded update).
create table sportsbook.market_exposure (
  event_id text not null,
  market_key text not null,
  stake_minor bigint not null default 0 check (stake_minor >= 0),
  worst_case_minor bigint not null default 0,
  -- Set when the worst case reached the automatic suspension threshold; new money is refused until an operator clears it.
  risk_suspended boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (event_id, market_key)
);
create table sportsbook.outcome_exposure (
  event_id text not null,
  market_key text not null,
  outcome_id text not null,
  return_minor bigint not null default 0 check (return_minor >= 0),
  primary key (event_id, market_key, outcome_id)
);
create table sportsbook.event_exposure (
  event_id text primary key,
  worst_case_minor bigint not null default 0,
  updated_at timestamptz not null default now()
);

-- Potential returns of the tickets a player placed per business day (the per-day payout limit).
create table sportsbook.player_daily_payout (
  player_id text not null,
  day date not null,
  potential_return_minor bigint not null check (potential_return_minor >= 0),
  primary key (player_id, day)
);

-- One versioned row of risk settings per scope ('default'); operators change it through the console.
create table sportsbook.risk_settings (
  scope text primary key,
  settings jsonb not null,
  version integer not null default 1,
  updated_by text not null default 'system',
  updated_at timestamptz not null default now()
);
