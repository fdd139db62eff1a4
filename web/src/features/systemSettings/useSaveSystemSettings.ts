import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { DAY_FIGURE_KEYS, SYSTEM_SETTINGS_PATH, systemSettingsQueries, type SaveSystemSettingsInput } from './systemSettingsQueries.ts';

/** PUT /api/settings/system; the day figures follow the new time zone at once. */
export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: SaveSystemSettingsInput) => apiFetch(SYSTEM_SETTINGS_PATH, { method: 'PUT', body: input }),
    onSuccess: () => {
      toast({ title: 'System Settings Saved', description: 'Days, weeks and daily limits now count in the chosen time zone.' });
      return Promise.all([systemSettingsQueries.settings().queryKey, ...DAY_FIGURE_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({ title: 'Failed to save system settings', description: error.message, variant: 'destructive' });
    },
  });
}
