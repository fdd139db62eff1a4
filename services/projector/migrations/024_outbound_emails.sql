create table if not exists read.outbound_emails (
  id uuid primary key,
  to_email text not null,
  to_name text,
  subject text not null,
  body_text text not null,
  body_html text,
  status text not null,
  reason text,
  provider text,
  source text not null,
  campaign_id text,
  contact_id text,
  email_account_id uuid,
  attempts integer not null default 0,
  queued_at timestamptz not null,
  due_at timestamptz not null,
  sent_at timestamptz,
  updated_at timestamptz not null,
  simulated text
);
create index if not exists outbound_emails_newest on read.outbound_emails (queued_at desc, id desc);
create index if not exists outbound_emails_sandbox on read.outbound_emails (queued_at desc, id desc) where email_account_id is null;
create index if not exists outbound_emails_campaign on read.outbound_emails (campaign_id, status) where campaign_id is not null;
comment on table read.outbound_emails is 'Every e-mail the sending engine was asked to send (stream outbound-email-{id}) and what became of it; the sandbox''s simulated ones (no mailbox) with the message as it would have gone out.';
comment on column read.outbound_emails.id is 'The e-mail''s id (its stream id part, and the X-Outreach-Message-Id header).';
comment on column read.outbound_emails.to_email is 'The recipient address.';
comment on column read.outbound_emails.to_name is 'The recipient''s name, when known.';
comment on column read.outbound_emails.subject is 'The subject as queued.';
comment on column read.outbound_emails.body_text is 'The plain-text body as queued (before signature and footer).';
comment on column read.outbound_emails.body_html is 'The HTML body as queued, if any.';
comment on column read.outbound_emails.status is 'queued, deferred, sending, sent, skipped, failed, bounced or unknown.';
comment on column read.outbound_emails.reason is 'Why it was deferred, skipped, failed, bounced or unknown; the mail server''s answer once sent.';
comment on column read.outbound_emails.provider is 'What sent it: smtp, sendgrid or sandbox (simulated).';
comment on column read.outbound_emails.source is 'What queued it: campaign, sequence, test or warmup.';
comment on column read.outbound_emails.campaign_id is 'The campaign it belongs to, if any.';
comment on column read.outbound_emails.contact_id is 'The contact it went to, if it went to one.';
comment on column read.outbound_emails.email_account_id is 'The mailbox it goes out from; null: the sandbox (no mailbox configured).';
comment on column read.outbound_emails.attempts is 'Send attempts started.';
comment on column read.outbound_emails.queued_at is 'When it was queued.';
comment on column read.outbound_emails.due_at is 'When it may go out (queued moment, or the end of the latest deferral).';
comment on column read.outbound_emails.sent_at is 'When the mail server (or the sandbox) took it.';
comment on column read.outbound_emails.updated_at is 'When its latest event happened.';
comment on column read.outbound_emails.simulated is 'The sandbox''s message as it would have gone out (RFC 5322), for the outbox; null for real sends.';
