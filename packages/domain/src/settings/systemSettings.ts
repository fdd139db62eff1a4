import { assertNever, type Decider } from '../kit/decider.ts';
import type { DomainEvent } from '../kit/events.ts';

/** The team's settings that every screen and every limit follows (one stream for the deployment). */
export const SYSTEM_SETTINGS_STREAM = 'settings-system';

export type TimeZoneCode = 'pt' | 'mt' | 'ct' | 'et';

export interface SystemSettingsState {
  timezone: TimeZoneCode;
  autoUnsubscribe: boolean;
}

export const initialSystemSettings: SystemSettingsState = { timezone: 'pt', autoUnsubscribe: true };

export type ChangeSystemSettings = { type: 'ChangeSystemSettings'; timezone: TimeZoneCode; autoUnsubscribe: boolean };
export type SystemSettingsChanged = DomainEvent<
  'SystemSettingsChanged',
  { timezone: TimeZoneCode; autoUnsubscribe: boolean; previous: SystemSettingsState }
>;

export type SystemSettingsCommand = ChangeSystemSettings;
export type SystemSettingsEvent = SystemSettingsChanged;

/** Only a real change is recorded, beside what it replaced. */
export function changeSystemSettings(command: ChangeSystemSettings, state: SystemSettingsState): SystemSettingsChanged[] {
  if (command.timezone === state.timezone && command.autoUnsubscribe === state.autoUnsubscribe) return [];
  return [{ type: 'SystemSettingsChanged', data: { timezone: command.timezone, autoUnsubscribe: command.autoUnsubscribe, previous: state } }];
}

export const systemSettings: Decider<SystemSettingsCommand, SystemSettingsEvent, SystemSettingsState> = {
  initialState: initialSystemSettings,
  evolve(state, event) {
    switch (event.type) {
      case 'SystemSettingsChanged':
        return { timezone: event.data.timezone, autoUnsubscribe: event.data.autoUnsubscribe };
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChangeSystemSettings':
        return changeSystemSettings(command, state);
      default:
        return assertNever(command.type);
    }
  },
};
