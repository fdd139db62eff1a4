alter table read.email_accounts add column if not exists imap_host text;
alter table read.email_accounts add column if not exists imap_port integer;
comment on column read.email_accounts.imap_host is 'The IMAP server replies to this SMTP mailbox are read from (signing in with its SMTP username and password); null: its replies are not read.';
comment on column read.email_accounts.imap_port is 'The IMAP server''s port: 993 is TLS from the start, others STARTTLS when offered.';
