create schema if not exists auth;

create table if not exists auth.sessions (
  token_hash text primary key,
  user_id text not null,
  username text not null,
  persistent boolean not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ip text,
  user_agent text
);
create index if not exists sessions_user_idx on auth.sessions (user_id);
create index if not exists sessions_expiry_idx on auth.sessions (expires_at);
comment on table auth.sessions is 'Signed-in browser sessions; the cookie holds a random token, only its SHA-256 is stored.';

create table if not exists auth.login_failures (
  key text not null,
  failed_at timestamptz not null default now()
);
create index if not exists login_failures_key_idx on auth.login_failures (key, failed_at);
comment on table auth.login_failures is 'Recent failed sign-ins per username and per IP, for throttling.';
