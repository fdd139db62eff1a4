create table if not exists read.campaign_ab_test_recipients (
  message_id uuid primary key,
  campaign_id uuid not null,
  contact_id text not null,
  variant text not null
);
create index if not exists campaign_ab_test_recipients_campaign_idx on read.campaign_ab_test_recipients (campaign_id, variant);
comment on table read.campaign_ab_test_recipients is 'Each test recipient of an A/B test''s send and the variant dealt to it (CampaignAbTestAssigned), with the id of the e-mail it gets: joined to read.campaign_messages it gives the variants'' figures so far while the test waits for its decision. The rest of the audience is not here.';
comment on column read.campaign_ab_test_recipients.message_id is 'The test e-mail (read.campaign_messages, stream outbound-email-{id}), the same id for the same campaign and contact.';
comment on column read.campaign_ab_test_recipients.campaign_id is 'The A/B test campaign (read.campaigns).';
comment on column read.campaign_ab_test_recipients.contact_id is 'The test recipient contact.';
comment on column read.campaign_ab_test_recipients.variant is 'The variant it gets: A, B, C or D.';

alter table read.campaign_messages add column if not exists replied_at timestamptz;
comment on column read.campaign_messages.replied_at is 'When the first reply to it was read from the sending mailbox (EmailReplied), if one was.';

comment on column read.campaigns.ab_test_result is 'An A/B test''s send: {testPercent, testRecipients, restRecipients, decideAt, variants: [{variant, recipients, sent, conversions, rate, confidence}], decision: null until decided, then {decidedAt, metric, leader, winner (null: no significant winner), significant, confidence, pValue, rule (significant-winner, first-variant, best-observed, hold), restVariant, heldBack}}; null for other campaigns and before the test starts. The variants'' sent, conversions, rate and confidence are the decision''s (null until then); the figures so far while the test waits come from read.campaign_ab_test_recipients and read.campaign_messages.';
