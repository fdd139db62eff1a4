import { describe, it } from 'vitest';
import { iso, projectionSpec, specTime } from '../projectionSpec.ts';
import { smsSettings } from './smsSettings.ts';

const spec = projectionSpec(smsSettings);

const changed = (accountSid: string, helpText: string | null) => ({
  type: 'SmsSettingsChanged',
  data: { accountSid, fromPhone: '+15125550100', helpText, authTokenChanged: true },
});
const query = `select provider, account_sid, from_phone, auth_token_set, help_text, ${iso('updated_at')} as updated_at from read.sms_settings`;

describe('smsSettings projection', () => {
  it('shows nothing until settings are saved (the sandbox)', async () => {
    await spec.given([]).then(query, []);
  });

  it('keeps one row: Twilio with the latest account, number and help text, the token only as set', async () => {
    await spec.given([changed('AC1', 'Reply STOP'), changed('AC2', null)]).then(query, [
      { provider: 'twilio', account_sid: 'AC2', from_phone: '+15125550100', auth_token_set: true, help_text: null, updated_at: specTime(1) },
    ]);
  });

  it('goes back to the sandbox when removed, keeping the help text, and to Twilio when saved again', async () => {
    await spec.given([changed('AC1', 'Reply STOP'), { type: 'SmsSettingsRemoved', data: {} }]).then(query, [
      { provider: 'sandbox', account_sid: null, from_phone: null, auth_token_set: false, help_text: 'Reply STOP', updated_at: specTime(1) },
    ]);
    await spec.given([changed('AC1', 'Reply STOP'), { type: 'SmsSettingsRemoved', data: {} }, changed('AC3', 'Help')]).then(query, [
      { provider: 'twilio', account_sid: 'AC3', from_phone: '+15125550100', auth_token_set: true, help_text: 'Help', updated_at: specTime(2) },
    ]);
  });
});
