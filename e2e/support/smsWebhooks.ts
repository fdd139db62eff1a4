/**
 * Twilio's side of the SMS journeys: texts arriving and delivery status callbacks, posted to the
 * platform's webhooks form-encoded and signed (X-Twilio-Signature over PUBLIC_URL + path) as
 * Twilio would, the way `pnpm sms:inbound` does it: the signing key is read from the platform's
 * database (the stored Twilio auth token, or the sandbox signing secret while no account is set
 * up). serve.ts says where that database is (test-results/e2e-platform-{port}.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { conversationStream, type SmsEvent } from '@outreach/domain';
import { createLogger, createRuntime, loadConfig, type Runtime } from '@outreach/server-kit';
import { loadSmsSettings, webhookSigningKey } from '@outreach/providers';
import { inboundSmsRequest, signedTwilioRequest, twilioSid, type SignedTwilioRequest } from '@outreach/testing';

/** What serve.ts writes for the journeys. */
interface PlatformInfo {
  databaseUrl: string;
  dataDir: string;
  eventstoreUrl: string | null;
  publicUrl: string;
}

/** Our number when no Twilio account is set up (Twilio's magic test number, as `pnpm sms:inbound` uses). */
const SANDBOX_NUMBER = '+15005550006';

function platformInfo(): PlatformInfo {
  const port = process.env.E2E_PORT ?? '3900';
  const file = join(import.meta.dirname, '..', '..', 'test-results', `e2e-platform-${port}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as PlatformInfo;
}

export class SmsWebhooks {
  private readonly runtime: Runtime;
  private readonly publicUrl: string;

  constructor(runtime: Runtime, publicUrl: string) {
    this.runtime = runtime;
    this.publicUrl = publicUrl.replace(/\/+$/, '');
  }

  static async connect(): Promise<SmsWebhooks> {
    const info = platformInfo();
    const config = loadConfig({
      DATABASE_URL: info.databaseUrl,
      DATA_DIR: info.dataDir,
      PUBLIC_URL: info.publicUrl,
      LOG_LEVEL: 'warn',
      ...(info.eventstoreUrl ? { EVENTSTORE_URL: info.eventstoreUrl } : {}),
      ...(process.env.SECRETS_KEY ? { SECRETS_KEY: process.env.SECRETS_KEY } : {}),
    });
    const runtime = await createRuntime(config, {
      name: 'e2e-sms-webhooks',
      databaseUrl: info.databaseUrl,
      allowInProcessBus: true,
      logger: createLogger('warn', 'e2e-sms-webhooks'),
    });
    return new SmsWebhooks(runtime, info.publicUrl);
  }

  close(): Promise<void> {
    return this.runtime.close();
  }

  /** The key the platform checks signatures with right now (read again each time: settings may change it). */
  private async signingKey(): Promise<string> {
    const key = await webhookSigningKey(this.runtime);
    if (!key) throw new Error('Twilio is set up but its auth token is missing: no webhook can be signed');
    return key;
  }

  private async post(request: APIRequestContext, signed: SignedTwilioRequest) {
    return request.post(signed.path, { headers: { 'X-Twilio-Signature': signed.headers['x-twilio-signature'] }, form: signed.params });
  }

  /** A text from `from` arriving (POST /webhooks/twilio/sms); answers its MessageSid once accepted. */
  async inbound(request: APIRequestContext, sms: { from: string; body: string; optOutType?: string; sid?: string }): Promise<string> {
    const settings = await loadSmsSettings(this.runtime.eventStore);
    const sid = sms.sid ?? twilioSid('SM');
    const signed = inboundSmsRequest(`${this.publicUrl}/webhooks/twilio/sms`, await this.signingKey(), {
      from: sms.from,
      to: settings.fromPhone ?? SANDBOX_NUMBER,
      body: sms.body,
      messageSid: sid,
      ...(settings.accountSid ? { accountSid: settings.accountSid } : {}),
      ...(sms.optOutType ? { optOutType: sms.optOutType } : {}),
    });
    const response = await this.post(request, signed);
    expect(response.status(), `inbound webhook: ${await response.text()}`).toBe(200);
    return sid;
  }

  /** Twilio's delivery status callback for a text we sent to `to` (POST /webhooks/twilio/status). */
  async status(request: APIRequestContext, callback: { sid: string; to: string; status: string; errorCode?: string }): Promise<void> {
    const params: Record<string, string> = {
      MessageSid: callback.sid,
      SmsSid: callback.sid,
      MessageStatus: callback.status,
      SmsStatus: callback.status,
      To: callback.to,
      From: (await loadSmsSettings(this.runtime.eventStore)).fromPhone ?? SANDBOX_NUMBER,
      ApiVersion: '2010-04-01',
    };
    if (callback.errorCode) params.ErrorCode = callback.errorCode;
    const response = await this.post(request, signedTwilioRequest(`${this.publicUrl}/webhooks/twilio/status`, await this.signingKey(), params));
    expect(response.status(), `status callback: ${await response.text()}`).toBe(200);
  }

  /**
   * The provider's id (MessageSid) of a text we sent, once the dispatcher has recorded the
   * provider's answer. The API does not show it, so it is read from the conversation's events.
   */
  async providerSid(conversationId: string, messageId: string): Promise<string> {
    let sid: string | undefined;
    await expect
      .poll(
        async () => {
          for await (const e of this.runtime.eventStore.readStream(conversationStream(conversationId))) {
            const event = { type: e.type, data: e.data } as SmsEvent;
            if (event.type === 'SmsSent' && event.data.messageId === messageId) sid = event.data.providerSid;
          }
          return sid;
        },
        { message: `the provider's id of message ${messageId}` },
      )
      .toBeTruthy();
    return sid!;
  }
}

/** `test` with a worker-wide `smsWebhooks` (one connection to the platform's database per worker). */
export const test = base.extend<object, { smsWebhooks: SmsWebhooks }>({
  smsWebhooks: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const webhooks = await SmsWebhooks.connect();
      try {
        await use(webhooks);
      } finally {
        await webhooks.close();
      }
    },
    { scope: 'worker' },
  ],
});
export { expect };
