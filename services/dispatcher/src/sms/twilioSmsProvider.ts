import type twilio from 'twilio';
import type { OutgoingSms, SmsProvider, SmsSendAnswer } from './smsProvider.ts';
import { createTwilioClient } from './twilioClient.ts';

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  fromPhone: string;
}

/** Twilio's error answer ({code, message, status}) or a failure to reach it, in words. */
export function twilioErrorMessage(error: unknown): string {
  const e = error as { status?: unknown; code?: unknown; message?: unknown; moreInfo?: unknown } | null;
  if (e && typeof e.status === 'number') {
    const message = typeof e.message === 'string' && e.message ? e.message : `Twilio answered HTTP ${e.status}`;
    return typeof e.code === 'number' || typeof e.code === 'string' ? `${message} (Twilio error ${e.code})` : message;
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return 'Twilio did not answer in time; the text may or may not have gone out';
  const text = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
  return `Could not reach Twilio (${text})`;
}

/** Sends through the twilio SDK from the configured number. */
export class TwilioSmsProvider implements SmsProvider {
  readonly kind = 'twilio';
  readonly #client: twilio.Twilio;
  readonly #from: string;
  constructor(account: TwilioAccount, apiUrl?: string) {
    this.#client = createTwilioClient(account.accountSid, account.authToken, apiUrl);
    this.#from = account.fromPhone;
  }
  async send(message: OutgoingSms): Promise<SmsSendAnswer> {
    try {
      const sent = await this.#client.messages.create({
        to: message.to,
        from: this.#from,
        body: message.body,
        ...(message.statusCallback ? { statusCallback: message.statusCallback } : {}),
      });
      if (!sent.sid) return { accepted: false, error: 'Twilio gave no message id' };
      return { accepted: true, sid: sent.sid, status: sent.status ?? 'queued', from: sent.from ?? this.#from };
    } catch (error) {
      return { accepted: false, error: twilioErrorMessage(error) };
    }
  }
}
