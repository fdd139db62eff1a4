import { queryOptions } from '@tanstack/react-query';
import type { systemSettingsBody, systemSettingsView } from '@outreach/contracts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { WireType } from '../../shared/api/wireType.ts';

export type SystemSettings = WireType<typeof systemSettingsView>;
export type SaveSystemSettingsInput = WireType<typeof systemSettingsBody>;

export const SYSTEM_SETTINGS_PATH = '/api/settings/system';
/** Figures that count days in the team's time zone: saved settings reload them. */
export const DAY_FIGURE_KEYS = [['/api/call-logs/stats'], ['/api/sms']] as const;

export const systemSettingsQueries = {
  settings: () =>
    queryOptions({
      queryKey: [SYSTEM_SETTINGS_PATH],
      queryFn: ({ signal }) => apiFetch<SystemSettings>(SYSTEM_SETTINGS_PATH, { signal }),
    }),
};
