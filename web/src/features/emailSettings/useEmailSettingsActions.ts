import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { connectionFailureText, serviceLabel } from './emailService.ts';
import { EMAIL_SETTINGS_PATH, emailSettingsQueries } from './emailSettingsQueries.ts';
import type { EmailConnectionTest, EmailSettings, SaveEmailSettingsInput } from './emailSettingsTypes.ts';

/** PUT /api/settings/email: the whole configuration (the API key or password only when one was typed). */
export function useSaveEmailSettings(onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: SaveEmailSettingsInput) => apiFetch<EmailSettings>(EMAIL_SETTINGS_PATH, { method: 'PUT', body: input }),
    onSuccess: (_answer, input) => {
      toast({ title: 'Email Settings Saved', description: `Email is now configured for ${serviceLabel(input.provider)}.` });
      onSaved();
      return queryClient.invalidateQueries({ queryKey: emailSettingsQueries.settings().queryKey });
    },
    onError: (error) => {
      toast({ title: 'Failed to save email settings', description: error.message, variant: 'destructive' });
    },
  });
}

/** DELETE /api/settings/email: no e-mail service (the stored key and password are deleted). */
export function useRemoveEmailSettings() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => apiFetch<EmailSettings>(EMAIL_SETTINGS_PATH, { method: 'DELETE' }),
    onSuccess: () => {
      toast({ title: 'Email Settings Removed', description: 'No email service is configured.' });
      return queryClient.invalidateQueries({ queryKey: emailSettingsQueries.settings().queryKey });
    },
    onError: (error) => {
      toast({ title: 'Failed to remove email settings', description: error.message, variant: 'destructive' });
    },
  });
}

/** POST /api/settings/email/test: the saved service tried as a send would. */
export function useTestEmailConnection() {
  const toast = useToast();
  return useMutation({
    mutationFn: () => apiFetch<EmailConnectionTest>(`${EMAIL_SETTINGS_PATH}/test`, { method: 'POST' }),
    onSuccess: (result) => {
      if (result?.connected) {
        toast({ title: 'Connection Successful', description: result.message });
      } else {
        toast({ title: 'Connection Failed', description: connectionFailureText(result?.message), variant: 'destructive' });
      }
    },
    onError: (error) => {
      toast({ title: 'Test Failed', description: connectionFailureText(error.message), variant: 'destructive' });
    },
  });
}
