import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiFetch.ts';
import { GENERATION_FAILED_FALLBACK, GENERATION_NETWORK, GENERATION_SLOW, generationErrorMessage, SESSION_EXPIRED } from './generationError.ts';

describe('generationErrorMessage', () => {
  it('asks for a simpler request when the model took too long or the request timed out', () => {
    expect(generationErrorMessage(new ApiError(504, 'Gateway Timeout', 'The AI service took too long to answer. Please try a simpler request.'))).toBe(GENERATION_SLOW);
    expect(generationErrorMessage(new Error('Request timeout - please check your connection and try again'))).toBe(GENERATION_SLOW);
  });

  it('names a network or connection failure', () => {
    expect(generationErrorMessage(new ApiError(502, 'Bad Gateway', 'Network connection issue: the AI service could not be reached. Please try again.'))).toBe(GENERATION_NETWORK);
    expect(generationErrorMessage(new TypeError('Failed to fetch'))).toBe(GENERATION_NETWORK);
    expect(generationErrorMessage(new Error('connection reset'))).toBe(GENERATION_NETWORK);
  });

  it('asks to sign in again after a 401', () => {
    expect(generationErrorMessage(new ApiError(401, 'Unauthorized', 'Authentication required'))).toBe(SESSION_EXPIRED);
    expect(generationErrorMessage(new Error('Unauthorized'))).toBe(SESSION_EXPIRED);
  });

  it("shows any other server message without its status, else the fallback", () => {
    expect(generationErrorMessage(new ApiError(429, 'Too Many Requests', 'The AI service is busy right now. Please try again in 20 seconds.'))).toBe(
      'The AI service is busy right now. Please try again in 20 seconds.',
    );
    expect(generationErrorMessage(new ApiError(400, 'Bad Request', 'Please choose a campaign goal'))).toBe('Please choose a campaign goal');
    expect(generationErrorMessage(undefined)).toBe(GENERATION_FAILED_FALLBACK);
    expect(generationErrorMessage(new Error(''), 'Please try again.')).toBe('Please try again.');
  });
});
