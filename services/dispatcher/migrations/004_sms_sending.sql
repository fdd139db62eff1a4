create table if not exists dispatcher.sms_rate_slots (
  from_number text primary key,
  next_slot_at timestamptz not null,
  last_sent_at timestamptz,
  updated_at timestamptz not null default now()
);
comment on table dispatcher.sms_rate_slots is 'The send rate of each Twilio number (TWILIO_MESSAGES_PER_SECOND): texts are spaced by 1 s / rate; a text that comes early is given the next free slot and deferred to it, and the moment of every send is taken here so that no two go out closer than the spacing.';
comment on column dispatcher.sms_rate_slots.from_number is 'The sending number (E.164), as the SMS settings give it.';
comment on column dispatcher.sms_rate_slots.next_slot_at is 'The earliest moment a text not yet holding a slot may be given: one spacing after the last slot handed out.';
comment on column dispatcher.sms_rate_slots.last_sent_at is 'When the latest text of this number was handed to Twilio (or is about to be): the next goes one spacing later at the earliest.';
comment on column dispatcher.sms_rate_slots.updated_at is 'When a slot or a send moment was last taken.';

-- The SMS engine's reactor takes over from the dispatch handler that sent texts before it: it starts
-- where that handler stopped, so texts it already handled are not looked at again.
insert into runner.checkpoints (name, position_commit, position_prepare, updated_at)
select 'sms-due', position_commit, position_prepare, now() from runner.checkpoints where name = 'sendSms'
on conflict (name) do nothing;
