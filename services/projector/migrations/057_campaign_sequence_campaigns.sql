create table if not exists read.campaign_sequence_campaigns (
  campaign_id uuid primary key,
  cancelled_at timestamptz
);
comment on table read.campaign_sequence_campaigns is 'The sequence campaigns (type sequence as created or last edited), so that their send''s start counts every recipient waiting for step 1, and whether each was cancelled.';
comment on column read.campaign_sequence_campaigns.campaign_id is 'The sequence campaign (read.campaigns.id).';
comment on column read.campaign_sequence_campaigns.cancelled_at is 'When the campaign was cancelled (null: it was not): from then on nobody waits for a step, whoever did counts as stopped before it.';

comment on column read.campaign_sequence_steps.waiting is 'Recipients for whom this step is next and still to go out: every recipient for step 1 from the moment the send started, each later step from the moment the previous one was sent; queued, held for a later time or waiting for its delay. None once the campaign is cancelled.';
comment on column read.campaign_sequence_steps.stopped is 'Recipients whose sequence stopped before this step (a reply, an unsubscribe, a hard bounce or a complaint, or the campaign cancelled while they waited for it): they do not get it.';
