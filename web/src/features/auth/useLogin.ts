import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { authQueries } from './authQueries.ts';
import type { LoginCredentials, User } from './authTypes.ts';

export const AFTER_LOGIN_PATH = '/outbound-calling';

export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: (credentials: LoginCredentials) =>
      apiFetch<User>('/api/auth/login', { method: 'POST', body: credentials }),
    onSuccess: (user) => {
      queryClient.setQueryData(authQueries.currentUser().queryKey, user);
      navigate(AFTER_LOGIN_PATH, { replace: true });
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: error.message, variant: 'destructive' });
    },
  });
}
