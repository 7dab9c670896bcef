-- Results and voids an operator set (decision 0064): who and why, beside what the feed set. The platform audits the
-- same action in its own log; the book keeps it with the result it produced.
alter table sportsbook.market_results add column source text not null default 'feed';
alter table sportsbook.market_results add column operator_name text;
alter table sportsbook.market_results add column reason text;
alter table sportsbook.market_cancels add column source text not null default 'feed';
alter table sportsbook.market_cancels add column operator_name text;
alter table sportsbook.market_cancels add column reason text;
