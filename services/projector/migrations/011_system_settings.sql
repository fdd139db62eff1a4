create table if not exists read.system_settings (
  id boolean primary key default true check (id),
  timezone text not null,
  auto_unsubscribe boolean not null,
  updated_at timestamptz not null
);
comment on table read.system_settings is 'The team''s system settings (one row, absent until first saved: Pacific Time and auto-unsubscribe on).';
comment on column read.system_settings.id is 'Always true: the table holds at most one row.';
comment on column read.system_settings.timezone is 'pt, mt, ct or et: the zone every day, week and daily limit counts in.';
comment on column read.system_settings.auto_unsubscribe is 'Unsubscribe requests are honoured automatically.';
comment on column read.system_settings.updated_at is 'When the settings last changed.';
