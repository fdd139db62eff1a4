create table if not exists dispatcher.reply_checkpoints (
  email_account_id text primary key,
  uid_validity bigint not null,
  last_uid bigint not null,
  checked_at timestamptz not null
);
comment on table dispatcher.reply_checkpoints is 'How far the replies of each mailbox have been read over IMAP: the INBOX messages up to last_uid were looked at.';
comment on column dispatcher.reply_checkpoints.email_account_id is 'The mailbox (email-account stream id suffix).';
comment on column dispatcher.reply_checkpoints.uid_validity is 'The INBOX''s UIDVALIDITY when last read; another value means its UIDs were renumbered and it is read again from the start.';
comment on column dispatcher.reply_checkpoints.last_uid is 'The highest UID looked at.';
comment on column dispatcher.reply_checkpoints.checked_at is 'When the mailbox was last read.';
