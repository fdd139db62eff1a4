import { useGeneration } from '../../shared/ai/useGeneration.ts';
import type { AiCall } from './aiCalls.ts';

/** POST one of the template screens' AI calls; a failure is told in the spec's words (see useGeneration). */
export function useAiCall<Input, Answer>(call: AiCall<Input, Answer>) {
  return useGeneration<Input, Answer>(call.path, call.failure);
}
