-- The feed's tables (decision 0060): what the odds feed said, applied idempotently per event, and the player
-- sessions the launch opens. Every table lives in the sportsbook schema; migrate.ts creates the schema first.

create table sportsbook.events (
  event_id text primary key,
  sport text not null check (sport in ('football', 'esports', 'cockfight')),
  discipline text,
  competition_id text not null,
  competition_name jsonb not null,
  tier smallint not null check (tier between 1 and 3),
  home jsonb not null,
  away jsonb not null,
  competitors jsonb,
  start_time timestamptz not null,
  format jsonb,
  fight_number integer,
  status smallint not null default 0 check (status between 0 and 9),
  match_status text not null default '',
  clock_seconds integer not null default 0,
  score_home integer not null default 0,
  score_away integer not null default 0,
  period_scores jsonb not null default '[]'::jsonb,
  red_cards jsonb,
  facts jsonb,
  producer text not null default 'pre' check (producer in ('pre', 'live')),
  last_seq bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index events_sport_start_idx on sportsbook.events (sport, start_time);
create index events_open_idx on sportsbook.events (status) where status not in (3, 4, 5, 9);

create table sportsbook.markets (
  event_id text not null references sportsbook.events (event_id),
  market_key text not null,
  type text not null,
  specifiers text not null default '',
  status smallint not null check (status between -4 and 1),
  odds_version integer not null default 1 check (odds_version >= 1),
  is_main_line boolean not null default false,
  producer text not null check (producer in ('pre', 'live')),
  bet_stop_groups text[] not null default '{}',
  outcomes jsonb not null,
  result_version integer not null default 0 check (result_version >= 0),
  updated_at timestamptz not null default now(),
  primary key (event_id, market_key)
);
create index markets_producer_active_idx on sportsbook.markets (producer) where status = 1;

create table sportsbook.market_odds_versions (
  event_id text not null,
  market_key text not null,
  version integer not null,
  status smallint not null,
  is_main_line boolean not null,
  outcomes jsonb not null,
  reason text not null,
  at timestamptz not null default now(),
  primary key (event_id, market_key, version),
  foreign key (event_id, market_key) references sportsbook.markets (event_id, market_key)
);

create table sportsbook.market_results (
  event_id text not null,
  market_key text not null,
  result_version integer not null check (result_version >= 1),
  certainty smallint not null check (certainty in (1, 2)),
  outcomes jsonb not null,
  facts jsonb not null,
  seq bigint not null,
  settled_at timestamptz not null default now(),
  rolled_back_at timestamptz,
  primary key (event_id, market_key, result_version),
  foreign key (event_id, market_key) references sportsbook.markets (event_id, market_key)
);
create index market_results_settled_idx on sportsbook.market_results (settled_at);

create table sportsbook.market_cancels (
  event_id text not null,
  market_key text not null,
  seq bigint not null,
  window_start timestamptz,
  window_end timestamptz,
  void_reason text not null,
  cancelled_at timestamptz not null default now(),
  primary key (event_id, market_key, seq),
  foreign key (event_id, market_key) references sportsbook.markets (event_id, market_key)
);

create table sportsbook.feed_producers (
  producer text primary key check (producer in ('pre', 'live')),
  last_alive_at timestamptz not null,
  subscribed boolean not null,
  down_since timestamptz,
  updated_at timestamptz not null default now()
);

create table sportsbook.seed_commitments (
  sport text not null check (sport in ('football', 'esports', 'cockfight')),
  day text not null check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  seed_hash text not null,
  seed text,
  committed_at timestamptz not null,
  revealed_at timestamptz,
  primary key (sport, day)
);

create table sportsbook.player_sessions (
  session_id text primary key,
  launch_token text not null,
  player_id text,
  mode text not null check (mode in ('real', 'demo')),
  nickname text,
  currency text not null,
  language text not null,
  brand text not null,
  game_code text not null,
  vendor_game_id text not null,
  sport text not null check (sport in ('football', 'esports', 'cockfight')),
  time_zone text not null,
  odds_format text not null default 'decimal',
  balance_minor bigint,
  platform_expires_at timestamptz not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index player_sessions_player_idx on sportsbook.player_sessions (player_id);
create index player_sessions_expires_idx on sportsbook.player_sessions (expires_at);

create table sportsbook.job_leases (
  name text primary key,
  holder text not null,
  acquired_at timestamptz not null default now(),
  expires_at timestamptz not null
);
