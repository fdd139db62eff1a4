import type twilio from 'twilio';
import type { OutgoingSms, SmsProvider, SmsSendAnswer } from './smsProvider.ts';
import { createTwilioClient, twilioErrorMessage } from '@outreach/providers';

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  fromPhone: string;
}

/**
 * The request reached Twilio, or may have, and no answer came back (it timed out, the connection was
 * reset or hung up): the text may have been taken. A connection refused or a name not found never
 * reached it.
 */
const NO_ANSWER = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ECONNRESET', 'EPIPE', 'ERR_SOCKET_CONNECTION_TIMEOUT']);

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
      const e = error as { status?: unknown; code?: unknown };
      const said = twilioErrorMessage(error, 'Twilio did not answer in time');
      // 429 (after the SDK's own retries): Twilio took nothing, so the text is simply tried later.
      if (e.status === 429) return { accepted: false, error: said, busy: true };
      if (typeof e.status !== 'number' && typeof e.code === 'string' && NO_ANSWER.has(e.code)) return { accepted: false, error: said, unknown: true };
      return { accepted: false, error: said };
    }
  }
}
