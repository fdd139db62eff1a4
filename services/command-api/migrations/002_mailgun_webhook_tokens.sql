create table if not exists command.mailgun_webhook_tokens (
  token text primary key,
  body_sha256 text not null,
  seen_at timestamptz not null
);
create index if not exists mailgun_webhook_tokens_seen_at on command.mailgun_webhook_tokens (seen_at);
comment on table command.mailgun_webhook_tokens is 'Tokens of signed Mailgun webhooks seen in the last hour: a token is good for the one body first posted with it (replays with another body are refused).';
comment on column command.mailgun_webhook_tokens.token is 'The token of the webhook''s signature block.';
comment on column command.mailgun_webhook_tokens.body_sha256 is 'SHA-256 (hex) of the raw body first posted with the token.';
comment on column command.mailgun_webhook_tokens.seen_at is 'When the token was first seen (rows older than an hour are removed).';
