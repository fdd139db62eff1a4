import { TEAM_TIME_ZONES } from '@outreach/contracts';
import { aggregateStream, type ReadableStore } from '../kit/aggregateStream.ts';
import { SYSTEM_SETTINGS_STREAM, systemSettings } from './systemSettings.ts';

/** The IANA zone the team counts its days in (System Settings), read from the event store. */
export async function teamZone(store: ReadableStore): Promise<string> {
  const { state } = await aggregateStream(store, SYSTEM_SETTINGS_STREAM, systemSettings);
  return TEAM_TIME_ZONES[state.timezone];
}
