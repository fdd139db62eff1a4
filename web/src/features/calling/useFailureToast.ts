import { useEffect } from 'react';
import { useToast } from '../../shared/toast/useToast.ts';

/** One destructive toast each time a query fails (a new error object). */
export function useFailureToast(error: Error | null, title: string): void {
  const toast = useToast();
  useEffect(() => {
    if (error) toast({ title, description: error.message, variant: 'destructive' });
  }, [error, title, toast]);
}
