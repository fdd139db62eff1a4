create table if not exists read.sms_settings (
  id boolean primary key default true check (id),
  provider text not null default 'sandbox',
  account_sid text,
  from_phone text,
  auth_token_set boolean not null default false,
  help_text text,
  updated_at timestamptz not null
);
comment on table read.sms_settings is 'The SMS provider settings (one row, absent until first saved); the auth token itself is never here.';
comment on column read.sms_settings.id is 'Always true: the table holds at most one row.';
comment on column read.sms_settings.provider is 'twilio when a Twilio account is set up, else sandbox (texts recorded as delivered, nothing sent).';
comment on column read.sms_settings.account_sid is 'The Twilio account SID (AC…); null in the sandbox.';
comment on column read.sms_settings.from_phone is 'The Twilio number texts are sent from, E.164; null in the sandbox.';
comment on column read.sms_settings.auth_token_set is 'An auth token is stored (encrypted, in public.secrets).';
comment on column read.sms_settings.help_text is 'The reply to a HELP text; null: the built-in default.';
comment on column read.sms_settings.updated_at is 'When the settings last changed.';
