create table if not exists read.email_verifications (
  email text primary key,
  status text not null,
  sub_status text not null,
  score integer not null,
  is_deliverable boolean not null default false,
  is_free_email boolean not null default false,
  verification_provider text not null,
  verification_response text,
  verified_at timestamptz not null
);
create index if not exists email_verifications_status on read.email_verifications (status);
comment on table read.email_verifications is 'The newest check of each recipient address before a send (EmailAddressVerified, stream email-verification-{address}): syntax, disposable domain, mail servers, role account.';
comment on column read.email_verifications.email is 'The address, lower case.';
comment on column read.email_verifications.status is 'valid (send), risky (deliverable, a role or group address), invalid (skipped) or unknown (DNS could not say; sent unless EMAIL_UNVERIFIED=skip).';
comment on column read.email_verifications.sub_status is 'ok, role_account, syntax, disposable, no_domain, no_mx, null_mx or dns_unreachable.';
comment on column read.email_verifications.score is '0 (will not arrive) to 100 (a person''s mailbox on a domain that takes mail).';
comment on column read.email_verifications.is_deliverable is 'Whether mail to it can arrive (valid or risky).';
comment on column read.email_verifications.is_free_email is 'A free mailbox provider''s domain (gmail.com, …).';
comment on column read.email_verifications.verification_provider is 'Who checked: outreach (our own checks).';
comment on column read.email_verifications.verification_response is 'What was found: the mail servers, or the DNS error.';
comment on column read.email_verifications.verified_at is 'When it was checked; a check is reused for 30 days.';
