import { useRef } from 'react';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';

/**
 * The mutation's `mutate`, ignoring a call made while an earlier one is under way. `isPending`
 * reaches the button only after a render, which a double-click beats: without this lock its second
 * click would send the request again.
 */
export function useExclusiveMutate<TData, TError, TVariables, TContext>(mutation: UseMutationResult<TData, TError, TVariables, TContext>) {
  const running = useRef(false);
  return (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(variables, {
      ...options,
      onSettled: (...settled) => {
        running.current = false;
        return options?.onSettled?.(...settled);
      },
    });
  };
}
