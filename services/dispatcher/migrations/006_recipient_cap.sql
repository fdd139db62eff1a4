create table if not exists dispatcher.recipient_email_sends (
  address text not null,
  message_id text not null,
  claimed_at timestamptz not null,
  primary key (address, message_id)
);
create index if not exists recipient_email_sends_recent on dispatcher.recipient_email_sends (address, claimed_at desc);
comment on table dispatcher.recipient_email_sends is 'Marketing e-mails claimed for each recipient, for the per-recipient frequency cap (EMAIL_RECIPIENT_MAX within EMAIL_RECIPIENT_WINDOW_DAYS); rows older than the window no longer count.';
comment on column dispatcher.recipient_email_sends.address is 'The recipient''s address, lower-cased.';
comment on column dispatcher.recipient_email_sends.message_id is 'The outbound e-mail (outbound-email stream id) the send was claimed for.';
comment on column dispatcher.recipient_email_sends.claimed_at is 'When the send was claimed.';
