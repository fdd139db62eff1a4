-- A campaign's e-mails change status as they go (queued, sent, …): read.campaign_messages is no
-- longer indexed on the status, so that each change is a heap-only update (no new entry in any
-- index). A projector batch changes the e-mails of a whole page at once (sends go in queue order),
-- so each page keeps more than half its room for their new versions (which gain the time sent).
-- Its index is now the order the recipients page lists a campaign's e-mails in (queued, then id),
-- which pages by it directly; the counts by status read the campaign's rows through it.
create index if not exists campaign_messages_campaign_order_idx on read.campaign_messages (campaign_id, queued_at, message_id);
drop index if exists read.campaign_messages_campaign_idx;
alter table read.campaign_messages set (fillfactor = 45);

-- One e-mail's timeline (the recipient's outcome on the campaign page) is read by the e-mail, in
-- order, not found among every event of its campaign. No route reads a contact's campaign events
-- from this table (a contact's history reads read.outbound_emails): that index goes.
create index if not exists campaign_events_message_order_idx on read.campaign_events (message_id, occurred_at, commit_position, prepare_position)
  where message_id is not null;
drop index if exists read.campaign_events_contact_idx;
