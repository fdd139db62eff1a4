create table if not exists read.email_deliverability_logs (
  event_id uuid primary key,
  provider text not null,
  provider_event_id text not null,
  campaign_id text,
  message_id text,
  contact_email text not null,
  from_domain text,
  status text not null,
  bounce_type text,
  bounce_reason text,
  provider_response text,
  "timestamp" timestamptz not null,
  metadata jsonb not null,
  recorded_at timestamptz not null,
  constraint email_deliverability_logs_provider_event unique (provider, provider_event_id)
);
create index if not exists email_deliverability_logs_contact_email on read.email_deliverability_logs (contact_email, "timestamp" desc);
create index if not exists email_deliverability_logs_campaign on read.email_deliverability_logs (campaign_id, status) where campaign_id is not null;
create index if not exists email_deliverability_logs_timestamp on read.email_deliverability_logs ("timestamp" desc);
comment on table read.email_deliverability_logs is 'What became of each e-mail we sent, as the providers report it (SendGrid and Mailgun event webhooks): one row per provider event, each kept once however often it was reported.';
comment on column read.email_deliverability_logs.event_id is 'Id of the EmailDeliveryReported event (stream email-delivery-{address}); derived from provider and provider event id.';
comment on column read.email_deliverability_logs.provider is 'Who reported it: sendgrid, mailgun or smtp.';
comment on column read.email_deliverability_logs.provider_event_id is 'The provider''s own id of the event (SendGrid sg_event_id, Mailgun id); unique per provider.';
comment on column read.email_deliverability_logs.campaign_id is 'The campaign the e-mail belonged to (its outreach_campaign_id custom argument), if any.';
comment on column read.email_deliverability_logs.message_id is 'Our id of the e-mail (its outreach_message_id custom argument), if it was one we sent with it.';
comment on column read.email_deliverability_logs.contact_email is 'The recipient address, lower case.';
comment on column read.email_deliverability_logs.from_domain is 'Domain of the sending address, when the e-mail is known (null while providers do not report it).';
comment on column read.email_deliverability_logs.status is 'delivered, bounced, deferred, dropped, complained, unsubscribed, opened or clicked.';
comment on column read.email_deliverability_logs.bounce_type is 'For bounced: hard (permanent, the address is dead) or soft (temporary); null otherwise.';
comment on column read.email_deliverability_logs.bounce_reason is 'Why, in the provider''s words: the bounce or drop reason, the deferral response, the unsubscribe group, the clicked link.';
comment on column read.email_deliverability_logs.provider_response is 'What the recipient''s server answered (SMTP response or status code), when the provider passed it on.';
comment on column read.email_deliverability_logs."timestamp" is 'When it happened, by the provider''s clock.';
comment on column read.email_deliverability_logs.metadata is 'Who recorded it and when: actor (the webhook), occurredAt (when we received it), requestId and correlationId.';
comment on column read.email_deliverability_logs.recorded_at is 'When the report was stored in the event store.';
