import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { usersQueries, userPath } from './usersQueries.ts';
import type { UpdateUserInput } from './userTypes.ts';

export function useUpdateUser(onUpdated: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) =>
      apiFetch<unknown>(userPath(id), { method: 'PUT', body: { username: input.username, email: input.email } }),
    onSuccess: (_answer, { input }) => {
      toast({ title: 'User Updated', description: `User ${input.username} has been updated.` });
      onUpdated();
      return queryClient.invalidateQueries({ queryKey: usersQueries.all().queryKey });
    },
    onError: (error) => {
      toast({ title: 'Failed to update user', description: error.message, variant: 'destructive' });
    },
  });
}
