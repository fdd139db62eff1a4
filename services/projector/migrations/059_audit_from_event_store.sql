-- The audit routes and a contact's history read a record's events from the event store itself,
-- which keeps every event with its actor, time and reason, and is never behind a write.
-- read.audit_trail was a second copy of every event, written again for each one.
drop table if exists read.audit_trail;
delete from projector.checkpoints where name = 'auditTrail';
comment on table read.company_profiles is 'The team''s company profile that the AI generators write from (one row, absent until first saved; the history of every save is the event store''s stream company-profile).';
