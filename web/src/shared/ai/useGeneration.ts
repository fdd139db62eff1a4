import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../api/apiFetch.ts';
import { useToast } from '../toast/useToast.ts';
import { GENERATION_FAILED, GENERATION_FAILED_FALLBACK, generationErrorMessage } from './generationError.ts';

export interface GenerationFailure {
  /** The toast's title ('Generation Failed' unless the screen has its own). */
  title: string;
  /** Said when the server gives no message. */
  fallback: string;
}

const DEFAULT_FAILURE: GenerationFailure = { title: GENERATION_FAILED, fallback: GENERATION_FAILED_FALLBACK };

/**
 * A generator call (POST to one of /api/ai/*, /api/content/*, /api/sms/generate-wizard): nothing it
 * answers is cached (a generation changes no list), and a failure is said in a toast as the spec's
 * error catalogue maps it.
 */
export function useGeneration<Input, Answer>(path: string, failure: GenerationFailure = DEFAULT_FAILURE) {
  const toast = useToast();
  return useMutation({
    mutationFn: (input: Input) => apiFetch<Answer>(path, { method: 'POST', body: input }),
    onError: (error) => toast({ title: failure.title, description: generationErrorMessage(error, failure.fallback), variant: 'destructive' }),
  });
}
