import { describe, expect, it } from 'vitest';
import { twilioErrorMessage } from './twilioClient.ts';

describe('twilioErrorMessage', () => {
  it("words Twilio's error answer with its code", () => {
    expect(twilioErrorMessage({ status: 401, code: 20003, message: 'Authenticate' })).toBe('Authenticate (Twilio error 20003)');
    expect(twilioErrorMessage({ status: 500 })).toBe('Twilio answered HTTP 500');
  });

  it('tells a timeout, in the words the caller gives, and a connection closed without an answer from an unreachable Twilio', () => {
    expect(twilioErrorMessage({ code: 'ETIMEDOUT' })).toBe('Twilio did not answer in time');
    expect(twilioErrorMessage({ code: 'ECONNABORTED' }, 'no answer; it may have gone out')).toBe('no answer; it may have gone out');
    expect(twilioErrorMessage({ code: 'ECONNREFUSED' })).toBe('Could not reach Twilio (ECONNREFUSED)');
    expect(twilioErrorMessage(new Error('socket hang up'))).toBe('Could not reach Twilio (socket hang up)');
    expect(twilioErrorMessage(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe('Twilio closed the connection without answering (ECONNRESET)');
  });
});
