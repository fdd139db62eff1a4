import type twilio from 'twilio';
import type { OutgoingSms, SmsProvider, SmsSendAnswer } from './smsProvider.ts';
import { createTwilioClient, twilioErrorMessage } from '@outreach/providers';

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  fromPhone: string;
}

/** Sends through the twilio SDK from the configured number. */
export class TwilioSmsProvider implements SmsProvider {
  readonly kind = 'twilio';
  readonly #client: twilio.Twilio;
  readonly #from: string;
  constructor(account: TwilioAccount, apiUrl?: string) {
    this.#client = createTwilioClient(account.accountSid, account.authToken, { apiUrl, timeoutMs: 15_000, retries429: 3 });
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
      return { accepted: false, error: twilioErrorMessage(error, 'Twilio did not answer in time; the text may or may not have gone out') };
    }
  }
}
