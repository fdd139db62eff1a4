import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import type { User } from '../auth/authTypes.ts';
import { usersQueries, userPath } from './usersQueries.ts';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (user: User) => apiFetch<unknown>(userPath(user.id), { method: 'DELETE' }),
    onSuccess: (_answer, user) => {
      toast({ title: 'User Deleted', description: `User ${user.username} has been deleted.` });
      return queryClient.invalidateQueries({ queryKey: usersQueries.all().queryKey });
    },
    onError: (error) => {
      toast({ title: 'Failed to delete user', description: error.message, variant: 'destructive' });
    },
  });
}
