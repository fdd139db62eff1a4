-- A sign-in attempt takes its place in the throttle before the password is checked (one row per
-- key, sharing attempt_id) and gives it back when the password was right: parallel guesses are
-- counted like sequential ones.
alter table auth.login_failures add column if not exists attempt_id uuid;
create index if not exists login_failures_attempt_idx on auth.login_failures (attempt_id);
comment on table auth.login_failures is 'Recent failed (or still running) sign-ins per username and address and per address, for throttling.';
comment on column auth.login_failures.key is 'user+ip:{username}|{address} or ip:{address}';
comment on column auth.login_failures.attempt_id is 'The sign-in attempt the row belongs to; its rows are deleted when it succeeds.';
