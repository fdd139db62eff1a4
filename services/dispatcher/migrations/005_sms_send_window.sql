create table if not exists dispatcher.sms_send_window (
  id bigserial primary key,
  from_number text not null,
  sent_at timestamptz not null,
  answered_at timestamptz
);
create index if not exists sms_send_window_from_number_sent_at_idx on dispatcher.sms_send_window (from_number, sent_at);
comment on table dispatcher.sms_send_window is 'The texts each Twilio number handed over in the last hour, with when Twilio answered: a text goes out only while fewer than the number''s limit may have reached Twilio within the last second (a text reaches Twilio after it went and before its answer), so that no second at Twilio holds more than the limit, whatever the delays on the way; the round trips of the latest answered ones set the spacing of the number''s texts.';
comment on column dispatcher.sms_send_window.from_number is 'The sending number (E.164), as the SMS settings give it.';
comment on column dispatcher.sms_send_window.sent_at is 'When the text was let go (database clock), right before it was handed to Twilio.';
comment on column dispatcher.sms_send_window.answered_at is 'No earlier than Twilio''s answer (or the failure to reach it) came back (database clock); empty while the send is under way, or when the sender died before it heard the answer (then the text counts as reaching Twilio up to two minutes after it went).';
