import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { SmsSettings } from './smsSettingsTypes.ts';

export const SMS_SETTINGS_PATH = '/api/settings/sms';

export const smsSettingsQueries = {
  settings: () =>
    queryOptions({
      queryKey: [SMS_SETTINGS_PATH],
      queryFn: ({ signal }) => apiFetch<SmsSettings>(SMS_SETTINGS_PATH, { signal }),
    }),
};
