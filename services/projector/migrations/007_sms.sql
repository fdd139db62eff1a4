create table if not exists read.sms_conversations (
  id uuid primary key,
  phone_number text not null unique,
  contact_id uuid,
  status text not null default 'active',
  opted_out boolean not null default false,
  unread_count integer not null default 0,
  last_message_at timestamptz,
  last_message_preview text,
  has_outbound boolean not null default false,
  has_inbound boolean not null default false,
  started_at timestamptz not null
);
create index if not exists sms_conversations_list_idx on read.sms_conversations (status, last_message_at desc);
comment on table read.sms_conversations is 'One SMS conversation per phone number, with its contact, unread count and last message.';
comment on column read.sms_conversations.id is 'Conversation id.';
comment on column read.sms_conversations.phone_number is 'The other party, E.164.';
comment on column read.sms_conversations.contact_id is 'The contact with that mobile phone when the conversation started.';
comment on column read.sms_conversations.status is 'active, archived or blocked.';
comment on column read.sms_conversations.opted_out is 'The number replied STOP (or similar) and has not opted back in: nothing may be sent.';
comment on column read.sms_conversations.unread_count is 'Inbound messages not read yet.';
comment on column read.sms_conversations.last_message_at is 'When the newest message was sent or received.';
comment on column read.sms_conversations.last_message_preview is 'The newest message, shortened.';
comment on column read.sms_conversations.has_outbound is 'Staff have texted this number.';
comment on column read.sms_conversations.has_inbound is 'The number has texted back.';
comment on column read.sms_conversations.started_at is 'When the conversation started.';

create table if not exists read.sms_messages (
  id uuid primary key,
  conversation_id uuid not null,
  direction text not null,
  body text not null,
  status text not null,
  error_message text,
  provider_sid text,
  from_number text,
  to_number text,
  segments integer not null,
  kind text,
  sent_by text,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index if not exists sms_messages_conversation_idx on read.sms_messages (conversation_id, created_at);
create index if not exists sms_messages_created_idx on read.sms_messages (created_at);
comment on table read.sms_messages is 'Every text sent or received, with its delivery status.';
comment on column read.sms_messages.id is 'Message id.';
comment on column read.sms_messages.conversation_id is 'The conversation.';
comment on column read.sms_messages.direction is 'inbound or outbound.';
comment on column read.sms_messages.body is 'The text.';
comment on column read.sms_messages.status is 'requested, queued, sending, sent, delivered, undelivered, failed (outbound) or received (inbound); never moves backwards.';
comment on column read.sms_messages.error_message is 'Why a send failed.';
comment on column read.sms_messages.provider_sid is 'The provider''s message id (Twilio MessageSid).';
comment on column read.sms_messages.from_number is 'Sender, E.164.';
comment on column read.sms_messages.to_number is 'Recipient, E.164.';
comment on column read.sms_messages.segments is 'SMS parts it takes (GSM-7: 160, or 153 per part; UCS-2: 70, or 67 per part).';
comment on column read.sms_messages.kind is 'For outbound: reply, direct or test.';
comment on column read.sms_messages.sent_by is 'Who asked for an outbound message.';
comment on column read.sms_messages.created_at is 'When it was requested or received.';
comment on column read.sms_messages.sent_at is 'When the provider accepted it.';

alter table read.contacts add column if not exists sms_opted_out boolean not null default false;
comment on column read.contacts.sms_opted_out is 'The contact''s mobile number opted out of texts (STOP); cleared by START.';
