create table if not exists read.campaign_sequence_steps (
  campaign_id uuid not null,
  step integer not null,
  waiting integer not null default 0,
  sent integer not null default 0,
  replied integer not null default 0,
  stopped integer not null default 0,
  not_sent integer not null default 0,
  primary key (campaign_id, step)
);
comment on table read.campaign_sequence_steps is 'Where the recipients of a sequence campaign stand, step by step (from the sequence-recipient-{campaignId}-{contactId} streams); the steps themselves are in read.campaigns.sequence.';
comment on column read.campaign_sequence_steps.campaign_id is 'The sequence campaign (read.campaigns.id).';
comment on column read.campaign_sequence_steps.step is 'The step, from 1.';
comment on column read.campaign_sequence_steps.waiting is 'Recipients for whom this step is next and still to go out: queued, or waiting for its delay after the previous step was sent.';
comment on column read.campaign_sequence_steps.sent is 'E-mails of this step sent.';
comment on column read.campaign_sequence_steps.replied is 'Recipients whose sequence stopped because they replied after this step (their last one sent).';
comment on column read.campaign_sequence_steps.stopped is 'Recipients whose sequence stopped before this step (a reply, an unsubscribe, a hard bounce or a complaint): they do not get it.';
comment on column read.campaign_sequence_steps.not_sent is 'E-mails of this step that did not go out (skipped, failed, outcome unknown); the recipient''s sequence ended there.';
