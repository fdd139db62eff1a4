import { createHash } from 'node:crypto';
import type { Runtime } from '@outreach/server-kit';
import { loadSmsCredentials, type SmsCredentials } from '@outreach/providers';
import { SandboxSmsProvider } from './sandboxSmsProvider.ts';
import { UnavailableSmsProvider, type SmsProvider } from './smsProvider.ts';
import { TwilioSmsProvider } from './twilioSmsProvider.ts';

export interface CurrentSmsProvider {
  provider: SmsProvider;
  credentials: SmsCredentials;
}

const sandbox = new SandboxSmsProvider();
let cached: { key: string; provider: TwilioSmsProvider } | undefined;

/**
 * The provider texts go out through now, from the stored settings (read at every send, so a
 * change applies to the next text): Twilio with the decrypted token, else the sandbox. The
 * Twilio client is kept while the settings stay the same.
 */
export async function currentSmsProvider(runtime: Pick<Runtime, 'eventStore' | 'pg' | 'keys' | 'config'>): Promise<CurrentSmsProvider> {
  const credentials = await loadSmsCredentials(runtime);
  if (credentials.provider === 'sandbox') {
    return { credentials, provider: credentials.problem ? new UnavailableSmsProvider(credentials.problem) : sandbox };
  }
  const apiUrl = runtime.config.TWILIO_API_URL;
  const key = createHash('sha256').update(JSON.stringify([credentials.accountSid, credentials.authToken, credentials.fromPhone, apiUrl ?? ''])).digest('hex');
  if (cached?.key !== key) cached = { key, provider: new TwilioSmsProvider(credentials, apiUrl) };
  return { credentials, provider: cached.provider };
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * Where Twilio posts delivery statuses: `${PUBLIC_URL}/webhooks/twilio/status`. Undefined when
 * the public address is a loopback one (PUBLIC_URL unset on a developer machine): Twilio could
 * never reach it, so none is given and statuses stop at Twilio's first answer.
 */
export function statusCallbackUrl(config: Pick<Runtime['config'], 'PUBLIC_URL' | 'PORT'>): string | undefined {
  const base = new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT ?? 3000}`);
  if (LOOPBACK.test(base.hostname)) return undefined;
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}/webhooks/twilio/status`;
}
