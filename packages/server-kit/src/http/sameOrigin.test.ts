import { describe, expect, it } from 'vitest';
import { isForeignOrigin } from './sameOrigin.ts';

const publicUrl = 'https://outreach.example.com';

describe('isForeignOrigin', () => {
  it('accepts the public origin, the host the request was sent to, and requests with no origin', () => {
    expect(isForeignOrigin({ origin: 'https://outreach.example.com' }, publicUrl)).toBe(false);
    expect(isForeignOrigin({ origin: 'http://localhost:3000', host: 'localhost:3000' }, publicUrl)).toBe(false);
    expect(isForeignOrigin({ referer: 'https://outreach.example.com/sms' }, publicUrl)).toBe(false);
    expect(isForeignOrigin({}, publicUrl)).toBe(false);
  });

  it('refuses another site, by Origin or by Referer, and a Referer that is not a URL', () => {
    expect(isForeignOrigin({ origin: 'https://evil.example', host: 'outreach.example.com' }, publicUrl)).toBe(true);
    expect(isForeignOrigin({ referer: 'https://evil.example/page' }, publicUrl)).toBe(true);
    expect(isForeignOrigin({ referer: 'not a url' }, publicUrl)).toBe(true);
  });
});
