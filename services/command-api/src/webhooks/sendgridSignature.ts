import { EventWebhook } from '@sendgrid/eventwebhook';

/** The headers SendGrid's Signed Event Webhook signs with. */
export const SENDGRID_SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const SENDGRID_TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

const eventWebhook = new EventWebhook();

export type SendgridVerificationKey = ReturnType<EventWebhook['convertPublicKeyToECDSA']>;

/**
 * The verification key SendGrid shows under Mail Settings → Signed Event Webhook (base64 DER of an
 * ECDSA P-256 public key), or undefined when it is not one.
 */
export function sendgridVerificationKey(publicKey: string): SendgridVerificationKey | undefined {
  try {
    return eventWebhook.convertPublicKeyToECDSA(publicKey.trim());
  } catch {
    return undefined;
  }
}

/**
 * Whether SendGrid signed this body at this timestamp: ECDSA over timestamp + raw body, checked by
 * SendGrid's own library. A missing, malformed or wrong signature is false, never an error.
 */
export function validSendgridSignature(key: SendgridVerificationKey, rawBody: Buffer, signature: unknown, timestamp: unknown): boolean {
  if (typeof signature !== 'string' || signature === '' || typeof timestamp !== 'string' || timestamp === '') return false;
  try {
    return eventWebhook.verifySignature(key, rawBody, signature, timestamp);
  } catch {
    return false;
  }
}
