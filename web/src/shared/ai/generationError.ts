import { errorStatus } from '../api/apiFetch.ts';
import { failureMessage } from '../api/failureMessage.ts';

/** The generators' failure texts (spec part 2 §8). */
export const GENERATION_FAILED = 'Generation Failed';
export const GENERATION_FAILED_FALLBACK = 'Failed to generate content. Please try again.';
export const GENERATION_SLOW = 'The request is taking longer than expected. Please try a simpler request.';
export const GENERATION_NETWORK = 'Network connection issue. Please check your connection and try again.';
export const SESSION_EXPIRED = 'Session expired. Please refresh the page and log in again.';

/**
 * What a failed generation tells the user: a timeout or 'took too long' asks for a simpler request,
 * a network or connection failure says so, a refused session (401) asks to sign in again; any other
 * failure shows the server's message, else the fallback.
 */
export function generationErrorMessage(error: unknown, fallback = GENERATION_FAILED_FALLBACK): string {
  if (errorStatus(error) === 401) return SESSION_EXPIRED;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const lower = message.toLowerCase();
  if (/time ?out|timed out|took too long/.test(lower)) return GENERATION_SLOW;
  // A fetch that never reached the server rejects with a TypeError ('Failed to fetch' in Chromium).
  if (/network|connection|failed to fetch/.test(lower) || error instanceof TypeError) return GENERATION_NETWORK;
  if (/unauthori[sz]ed|(^|\D)401(\D|$)/.test(lower)) return SESSION_EXPIRED;
  return failureMessage(message, fallback);
}
