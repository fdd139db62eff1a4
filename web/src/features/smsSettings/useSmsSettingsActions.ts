import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { SMS_QUERY_KEY } from '../sms/smsQueries.ts';
import { connectionFailureText } from './smsProvider.ts';
import { SMS_SETTINGS_PATH, smsSettingsQueries } from './smsSettingsQueries.ts';
import type { SaveSmsSettingsInput, SmsConnectionTest, SmsSettings } from './smsSettingsTypes.ts';

/** PUT /api/settings/sms: Twilio from now on (the token is sent only when one was typed). */
export function useSaveSmsSettings(onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: SaveSmsSettingsInput) => apiFetch<SmsSettings>(SMS_SETTINGS_PATH, { method: 'PUT', body: input }),
    onSuccess: () => {
      toast({ title: 'SMS Settings Saved', description: 'Texts are now sent through Twilio.' });
      onSaved();
      return Promise.all([smsSettingsQueries.settings().queryKey, SMS_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({ title: 'Failed to save SMS settings', description: error.message, variant: 'destructive' });
    },
  });
}

/** DELETE /api/settings/sms: back to the sandbox (the stored token is deleted). */
export function useSwitchToSandbox() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => apiFetch<SmsSettings>(SMS_SETTINGS_PATH, { method: 'DELETE' }),
    onSuccess: () => {
      toast({ title: 'Using Sandbox', description: 'Messages are recorded here and not sent to real phones.' });
      return queryClient.invalidateQueries({ queryKey: smsSettingsQueries.settings().queryKey });
    },
    onError: (error) => {
      toast({ title: 'Failed to switch to the sandbox', description: error.message, variant: 'destructive' });
    },
  });
}

/** POST /api/settings/sms/test: asks the provider with the stored credentials. */
export function useTestSmsConnection() {
  const toast = useToast();
  return useMutation({
    mutationFn: () => apiFetch<SmsConnectionTest>(`${SMS_SETTINGS_PATH}/test`, { method: 'POST' }),
    onSuccess: (result) => {
      if (result?.connected) {
        toast({ title: 'Connection Successful', description: result.message ?? 'The SMS service answered.' });
      } else {
        toast({ title: 'Connection Failed', description: connectionFailureText(result?.message), variant: 'destructive' });
      }
    },
    onError: (error) => {
      toast({ title: 'Test Failed', description: connectionFailureText(error.message), variant: 'destructive' });
    },
  });
}
