create table if not exists public.secrets (
  name text primary key,
  ciphertext bytea not null,
  iv bytea not null,
  tag bytea not null,
  updated_at timestamptz not null default now()
);
comment on table public.secrets is 'Provider credentials (Twilio token, SMTP password, API keys), AES-256-GCM encrypted with SECRETS_KEY; never in events.';
