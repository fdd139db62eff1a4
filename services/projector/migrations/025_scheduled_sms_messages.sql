create table if not exists read.scheduled_sms_messages (
  id uuid primary key,
  conversation_id uuid not null,
  to_phone text not null,
  message text not null,
  contact_id uuid,
  campaign_id text,
  scheduled_for timestamptz not null,
  status text not null default 'pending',
  hold_cause text not null,
  hold_reason text not null,
  quiet_hours_reason text,
  original_send_time timestamptz not null,
  timezone text,
  retry_count integer not null default 0,
  last_attempt timestamptz,
  error_message text,
  sent_at timestamptz,
  updated_at timestamptz not null
);
create index if not exists scheduled_sms_messages_soonest on read.scheduled_sms_messages (scheduled_for, id);
create index if not exists scheduled_sms_messages_status on read.scheduled_sms_messages (status, scheduled_for, id);
comment on table read.scheduled_sms_messages is 'Every text the sending engine held back (SmsSendDeferred: the recipient''s quiet hours, or the sending number''s rate) and what became of it; texts that went out at once never appear.';
comment on column read.scheduled_sms_messages.id is 'The text''s message id (as in read.sms_messages).';
comment on column read.scheduled_sms_messages.conversation_id is 'The SMS conversation it belongs to (stream sms-conversation-{id}).';
comment on column read.scheduled_sms_messages.to_phone is 'The recipient, E.164.';
comment on column read.scheduled_sms_messages.message is 'The text as requested.';
comment on column read.scheduled_sms_messages.contact_id is 'The contact with that mobile number when the conversation started, if any.';
comment on column read.scheduled_sms_messages.campaign_id is 'The SMS campaign that sent it; null for texts not sent by a campaign.';
comment on column read.scheduled_sms_messages.scheduled_for is 'When it may go out: the end of the latest deferral.';
comment on column read.scheduled_sms_messages.status is 'pending (held), sending (handed to the provider, answer awaited), sent, failed or unknown (the sender stopped before hearing the provider: never re-sent).';
comment on column read.scheduled_sms_messages.hold_cause is 'What held it the latest time: quiet-hours (the recipient''s local time) or rate (the sending number''s messages per second).';
comment on column read.scheduled_sms_messages.hold_reason is 'Why it was held the latest time, as the sender recorded it.';
comment on column read.scheduled_sms_messages.quiet_hours_reason is 'Why the recipient''s quiet hours held it (the zone and allowed hours, or Florida''s 3 texts in 24 hours); null when only the rate held it.';
comment on column read.scheduled_sms_messages.original_send_time is 'When the text was requested, i.e. when it would have gone out had it not been held.';
comment on column read.scheduled_sms_messages.timezone is 'The recipient''s IANA time zone the quiet hours were counted in; null when only the rate held it.';
comment on column read.scheduled_sms_messages.retry_count is 'Deferrals after the first (0: held once).';
comment on column read.scheduled_sms_messages.last_attempt is 'When the sender last tried it: the latest deferral or the claim of the send.';
comment on column read.scheduled_sms_messages.error_message is 'Why it failed, or why its outcome is unknown.';
comment on column read.scheduled_sms_messages.sent_at is 'When the provider accepted it.';
comment on column read.scheduled_sms_messages.updated_at is 'When its latest event happened.';

create table if not exists read.scheduled_sms_requests (
  id uuid primary key,
  conversation_id uuid not null,
  to_phone text not null,
  message text not null,
  contact_id uuid,
  requested_at timestamptz not null
);
comment on table read.scheduled_sms_requests is 'Working table of the scheduledSmsMessages projection: texts requested and neither held nor settled yet, so a deferral can copy what was asked; a row leaves when the text is held, sent, failed or unknown.';
comment on column read.scheduled_sms_requests.id is 'The text''s message id.';
comment on column read.scheduled_sms_requests.conversation_id is 'The SMS conversation.';
comment on column read.scheduled_sms_requests.to_phone is 'The recipient, E.164.';
comment on column read.scheduled_sms_requests.message is 'The text as requested.';
comment on column read.scheduled_sms_requests.contact_id is 'The conversation''s contact, if any.';
comment on column read.scheduled_sms_requests.requested_at is 'When the text was requested.';

create table if not exists read.scheduled_sms_conversations (
  id uuid primary key,
  contact_id uuid
);
comment on table read.scheduled_sms_conversations is 'Working table of the scheduledSmsMessages projection: each SMS conversation''s contact, for the texts requested on it.';
comment on column read.scheduled_sms_conversations.id is 'Conversation id.';
comment on column read.scheduled_sms_conversations.contact_id is 'The contact with that mobile number when the conversation started, if any.';
