import { describe, expect, it } from 'vitest';
import { ApiError } from './apiFetch.ts';
import { failureMessage } from './failureMessage.ts';

describe('failureMessage', () => {
  it("gives the server's message without the status, or the fallback", () => {
    expect(failureMessage(new ApiError(502, 'Bad Gateway', 'The AI service could not be reached'), 'Please try again.')).toBe('The AI service could not be reached');
    expect(failureMessage(new Error('Request timeout - please check your connection and try again'), 'x')).toBe('Request timeout - please check your connection and try again');
    expect(failureMessage(new ApiError(500, 'Internal Server Error', ''), 'Please try again.')).toBe('Please try again.');
    expect(failureMessage('Please choose a campaign goal', 'Please try again.')).toBe('Please choose a campaign goal');
    expect(failureMessage(undefined, 'Please try again.')).toBe('Please try again.');
  });
});
