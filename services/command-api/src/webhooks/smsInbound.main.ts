/**
 * `pnpm sms:inbound --from +15125550142 --body "Sounds good, call me"`: a text arriving, as
 * Twilio would post it to the running platform: form-encoded and signed (X-Twilio-Signature)
 * for PUBLIC_URL/webhooks/twilio/sms with the stored Twilio auth token, or with the sandbox
 * signing secret while no Twilio account is set up.
 *
 * The key is read from the platform's database while it runs: DATABASE_URL, else the embedded
 * PostgreSQL of DATA_DIR (its port is in DATA_DIR/postgres.port; it takes other connections while
 * `pnpm start` holds it). SECRETS_KEY / DATA_DIR/secrets-key decrypts it.
 *
 * Options: --to (our number; default the configured one), --sid (MessageSid; repeat one to see
 * it accepted once), --opt-out-type (STOP, START, HELP as Twilio's Advanced Opt-Out sets it),
 * --target (post there instead of PUBLIC_URL, still signed for PUBLIC_URL).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createEventStore } from '@outreach/event-store';
import { ConfigError, createPgPool, loadConfig, loadKeys } from '@outreach/server-kit';
import { loadSmsSettings, webhookSigningKey } from '@outreach/providers';
import twilio from 'twilio';
import { signedUrl } from './twilioSignature.ts';

const USAGE = 'usage: pnpm sms:inbound --from +15125550142 --body "text" [--to +1…] [--sid SM…] [--opt-out-type STOP] [--target http://…]';

function databaseUrl(config: ReturnType<typeof loadConfig>): string {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  const portFile = join(resolve(config.DATA_DIR), 'postgres.port');
  if (!existsSync(portFile)) throw new Error(`No database found: start the platform (pnpm start) or set DATABASE_URL (looked for ${portFile})`);
  const port = Number(readFileSync(portFile, 'utf8').trim());
  return `postgres://postgres:postgres@127.0.0.1:${port}/outreach`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      body: { type: 'string' },
      to: { type: 'string' },
      sid: { type: 'string' },
      'opt-out-type': { type: 'string' },
      target: { type: 'string' },
    },
    allowPositionals: false,
  });
  if (!values.from || values.body === undefined) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const pool = createPgPool(databaseUrl(config), 2, 'sms-inbound');
  const eventStore = await createEventStore({ pool, eventstoreUrl: config.EVENTSTORE_URL });
  try {
    const keys = await loadKeys(config);
    const sources = { eventStore, pg: pool, keys };
    const key = await webhookSigningKey(sources);
    if (!key) throw new Error('Twilio is set up but its auth token is missing: save the SMS settings again');
    const settings = await loadSmsSettings(eventStore);
    const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT ?? 3000}`;
    const url = signedUrl(publicUrl, '/webhooks/twilio/sms');
    const sid = values.sid ?? `SM${randomBytes(16).toString('hex')}`;
    const params: Record<string, string> = {
      ToCountry: 'US',
      SmsMessageSid: sid,
      NumMedia: '0',
      SmsSid: sid,
      SmsStatus: 'received',
      Body: values.body,
      To: values.to ?? settings.fromPhone ?? '+15005550006',
      NumSegments: '1',
      MessageSid: sid,
      AccountSid: settings.accountSid ?? `AC${'0'.repeat(32)}`,
      From: values.from,
      ApiVersion: '2010-04-01',
    };
    if (values['opt-out-type']) params.OptOutType = values['opt-out-type'];
    const target = values.target ? signedUrl(values.target, '/webhooks/twilio/sms') : url;
    console.log(`POST ${target}${target === url ? '' : ` (signed for ${url})`}`);
    console.log(`  ${settings.configured ? 'signed with the Twilio auth token' : 'signed with the sandbox signing secret'}`);
    console.log(`  From=${params.From} To=${params.To} MessageSid=${sid}${params.OptOutType ? ` OptOutType=${params.OptOutType}` : ''}`);
    console.log(`  Body=${JSON.stringify(params.Body)}`);
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilio.getExpectedTwilioSignature(key, url, params) },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(30_000),
    });
    console.log(`${res.status} ${res.statusText}: ${await res.text()}`);
    return res.ok ? 0 : 1;
  } finally {
    await eventStore.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `sms:inbound: ${(error as Error).message}`);
  process.exitCode = 1;
}
