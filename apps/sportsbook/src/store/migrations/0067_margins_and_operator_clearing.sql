-- Operator margins and clearing (decision 0067).

-- The operator's margins over the simulator's defaults, per sport, league tier and market type ('*' for every type
-- of the sport and tier). The feed's lease holder reads them before each pump, so a change reaches the prices
-- published after it whichever instance took it.
create table sportsbook.margin_overrides (
  sport text not null,
  tier smallint not null check (tier between 1 and 3),
  market_type text not null,
  margin_basis_points integer not null check (margin_basis_points between 0 and 3000),
  updated_by text not null,
  updated_at timestamptz not null default now(),
  primary key (sport, tier, market_type)
);

-- An operator who reopens a market the liability threshold suspended accepts its worst case as it stands: the
-- automatic suspension fires again only when new money takes the worst case above that level.
alter table sportsbook.market_exposure add column risk_cleared_minor bigint;
alter table sportsbook.market_exposure add column risk_cleared_by text;
