import { describe, expect, it } from 'vitest';
import { fold } from '../kit/decider.ts';
import { testContext } from '../kit/given.ts';
import { initialSmsSettings, smsSettings } from './smsSettings.ts';

const context = testContext();
const SID = `AC${'0'.repeat(32)}`;
const change = { type: 'ChangeSmsSettings' as const, accountSid: SID, fromPhone: '+15125550100', helpText: undefined, authTokenChanged: true };

describe('SMS settings decisions', () => {
  it('is Twilio after a change and the sandbox (keeping the help text) after removal', () => {
    const changed = fold(smsSettings, [{ type: 'SmsSettingsChanged', data: { accountSid: SID, fromPhone: '+15125550100', helpText: 'Help!', authTokenChanged: true } }]);
    expect(changed).toEqual({ configured: true, accountSid: SID, fromPhone: '+15125550100', helpText: 'Help!' });
    expect(smsSettings.evolve(changed, { type: 'SmsSettingsRemoved', data: {} })).toEqual({ ...initialSmsSettings, helpText: 'Help!' });
  });

  it('a first save records the settings and that the token changed (never the token)', () => {
    expect(smsSettings.decide(change, smsSettings.initialState, context)).toEqual([
      { type: 'SmsSettingsChanged', data: { accountSid: SID, fromPhone: '+15125550100', helpText: null, authTokenChanged: true } },
    ]);
  });

  it('saving the same settings again records nothing; a new help text or token does; an empty help text means the default', () => {
    const state = fold(smsSettings, [{ type: 'SmsSettingsChanged', data: { accountSid: SID, fromPhone: '+15125550100', helpText: 'Help', authTokenChanged: true } }]);
    expect(smsSettings.decide({ ...change, authTokenChanged: false }, state, context)).toEqual([]);
    expect(smsSettings.decide({ ...change, helpText: 'Help', authTokenChanged: false }, state, context)).toEqual([]);
    expect(smsSettings.decide({ ...change, authTokenChanged: true }, state, context)[0]!.data).toMatchObject({ helpText: 'Help', authTokenChanged: true });
    expect(smsSettings.decide({ ...change, helpText: null, authTokenChanged: false }, state, context)[0]!.data).toMatchObject({ helpText: null });
  });

  it('removing is recorded only when something is set up', () => {
    expect(smsSettings.decide({ type: 'RemoveSmsSettings' }, smsSettings.initialState, context)).toEqual([]);
    const state = fold(smsSettings, [{ type: 'SmsSettingsChanged', data: { accountSid: SID, fromPhone: '+15125550100', helpText: null, authTokenChanged: true } }]);
    expect(smsSettings.decide({ type: 'RemoveSmsSettings' }, state, context)).toEqual([{ type: 'SmsSettingsRemoved', data: {} }]);
  });
});
