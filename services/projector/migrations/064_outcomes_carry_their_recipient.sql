-- An e-mail's outcome (EmailSent, EmailBounced, EmailFailed for good, EmailOutcomeUnknown) carries
-- the contact, campaign, address and mailbox it was queued with. What folds outcomes no longer
-- keeps every queued e-mail until its outcome comes: an outcome recorded before outcomes carried
-- them is read with its EmailQueued from the event store.

-- A contact's e-mails sent are counted from EmailSent alone.
drop table if exists read.contact_outbound_emails;

-- The deliverability log keeps an e-mail from its outcome on, for the providers' reports naming it.
comment on table read.email_deliverability_messages is 'Each e-mail the sending engine recorded an outcome of (sent, bounced, failed for good, unknown): its campaign, recipient and the domain it went out from, for the providers'' later reports naming it.';
comment on column read.email_deliverability_messages.from_domain is 'Domain of the sending address as it was when its outcome was recorded (outreach.invalid for the sandbox).';
