import { SMS_SETTINGS_STREAM } from '@outreach/domain';
import { TWILIO_AUTH_TOKEN_SECRET } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';
import { putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { testEvent } from '@outreach/testing';

/** Twilio set up as a user saves it in Settings: the account and number recorded, the auth token in the secret store. */
export async function useTwilioAccount(runtime: Runtime, account: { accountSid: string; authToken: string; fromPhone: string }): Promise<void> {
  await runtime.eventStore.appendToStream(
    SMS_SETTINGS_STREAM,
    [testEvent('SmsSettingsChanged', { accountSid: account.accountSid, fromPhone: account.fromPhone, helpText: null, authTokenChanged: true })],
    { expectedRevision: 'any' },
  );
  await putSecret(runtime.pg, runtime.keys.secretsKey, TWILIO_AUTH_TOKEN_SECRET, account.authToken);
}
