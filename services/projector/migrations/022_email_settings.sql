create table if not exists read.email_settings (
  id boolean primary key default true check (id),
  provider text not null,
  from_email text,
  from_name text,
  smtp_host text,
  smtp_port integer,
  smtp_username text,
  smtp_security text,
  api_key_set boolean not null default false,
  smtp_password_set boolean not null default false,
  warmup_enabled boolean not null,
  daily_limit integer not null,
  current_daily_limit integer not null default 50,
  warmup_day integer not null default 1,
  updated_at timestamptz not null
);
comment on table read.email_settings is 'The legacy e-mail service configuration (one row, absent until saved and after removal: the spec''s defaults); the API key and SMTP password themselves are never here.';
comment on column read.email_settings.id is 'Always true: the table holds at most one row.';
comment on column read.email_settings.provider is 'sendgrid, mailgun, ses, outlook, gmail or smtp.';
comment on column read.email_settings.from_email is 'The address e-mail is sent from; null for Outlook and Gmail when the connected account''s is used.';
comment on column read.email_settings.from_name is 'The name e-mail is sent under; null: none.';
comment on column read.email_settings.smtp_host is 'The SMTP server (smtp only).';
comment on column read.email_settings.smtp_port is 'The SMTP port (smtp only; 587 STARTTLS, 465 TLS).';
comment on column read.email_settings.smtp_username is 'The SMTP sign-in name (smtp only).';
comment on column read.email_settings.smtp_security is 'starttls, tls or none (smtp only).';
comment on column read.email_settings.api_key_set is 'An API key is stored (encrypted, in public.secrets) for the service in use.';
comment on column read.email_settings.smtp_password_set is 'An SMTP password is stored (encrypted, in public.secrets) for the service in use.';
comment on column read.email_settings.warmup_enabled is 'The daily limit rises gradually over 30 days.';
comment on column read.email_settings.daily_limit is 'E-mails a day once warmed up (default 2500).';
comment on column read.email_settings.current_daily_limit is 'E-mails allowed today while warming up (starts at 50).';
comment on column read.email_settings.warmup_day is 'The day of the 30-day warm-up (starts at 1).';
comment on column read.email_settings.updated_at is 'When the settings last changed.';
