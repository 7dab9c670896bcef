-- Secrets the book keeps for itself across restarts and instances (decision 0060): the simulator's seed secret, from
-- which every day's seed is derived, so a commitment published before a restart still matches the seed revealed
-- after it. Numbered 0050 to stay clear of the tickets part's 0002 onwards.
create table sportsbook.book_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
