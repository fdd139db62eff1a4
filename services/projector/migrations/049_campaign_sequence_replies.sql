create table if not exists read.campaign_sequence_messages (
  message_id text primary key,
  campaign_id uuid not null,
  contact_id text not null,
  step integer not null
);
comment on table read.campaign_sequence_messages is 'Each e-mail a sequence campaign queued: which campaign, recipient and step it is, so that a reply to it counts for its step.';
comment on column read.campaign_sequence_messages.message_id is 'The e-mail (outbound-email stream id suffix).';
comment on column read.campaign_sequence_messages.campaign_id is 'The sequence campaign (read.campaigns.id).';
comment on column read.campaign_sequence_messages.contact_id is 'The recipient contact.';
comment on column read.campaign_sequence_messages.step is 'The step the e-mail is, from 1.';

create table if not exists read.campaign_sequence_replies (
  campaign_id uuid not null,
  contact_id text not null,
  step integer not null,
  replied_at timestamptz not null,
  primary key (campaign_id, contact_id)
);
comment on table read.campaign_sequence_replies is 'The first reply of each recipient of a sequence campaign, during the sequence or after its last step: counted once, for the step replied to.';
comment on column read.campaign_sequence_replies.campaign_id is 'The sequence campaign (read.campaigns.id).';
comment on column read.campaign_sequence_replies.contact_id is 'The recipient who replied.';
comment on column read.campaign_sequence_replies.step is 'The step whose e-mail the reply answered.';
comment on column read.campaign_sequence_replies.replied_at is 'When the reply was received.';

comment on column read.campaign_sequence_steps.replied is 'Recipients who replied to this step''s e-mail (their first reply; during the sequence, which it stops, or after its last step).';
