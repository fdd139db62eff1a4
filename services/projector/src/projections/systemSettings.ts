import type { SystemSettingsEvent } from '@outreach/domain';
import type { Projection } from '../projection.ts';

/** read.system_settings: the one row GET /api/settings/system and the day figures read. */
export const systemSettings: Projection = {
  name: 'systemSettings',
  version: 1,
  tables: ['system_settings'],
  handles: ['SystemSettingsChanged'],
  async apply({ tx, table }, events) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as SystemSettingsEvent;
      if (event.type !== 'SystemSettingsChanged') continue;
      await tx.query(
        `insert into ${table('system_settings')} (id, timezone, auto_unsubscribe, updated_at) values (true, $1, $2, $3)
         on conflict (id) do update set timezone = excluded.timezone, auto_unsubscribe = excluded.auto_unsubscribe, updated_at = excluded.updated_at`,
        [event.data.timezone, event.data.autoUnsubscribe, recorded.metadata.occurredAt],
      );
    }
  },
};
