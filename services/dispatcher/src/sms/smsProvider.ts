/** A text to hand to the provider. */
export interface OutgoingSms {
  to: string;
  body: string;
  /** Where the provider posts delivery statuses (Twilio only); omitted when nobody could reach it. */
  statusCallback?: string | undefined;
}

/**
 * The provider's answer to one send. Accepted: its message id and first status (Twilio answers
 * `queued` or `accepted` and sends no callback for that one). Refused: a readable reason.
 */
export type SmsSendAnswer =
  | { accepted: true; sid: string; status: string; from: string | null }
  | {
      accepted: false;
      error: string;
      /** The provider took nothing for now (too many requests): try again later, not a failure. */
      busy?: boolean;
      /** No answer (it timed out, the connection broke mid-request): it may have gone out, so it is never sent again. */
      unknown?: boolean;
    };

export interface SmsProvider {
  readonly kind: 'twilio' | 'sandbox' | 'unavailable';
  send(message: OutgoingSms): Promise<SmsSendAnswer>;
}

/** Settings exist but cannot be used (the auth token is missing): every send is refused with why. */
export class UnavailableSmsProvider implements SmsProvider {
  readonly kind = 'unavailable';
  constructor(private readonly reason: string) {}
  async send(): Promise<SmsSendAnswer> {
    return { accepted: false, error: this.reason };
  }
}
