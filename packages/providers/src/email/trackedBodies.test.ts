import { describe, expect, it } from 'vitest';
import { trackedBodies } from './trackedBodies.ts';

const clickUrl = (url: string) => `https://outreach.example/t/c/tok?u=${encodeURIComponent(url)}`;
const pixelUrl = 'https://outreach.example/t/o/tok.gif';

describe('tracked e-mail bodies', () => {
  it('leave the e-mail as it is when nothing is tracked', () => {
    const bodies = { text: 'See https://listingpro.example', html: null };
    expect(trackedBodies(bodies, {})).toBe(bodies);
  });

  it('send every http(s) link of the text through the redirect, and nothing else', () => {
    const { text, html } = trackedBodies({ text: 'Book at https://listingpro.example/demo?x=1 or mail dana@listingpro.example.', html: null }, { clickUrl });
    expect(text).toBe(`Book at ${clickUrl('https://listingpro.example/demo?x=1')} or mail dana@listingpro.example.`);
    expect(html).toBeNull();
  });

  it('rewrite only the anchors’ http(s) hrefs of the HTML, decoded, and keep the rest byte for byte', () => {
    const source = `<p>Hi <a class="cta" href="https://listingpro.example/a?b=1&amp;c=2">demo</a>, <a href='mailto:dana@listingpro.example'>mail</a><!-- <a href="https://x.example"> --></p>`;
    const { html } = trackedBodies({ text: 'Hi', html: source }, { clickUrl });
    expect(html).toBe(
      `<p>Hi <a class="cta" href="${clickUrl('https://listingpro.example/a?b=1&c=2').replaceAll('&', '&amp;')}">demo</a>, <a href='mailto:dana@listingpro.example'>mail</a><!-- <a href="https://x.example"> --></p>`,
    );
  });

  it('add the open pixel at the end of the HTML, made from the text when the e-mail has none', () => {
    const made = trackedBodies({ text: 'Hi <Dana>,\nsee https://listingpro.example', html: null }, { pixelUrl });
    expect(made.text).toBe('Hi <Dana>,\nsee https://listingpro.example');
    expect(made.html).toBe(
      `<div style="white-space:pre-wrap">Hi &lt;Dana&gt;,\nsee <a href="https://listingpro.example">https://listingpro.example</a></div><img src="${pixelUrl}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`,
    );
    expect(trackedBodies({ text: 'x', html: '<html><body><p>x</p></body></html>' }, { pixelUrl }).html).toBe(
      `<html><body><p>x</p><img src="${pixelUrl}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px"></body></html>`,
    );
  });
});
