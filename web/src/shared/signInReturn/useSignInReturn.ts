import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../toast/useToast.ts';

/** What a provider's sign-in return says to the user. */
export interface SignInReturnMessage {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
  connected: boolean;
}

/**
 * Shows the message for a return from a provider's sign-in (Microsoft 365, Google Workspace) once,
 * reloads server data after a successful connection (the card, a new e-mail account), then lets
 * the caller clean up the URL. `read` tells the provider's return apart from the address's query.
 */
export function useSignInReturn(read: (params: URLSearchParams) => SignInReturnMessage | null, onHandled: () => void): void {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const toast = useToast();
  const handled = useRef(false);
  const message = read(searchParams);

  useEffect(() => {
    if (message === null) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    toast({ title: message.title, description: message.description, variant: message.variant });
    if (message.connected) void queryClient.invalidateQueries();
    onHandled();
  }, [message, onHandled, queryClient, toast]);
}
