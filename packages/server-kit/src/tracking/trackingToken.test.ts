import { describe, expect, it } from 'vitest';
import { readTrackingToken, signTrackingToken, trackingKey, trackingUrls } from './trackingToken.ts';

const key = trackingKey({ secretsKey: Buffer.alloc(32, 7) });
const messageId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('tracking links', () => {
  it('stand for the e-mail opened, or the very link clicked in it', () => {
    expect(readTrackingToken(key, signTrackingToken(key, { messageId, kind: 'open', url: null }), null)).toEqual({ messageId, kind: 'open', url: null });
    const click = signTrackingToken(key, { messageId, kind: 'click', url: 'https://listingpro.example/demo' });
    expect(readTrackingToken(key, click, 'https://listingpro.example/demo')).toEqual({ messageId, kind: 'click', url: 'https://listingpro.example/demo' });
  });

  it('refuse another link, another key, an altered token and an open token used as a click', () => {
    const click = signTrackingToken(key, { messageId, kind: 'click', url: 'https://listingpro.example/demo' });
    expect(readTrackingToken(key, click, 'https://evil.example/')).toBeUndefined();
    expect(readTrackingToken(trackingKey({ secretsKey: Buffer.alloc(32, 8) }), click, 'https://listingpro.example/demo')).toBeUndefined();
    expect(readTrackingToken(key, `${click[0] === 'A' ? 'B' : 'A'}${click.slice(1)}`, 'https://listingpro.example/demo')).toBeUndefined();
    expect(readTrackingToken(key, signTrackingToken(key, { messageId, kind: 'open', url: null }), 'https://listingpro.example/demo')).toBeUndefined();
    expect(readTrackingToken(key, 'garbage', null)).toBeUndefined();
  });

  it('make the pixel and redirect addresses under the public address', () => {
    const urls = trackingUrls('https://outreach.example/', key, messageId);
    expect(urls.pixel).toMatch(/^https:\/\/outreach\.example\/t\/o\/[\w-]+\.[\w-]+\.gif$/);
    expect(urls.click('https://listingpro.example/a?b=1')).toMatch(/^https:\/\/outreach\.example\/t\/c\/[\w-]+\.[\w-]+\?u=https%3A%2F%2Flistingpro\.example%2Fa%3Fb%3D1$/);
  });
});
