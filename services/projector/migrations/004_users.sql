create table if not exists read.users (
  id uuid primary key,
  username text not null,
  email text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  last_signed_in_at timestamptz
);
create index if not exists users_created_idx on read.users (created_at, id);
comment on table read.users is 'Staff accounts that exist now (deleted ones are removed); passwords are never here.';
comment on column read.users.id is 'Account id.';
comment on column read.users.username is 'Sign-in name, unique regardless of case.';
comment on column read.users.email is 'E-mail address, unique regardless of case; null when not set.';
comment on column read.users.created_at is 'When the account was created.';
comment on column read.users.updated_at is 'When the username or e-mail last changed.';
comment on column read.users.last_signed_in_at is 'Most recent successful sign-in.';
