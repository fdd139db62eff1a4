import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import type { User } from '../auth/authTypes.ts';
import { usersQueries } from './usersQueries.ts';
import type { CreateUserInput } from './userTypes.ts';

export function useCreateUser(onCreated: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: CreateUserInput) => apiFetch<User>('/api/users', { method: 'POST', body: input }),
    onSuccess: (_user, input) => {
      toast({ title: 'User Created', description: `User ${input.username} has been created.` });
      onCreated();
      return queryClient.invalidateQueries({ queryKey: usersQueries.all().queryKey });
    },
    onError: (error) => {
      toast({ title: 'Failed to create user', description: error.message, variant: 'destructive' });
    },
  });
}
