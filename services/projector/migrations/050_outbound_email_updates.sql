-- The sending engine updates each e-mail's row a few times (sending, sent, delivered or bounced).
-- No index holds what those updates change, and each page keeps room for new row versions, so the
-- updates are heap-only (HOT): no new entry in any of the table's indexes for each of them. A
-- campaign's e-mails are listed newest first, which this index gives without a sort.
drop index if exists read.outbound_emails_campaign;
create index if not exists outbound_emails_campaign_newest on read.outbound_emails (campaign_id, queued_at desc, id desc) where campaign_id is not null;
alter table read.outbound_emails set (fillfactor = 70);
