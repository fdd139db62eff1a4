import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { EmailSettings } from './emailSettingsTypes.ts';

export const EMAIL_SETTINGS_PATH = '/api/settings/email';

/** The same query the overview's warm-up card reads: a save reloads both. */
export const emailSettingsQueries = {
  settings: () =>
    queryOptions({
      queryKey: [EMAIL_SETTINGS_PATH],
      queryFn: ({ signal }) => apiFetch<EmailSettings>(EMAIL_SETTINGS_PATH, { signal }),
    }),
};
