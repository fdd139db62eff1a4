create table if not exists read.email_accounts (
  id uuid primary key,
  name text not null,
  provider text not null,
  from_name text not null,
  from_email text not null,
  is_active boolean not null,
  is_primary boolean not null default false,
  signature text,
  smtp_host text,
  smtp_port integer,
  smtp_username text,
  smtp_security text,
  secret_set boolean not null,
  warmup_enabled boolean not null,
  daily_limit integer not null,
  current_daily_limit integer not null,
  warmup_day integer not null,
  last_test_success boolean,
  last_test_message text,
  last_tested_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
comment on table read.email_accounts is 'Mailboxes the team sends from (Settings → Email Accounts); deleted ones are removed. Passwords and API keys are never here (they are encrypted in public.secrets).';
comment on column read.email_accounts.id is 'Account id (stream email-account-{id}).';
comment on column read.email_accounts.name is 'The name staff gave the account.';
comment on column read.email_accounts.provider is 'smtp, sendgrid, microsoft or google.';
comment on column read.email_accounts.from_name is 'Sender name on outgoing mail.';
comment on column read.email_accounts.from_email is 'Sender address on outgoing mail, lower case.';
comment on column read.email_accounts.is_active is 'False: kept but not used for sending.';
comment on column read.email_accounts.is_primary is 'The one account the team sends from when none is chosen.';
comment on column read.email_accounts.signature is 'Signature appended to messages, if any.';
comment on column read.email_accounts.smtp_host is 'SMTP server (smtp accounts).';
comment on column read.email_accounts.smtp_port is 'SMTP port (smtp accounts).';
comment on column read.email_accounts.smtp_username is 'SMTP sign-in name (smtp accounts).';
comment on column read.email_accounts.smtp_security is 'starttls, tls or none (smtp accounts).';
comment on column read.email_accounts.secret_set is 'A password or API key was given (it is stored encrypted elsewhere).';
comment on column read.email_accounts.warmup_enabled is 'Warm-up raises the daily limit step by step.';
comment on column read.email_accounts.daily_limit is 'Messages a day once warmed up (default 2,500).';
comment on column read.email_accounts.current_daily_limit is 'Messages allowed today while warming up (starts at 50).';
comment on column read.email_accounts.warmup_day is 'Day of the warm-up (starts at 1).';
comment on column read.email_accounts.last_test_success is 'Whether the last connection test succeeded; null before any.';
comment on column read.email_accounts.last_test_message is 'What the server said at the last connection test.';
comment on column read.email_accounts.last_tested_at is 'When the account was last tested.';
comment on column read.email_accounts.created_at is 'When the account was added.';
comment on column read.email_accounts.updated_at is 'When its settings last changed.';
