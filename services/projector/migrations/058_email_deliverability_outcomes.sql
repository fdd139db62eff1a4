-- The deliverability log holds, beside the providers' reports, the outcome our own sending engine
-- recorded for each e-mail (the mail server's answer: accepted, a bounce at RCPT or DATA, a
-- permanent failure, an unknown outcome), each with the domain it went out from.
create table if not exists read.email_deliverability_mailboxes (
  email_account_id text primary key,
  from_email text not null,
  from_domain text
);
comment on table read.email_deliverability_mailboxes is 'The mailboxes e-mails go out from (EmailAccountAdded, EmailAccountUpdated), with their sending address as last set: the domain each e-mail of the deliverability log was sent from.';
comment on column read.email_deliverability_mailboxes.email_account_id is 'The mailbox (stream email-account-{id}).';
comment on column read.email_deliverability_mailboxes.from_email is 'The address its e-mails go out from, as last set.';
comment on column read.email_deliverability_mailboxes.from_domain is 'The domain of that address, lower case.';

create table if not exists read.email_deliverability_messages (
  message_id text primary key,
  campaign_id text,
  contact_email text not null,
  email_account_id text,
  from_domain text
);
comment on table read.email_deliverability_messages is 'Each e-mail the sending engine was asked to send (EmailQueued): its campaign, recipient and the domain it goes out from, for the rows of the deliverability log about it (its outcome, and the providers'' later reports naming it).';
comment on column read.email_deliverability_messages.message_id is 'The e-mail (stream outbound-email-{id}).';
comment on column read.email_deliverability_messages.campaign_id is 'The campaign it belongs to, if any.';
comment on column read.email_deliverability_messages.contact_email is 'The recipient address, lower case.';
comment on column read.email_deliverability_messages.email_account_id is 'The mailbox it goes out from; null: no mailbox is configured and the sandbox simulates the send.';
comment on column read.email_deliverability_messages.from_domain is 'Domain of the sending address: the mailbox''s when it was queued, then as it was when its outcome was recorded (outreach.invalid for the sandbox).';

create index if not exists email_deliverability_logs_from_domain on read.email_deliverability_logs (from_domain, "timestamp" desc) where from_domain is not null;

comment on table read.email_deliverability_logs is 'What became of each e-mail we sent: one row per provider event the sending services reported (SendGrid and Mailgun event webhooks), each kept once however often it was reported, and one row per final outcome our sending engine recorded (sent: the recipient''s mail server accepted it; bounced: it refused the recipient; failed for good; unknown).';
comment on column read.email_deliverability_logs.event_id is 'Id of the event the row comes from: EmailDeliveryReported (stream email-delivery-{address}; derived from provider and provider event id), or EmailSent, EmailBounced, EmailFailed or EmailOutcomeUnknown (stream outbound-email-{message id}).';
comment on column read.email_deliverability_logs.provider is 'Who reported it: sendgrid or mailgun (their webhooks); smtp for the sending engine''s own send through the mailbox''s mail server; sandbox for an e-mail simulated because no mailbox is configured.';
comment on column read.email_deliverability_logs.provider_event_id is 'The provider''s own id of the event (SendGrid sg_event_id, Mailgun id), unique per provider; for the sending engine''s outcomes, the event id.';
comment on column read.email_deliverability_logs.campaign_id is 'The campaign the e-mail belonged to (as the provider reported it, else as it was queued), if any.';
comment on column read.email_deliverability_logs.message_id is 'Our id of the e-mail, when the row is about one we sent (provider reports: its outreach_message_id custom argument).';
comment on column read.email_deliverability_logs.from_domain is 'Domain of the sending address (lower case): the mailbox the e-mail went out from; null for a provider report naming no e-mail of ours.';
comment on column read.email_deliverability_logs.status is 'Provider reports: delivered, bounced, deferred, dropped, complained, unsubscribed, opened or clicked. The sending engine''s outcomes: sent, bounced (the recipient refused at RCPT or DATA), failed (for good) or unknown (the connection broke before the server answered).';
comment on column read.email_deliverability_logs.bounce_reason is 'Why, in the provider''s words: the bounce or drop reason, the deferral response, the unsubscribe group, the clicked link; for the sending engine''s bounces and failures the mail server''s answer, for an unknown outcome why it is unknown.';
comment on column read.email_deliverability_logs.provider_response is 'What the recipient''s server answered (SMTP response or status code), when the provider passed it on or our mail server answered the send.';
comment on column read.email_deliverability_logs."timestamp" is 'When it happened: by the provider''s clock for its reports, when the sending engine recorded it for its outcomes.';
comment on column read.email_deliverability_logs.metadata is 'Who recorded it and when: actor (the webhook, or the dispatcher), occurredAt (when we received or recorded it), requestId and correlationId.';
comment on column read.email_deliverability_logs.recorded_at is 'When the event was stored in the event store.';
