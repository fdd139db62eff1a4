import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { systemSettings, type SystemSettingsEvent } from './systemSettings.ts';

describe('system settings', () => {
  it('start at Pacific Time with auto-unsubscribe on', () => {
    expect(given(systemSettings, []).state).toEqual({ timezone: 'pt', autoUnsubscribe: true });
  });

  it('record a change beside what it replaced', () => {
    expect(given(systemSettings, []).when({ type: 'ChangeSystemSettings', timezone: 'et', autoUnsubscribe: true }).run()).toEqual([
      { type: 'SystemSettingsChanged', data: { timezone: 'et', autoUnsubscribe: true, previous: { timezone: 'pt', autoUnsubscribe: true } } },
    ]);
  });

  it('record nothing when nothing changes', () => {
    const changed: SystemSettingsEvent = { type: 'SystemSettingsChanged', data: { timezone: 'ct', autoUnsubscribe: false, previous: { timezone: 'pt', autoUnsubscribe: true } } };
    expect(given(systemSettings, [changed]).state).toEqual({ timezone: 'ct', autoUnsubscribe: false });
    expect(given(systemSettings, [changed]).when({ type: 'ChangeSystemSettings', timezone: 'ct', autoUnsubscribe: false }).run()).toEqual([]);
  });
});
