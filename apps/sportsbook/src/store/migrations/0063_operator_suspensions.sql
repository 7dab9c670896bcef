-- An operator's suspension of a market (decision 0063): it holds against the feed, whose odds_change would otherwise
-- re-activate the market, until an operator lifts it. Who set it is kept beside it; the platform audits the action.
alter table sportsbook.markets add column operator_suspended boolean not null default false;
alter table sportsbook.markets add column operator_suspended_by text;
