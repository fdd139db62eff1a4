import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { userPath } from './usersQueries.ts';

export function useChangePassword(onChanged: () => void) {
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, currentPassword, newPassword }: { id: string; currentPassword: string; newPassword: string }) =>
      apiFetch<unknown>(`${userPath(id)}/password`, { method: 'PUT', body: { currentPassword, newPassword } }),
    onSuccess: () => {
      toast({ title: 'Password Changed', description: 'Your password has been updated.' });
      onChanged();
    },
    onError: (error) => {
      toast({ title: 'Failed to change password', description: error.message, variant: 'destructive' });
    },
  });
}
