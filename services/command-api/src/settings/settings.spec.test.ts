import { SMS_SETTINGS_STREAM, SYSTEM_SETTINGS_STREAM } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { commandApiSpec, expectProblem, requestMetadata } from '../commandApiSpec.ts';

const api = commandApiSpec('settings');

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'a-twilio-auth-token-0001';

describe('settings commands', () => {
  it('records a change of the team’s time zone with its reason, beside what it replaced; the same settings again record nothing', async () => {
    const answer = await api.when({ method: 'PUT', url: '/api/settings/system', payload: { timezone: 'et', autoUnsubscribe: false, reason: 'Team moved to New York' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, timezone: 'et', autoUnsubscribe: false });
    expect(answer.events).toEqual([
      {
        streamId: SYSTEM_SETTINGS_STREAM,
        type: 'SystemSettingsChanged',
        data: { timezone: 'et', autoUnsubscribe: false, previous: { timezone: 'pt', autoUnsubscribe: true } },
        metadata: requestMetadata(api.actor(), { reason: 'Team moved to New York' }),
      },
    ]);
    const again = await api.when({ method: 'PUT', url: '/api/settings/system', payload: { timezone: 'et', autoUnsubscribe: false } });
    expect(again.status).toBe(200);
    expect(again.events).toEqual([]);
  });

  it('refuses a time zone it does not know', async () => {
    expectProblem(await api.when({ method: 'PUT', url: '/api/settings/system', payload: { timezone: 'gmt', autoUnsubscribe: true } }), 400, /Time zone must be pt, mt, ct or et/);
  });

  it('saves the Twilio account with the from number in E.164 and records that the token changed, never the token', async () => {
    expectProblem(await api.when({ method: 'PUT', url: '/api/settings/sms', payload: { accountSid: SID, fromPhone: '+15125550100' } }), 400, 'Auth token is required');
    const answer = await api.when({ method: 'PUT', url: '/api/settings/sms', payload: { accountSid: SID, authToken: TOKEN, fromPhone: '(512) 555-0100', helpText: 'Reply STOP to opt out' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ provider: 'twilio', accountSid: SID, fromPhone: '+15125550100', authTokenSet: true });
    expect(answer.events).toHaveLength(1);
    expect(answer.events[0]).toMatchObject({ streamId: SMS_SETTINGS_STREAM, type: 'SmsSettingsChanged', data: { accountSid: SID, fromPhone: '+15125550100', authTokenChanged: true } });
    expect(answer.events[0]!.metadata).toEqual(requestMetadata(api.actor()));
    expect(JSON.stringify(answer.events)).not.toContain(TOKEN);
  });

  it('refuses a from number that is not a phone number', async () => {
    expectProblem(
      await api.when({ method: 'PUT', url: '/api/settings/sms', payload: { accountSid: SID, fromPhone: 'not a phone' } }),
      400,
      'Please enter the from phone number with its country code, e.g. +15125550142',
    );
  });

  it('goes back to the sandbox when the settings are removed', async () => {
    const answer = await api.when({ method: 'DELETE', url: '/api/settings/sms' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ provider: 'sandbox', authTokenSet: false });
    expect(answer.events).toEqual([{ streamId: SMS_SETTINGS_STREAM, type: 'SmsSettingsRemoved', data: {}, metadata: requestMetadata(api.actor()) }]);
  });
});
