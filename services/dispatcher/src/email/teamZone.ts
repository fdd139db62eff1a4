import { TEAM_TIME_ZONES } from '@outreach/contracts';
import { aggregateStream, SYSTEM_SETTINGS_STREAM, systemSettings, type ReadableStore } from '@outreach/domain';

/** The IANA zone the team counts its days in (System Settings), read from the event store. */
export async function teamZone(store: ReadableStore): Promise<string> {
  const { state } = await aggregateStream(store, SYSTEM_SETTINGS_STREAM, systemSettings);
  return TEAM_TIME_ZONES[state.timezone];
}
