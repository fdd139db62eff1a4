create table if not exists read.campaigns (
  id uuid primary key,
  name text not null,
  type text not null,
  status text not null,
  template_id uuid,
  subject text,
  content text,
  from_email_account_id uuid,
  spread_across_mailboxes boolean not null default false,
  recipient_filter jsonb not null,
  recipient_count integer not null default 0,
  sent_count integer not null default 0,
  open_count integer not null default 0,
  click_count integer not null default 0,
  skipped_count integer not null default 0,
  failed_count integer not null default 0,
  unknown_count integer not null default 0,
  excluded_count integer not null default 0,
  ab_test jsonb,
  sequence jsonb,
  send_window jsonb,
  tracking jsonb not null,
  scheduled_at timestamptz,
  paused_from text,
  sent_at timestamptz,
  completed_at timestamptz,
  copied_from_id uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  created_by text not null,
  updated_by text not null
);
create index if not exists campaigns_created_idx on read.campaigns (created_at desc, id);
create index if not exists campaigns_type_created_idx on read.campaigns (type, created_at desc, id);
comment on table read.campaigns is 'E-mail campaigns (one-time, A/B test, sequence) and stored SMS campaigns as they stand now, with their figures; their history is in the event store, stream campaign-{id}, and in read.campaign_events.';
comment on column read.campaigns.id is 'Campaign id (stream campaign-{id}).';
comment on column read.campaigns.name is 'The name staff gave the campaign.';
comment on column read.campaigns.type is 'email (one-time), ab-test, sequence, or sms (stored here, sent by the SMS tools).';
comment on column read.campaigns.status is 'draft, scheduled, sending, paused, sent or cancelled.';
comment on column read.campaigns.template_id is 'The library template it sends (read.templates), if it uses one; a sequence: its first step''s.';
comment on column read.campaigns.subject is 'Its own subject line when it uses no template (may hold {{variables}}); an A/B test: the one its variants share.';
comment on column read.campaigns.content is 'Its own e-mail content (or SMS text) when it uses no template, with {{variables}}.';
comment on column read.campaigns.from_email_account_id is 'The mailbox it sends from (read.email_accounts); null when spread across the active ones, or for SMS.';
comment on column read.campaigns.spread_across_mailboxes is 'True: sent from every active mailbox of the team, each within its own daily limit.';
comment on column read.campaigns.recipient_filter is 'Who it goes to: {cities, performanceTiers, minListings, minExperience}; empty lists choose everyone.';
comment on column read.campaigns.recipient_count is 'The audience as last counted (saved, scheduled, asked to send), then as fixed when the send started.';
comment on column read.campaigns.sent_count is 'E-mails of the campaign the mailbox server accepted.';
comment on column read.campaigns.open_count is 'E-mails opened at least once (open tracking on, or reported by the sending service).';
comment on column read.campaigns.click_count is 'E-mails with at least one link clicked.';
comment on column read.campaigns.skipped_count is 'E-mails not sent: suppressed or invalid at the moment of sending.';
comment on column read.campaigns.failed_count is 'E-mails refused for good (bounced by the receiving server, or failed).';
comment on column read.campaigns.unknown_count is 'E-mails handed to the server whose answer was never heard (never re-sent).';
comment on column read.campaigns.excluded_count is 'Contacts the filter selected but the send left out when its audience was fixed (suppressed or verified invalid).';
comment on column read.campaigns.ab_test is 'A/B test settings: {variants [{key, subject, content}], testPercent, waitHours, metric, fallback}.';
comment on column read.campaigns.sequence is 'Sequence steps: [{step, content {kind, templateId | subject, content}, delayDays, sendWindow, sameThread}].';
comment on column read.campaigns.send_window is 'When its e-mails may go out in the recipient''s time zone: {days, start, end}; null: any time.';
comment on column read.campaigns.tracking is 'Open and click tracking: {opens, clicks}; off unless turned on.';
comment on column read.campaigns.scheduled_at is 'When it is (or was) scheduled to start.';
comment on column read.campaigns.paused_from is 'While paused: scheduled or sending, what resuming returns to.';
comment on column read.campaigns.sent_at is 'When its send started (its audience fixed, the first e-mails going out).';
comment on column read.campaigns.completed_at is 'When every e-mail of its send had its outcome.';
comment on column read.campaigns.copied_from_id is 'The campaign this one was copied from, if any.';
comment on column read.campaigns.created_at is 'When it was created or copied.';
comment on column read.campaigns.updated_at is 'When anything last happened to it (an edit, a schedule, a pause, the send…).';
comment on column read.campaigns.created_by is 'Who created it: a username, or the process or webhook.';
comment on column read.campaigns.updated_by is 'Who did the last thing to it.';

create table if not exists read.campaign_events (
  event_id uuid primary key,
  campaign_id uuid not null,
  contact_id text,
  message_id uuid,
  type text not null,
  occurred_at timestamptz not null,
  actor_name text,
  reason text,
  metadata jsonb not null
);
create index if not exists campaign_events_campaign_idx on read.campaign_events (campaign_id, occurred_at, event_id);
create index if not exists campaign_events_contact_idx on read.campaign_events (contact_id, occurred_at) where contact_id is not null;
comment on table read.campaign_events is 'Everything that happened to a campaign, oldest first: its own events (created, scheduled, paused, send started…) and each recipient''s e-mail (queued, sent, skipped, failed, bounced, unknown, delivered, opened, clicked, complained, unsubscribed).';
comment on column read.campaign_events.event_id is 'The event in the event store this row comes from.';
comment on column read.campaign_events.campaign_id is 'The campaign (read.campaigns).';
comment on column read.campaign_events.contact_id is 'The recipient contact, for a recipient''s e-mail; null for the campaign''s own events.';
comment on column read.campaign_events.message_id is 'The e-mail (read.outbound_emails, stream outbound-email-{id}), for a recipient''s e-mail.';
comment on column read.campaign_events.type is 'created, copied, updated, scheduled, paused, resumed, cancelled, send_requested, audience_fixed, send_started, send_completed; or for an e-mail queued, sent, skipped, failed, bounced, unknown, delivered, opened, clicked, complained, unsubscribed, dropped, deferred.';
comment on column read.campaign_events.occurred_at is 'When it happened (the spec''s timestamp).';
comment on column read.campaign_events.actor_name is 'Who did it: a username, or the process or webhook.';
comment on column read.campaign_events.reason is 'Why, when the actor said so (or the reason an e-mail was skipped or refused).';
comment on column read.campaign_events.metadata is 'What else the event says: the fields changed, the time scheduled, the audience''s size, the counts, the server''s answer…';

create table if not exists read.campaign_messages (
  message_id uuid primary key,
  campaign_id uuid not null,
  contact_id text,
  email text not null,
  status text not null,
  reason text,
  queued_at timestamptz not null,
  sent_at timestamptz,
  opened_at timestamptz,
  clicked_at timestamptz,
  updated_at timestamptz not null
);
create index if not exists campaign_messages_campaign_idx on read.campaign_messages (campaign_id, status);
comment on table read.campaign_messages is 'Each e-mail a campaign sent or tried to send, one row per recipient and step: its outcome and engagement.';
comment on column read.campaign_messages.message_id is 'The e-mail (stream outbound-email-{id}, read.outbound_emails).';
comment on column read.campaign_messages.campaign_id is 'The campaign (read.campaigns).';
comment on column read.campaign_messages.contact_id is 'The recipient contact, if the e-mail went to one.';
comment on column read.campaign_messages.email is 'The address it went to.';
comment on column read.campaign_messages.status is 'queued, sent, skipped, failed, bounced or unknown.';
comment on column read.campaign_messages.reason is 'Why it was skipped or refused, or the server''s answer.';
comment on column read.campaign_messages.queued_at is 'When the send decided it.';
comment on column read.campaign_messages.sent_at is 'When the mailbox server accepted it.';
comment on column read.campaign_messages.opened_at is 'First open reported.';
comment on column read.campaign_messages.clicked_at is 'First click reported.';
comment on column read.campaign_messages.updated_at is 'When its row last changed.';
