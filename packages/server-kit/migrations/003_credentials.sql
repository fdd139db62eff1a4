create table if not exists auth.credentials (
  user_id text primary key,
  password_hash text not null,
  updated_at timestamptz not null default now()
);
comment on table auth.credentials is 'Password hashes (scrypt) of staff accounts; passwords and hashes never enter events.';
