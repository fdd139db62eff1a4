import { randomBytes } from 'node:crypto';
import type { SmsProvider, SmsSendAnswer } from './smsProvider.ts';

/**
 * No Twilio account set up: nothing leaves the machine. The send is accepted as `sent` with a
 * made-up Twilio-shaped id, and the handler records it delivered right after.
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly kind = 'sandbox';
  async send(): Promise<SmsSendAnswer> {
    return { accepted: true, sid: `SM${randomBytes(16).toString('hex')}`, status: 'sent', from: null };
  }
}
