-- What a contact's e-mails show on the contact: the e-mails the sending engine sent it (campaigns,
-- sequences) counted with the ones marked sent by hand, and the newest check of its address
-- (spec part 2 §3: emailVerificationStatus, emailVerificationSubStatus, emailVerificationScore,
-- emailVerifiedAt, isEmailDeliverable, isFreeEmail).
alter table read.contacts
  add column if not exists email_verification_status text,
  add column if not exists email_verification_sub_status text,
  add column if not exists email_verification_score integer,
  add column if not exists email_verified_at timestamptz,
  add column if not exists is_email_deliverable boolean,
  add column if not exists is_free_email boolean;
comment on column read.contacts.email_verification_status is 'The newest check of the contact''s address (EmailAddressVerified): valid, risky, invalid or unknown; null until it is checked (and again after the address changes).';
comment on column read.contacts.email_verification_sub_status is 'What that check found: ok, role_account, syntax, disposable, no_domain, no_mx, null_mx or dns_unreachable.';
comment on column read.contacts.email_verification_score is 'That check''s score: 0 (will not arrive) to 100.';
comment on column read.contacts.email_verified_at is 'When the address was last checked.';
comment on column read.contacts.is_email_deliverable is 'Whether mail to the address can arrive (valid or risky), as last checked.';
comment on column read.contacts.is_free_email is 'Whether the address is at a free mailbox provider (gmail.com, …), as last checked.';
comment on column read.contacts.last_email_sent is 'When an e-mail was last marked sent, or sent to the contact by the sending engine (campaigns, sequences).';
comment on column read.contacts.emails_sent_count is 'E-mails marked sent plus e-mails the sending engine sent to the contact.';
comment on table read.communications is 'E-mails and texts sent to contacts, one row each: marked sent by hand, or e-mails the sending engine sent to a contact.';

-- A contact's address is looked up when a check of it is recorded, whatever the contact's status.
create index if not exists contacts_email_idx on read.contacts (email) where email is not null;

create table if not exists read.contact_outbound_emails (
  message_id text primary key,
  contact_id uuid not null
);
comment on table read.contact_outbound_emails is 'E-mails queued to a contact (EmailQueued with a contact) that have no outcome yet: which contact a sent e-mail counts for. A row goes when its e-mail is sent, skipped, failed for good, bounced or its outcome is unknown.';
comment on column read.contact_outbound_emails.message_id is 'The e-mail (stream outbound-email-{id}).';
comment on column read.contact_outbound_emails.contact_id is 'The contact it goes to.';
