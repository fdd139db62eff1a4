-- Every event paid for a row of read.stream_summaries and for three indexes of read.audit_trail that
-- no query reads (the audit routes read one stream's events by stream_id). They are made again,
-- and rebuilt from the events, when a question asks for them.
drop table if exists read.stream_summaries;
delete from projector.checkpoints where name = 'streamSummaries';
drop index if exists read.audit_trail_category_time_idx;
drop index if exists read.audit_trail_actor_time_idx;
drop index if exists read.audit_trail_correlation_idx;
