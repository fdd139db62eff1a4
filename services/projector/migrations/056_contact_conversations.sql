create table if not exists read.contact_conversations (
  conversation_id text primary key,
  contact_id uuid not null
);
comment on table read.contact_conversations is 'SMS conversations started with a contact (ConversationStarted with a contact): which contact a text sent in the conversation counts for.';
comment on column read.contact_conversations.conversation_id is 'The conversation (stream sms-conversation-{id}).';
comment on column read.contact_conversations.contact_id is 'The contact it is with.';
comment on table read.communications is 'E-mails and texts sent to contacts, one row each: marked sent by hand, e-mails the sending engine sent to a contact, and texts the provider took for a contact''s conversation.';
