create table if not exists dispatcher.campaign_holds (
  campaign_id text primary key,
  status text not null check (status in ('paused', 'cancelled')),
  source_event_id text not null,
  held_at timestamptz not null
);
comment on table dispatcher.campaign_holds is 'Campaigns whose queued e-mails may not go now: paused (held until resumed) or cancelled (skipped). Kept from the campaign events by the campaign-holds reactor.';
comment on column dispatcher.campaign_holds.campaign_id is 'The campaign (campaign stream id suffix).';
comment on column dispatcher.campaign_holds.status is 'paused: its e-mails wait for the resume; cancelled: its e-mails are skipped.';
comment on column dispatcher.campaign_holds.source_event_id is 'The CampaignPaused or CampaignCancelled event that holds it.';
comment on column dispatcher.campaign_holds.held_at is 'When it was paused or cancelled.';

create table if not exists dispatcher.campaign_held_emails (
  campaign_id text not null,
  message_id text not null,
  primary key (campaign_id, message_id)
);
comment on table dispatcher.campaign_held_emails is 'E-mails of a paused campaign that the engine held back: the resume (or the cancel) makes each a send job again.';
comment on column dispatcher.campaign_held_emails.campaign_id is 'The paused campaign.';
comment on column dispatcher.campaign_held_emails.message_id is 'The held e-mail (outbound-email stream id suffix).';
