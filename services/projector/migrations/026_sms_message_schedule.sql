alter table read.sms_messages add column if not exists scheduled_for timestamptz;
alter table read.sms_messages add column if not exists scheduled_reason text;
comment on column read.sms_messages.scheduled_for is 'For a text the sending engine held back: when it goes out (the end of the latest deferral); null for texts never held.';
comment on column read.sms_messages.scheduled_reason is 'Why the text was held back the latest time (the recipient''s quiet hours in their zone, or the sending number''s rate).';
comment on column read.sms_messages.status is 'Outbound: requested, scheduled (held back until scheduled_for), sending (handed to the provider, answer awaited), then the provider''s queued, sent, delivered or undelivered, or failed, or unknown (the sender stopped before hearing the provider: never re-sent); inbound: received. Never moves backwards.';
comment on column read.sms_messages.kind is 'For outbound: reply, direct, test or campaign.';
