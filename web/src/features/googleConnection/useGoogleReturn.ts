import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../shared/toast/useToast.ts';
import { readGoogleReturn } from './googleReturn.ts';

/**
 * Shows the message for a return from Google sign-in once, reloads server data after a
 * successful connection (the card, a new e-mail account), then lets the caller clean up the URL.
 */
export function useGoogleReturn(onHandled: () => void): void {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const toast = useToast();
  const handled = useRef(false);
  const message = readGoogleReturn(searchParams);

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
