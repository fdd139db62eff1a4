create table if not exists dispatcher.daily_send_counts (
  email_account_id uuid not null,
  send_date date not null,
  emails_sent integer not null default 0,
  primary key (email_account_id, send_date)
);
comment on table dispatcher.daily_send_counts is 'E-mails each mailbox has sent (or has claimed to send) per day of the team''s time zone: the daily limit is checked and the count taken in one transaction.';
comment on column dispatcher.daily_send_counts.email_account_id is 'The mailbox (email-account stream id).';
comment on column dispatcher.daily_send_counts.send_date is 'The local date in the team''s time zone when the send was claimed.';
comment on column dispatcher.daily_send_counts.emails_sent is 'Sends claimed that day; never more than the mailbox''s limit of the day.';

create table if not exists dispatcher.throttle_sessions (
  email_account_id uuid primary key,
  session_start timestamptz not null,
  emails_sent integer not null default 0,
  last_send_time timestamptz,
  next_slot_at timestamptz not null
);
comment on table dispatcher.throttle_sessions is 'Burst pacing per mailbox: sends are spaced by 60 s / EMAIL_SENDS_PER_MINUTE; an e-mail that comes early is given the next free slot and held until then.';
comment on column dispatcher.throttle_sessions.session_start is 'When the mailbox began its current run of sends.';
comment on column dispatcher.throttle_sessions.emails_sent is 'Sends paced in the current run.';
comment on column dispatcher.throttle_sessions.last_send_time is 'The slot taken by the latest send.';
comment on column dispatcher.throttle_sessions.next_slot_at is 'The earliest moment the next e-mail of this mailbox may go out.';

create table if not exists dispatcher.suppressions (
  channel text not null check (channel in ('email', 'sms')),
  address text not null,
  reason text not null,
  source_event_id uuid not null,
  suppressed_at timestamptz not null,
  primary key (channel, address)
);
comment on table dispatcher.suppressions is 'The one suppression list across channels, kept by the suppression reactor from the events: unsubscribed contacts, SMS STOP, blocked numbers, hard bounces, spam complaints. Every send checks it.';
comment on column dispatcher.suppressions.channel is 'email or sms.';
comment on column dispatcher.suppressions.address is 'A lowercased e-mail address or an E.164 phone number.';
comment on column dispatcher.suppressions.reason is 'Why, as users read it (Unsubscribed, Hard bounce, Spam complaint, Opted out by STOP, Blocked).';
comment on column dispatcher.suppressions.source_event_id is 'The event that suppressed it.';
comment on column dispatcher.suppressions.suppressed_at is 'When that event happened.';
