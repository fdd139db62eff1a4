import { generateKeyPairSync } from 'node:crypto';
import { startSmtpSink, type SmtpSink } from '@outreach/testing';
import { dkimVerify } from 'mailauth';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeEmail, type ComposeEmailInput } from './composeEmail.ts';
import type { DkimKey } from './dkimKey.ts';
import { createSmtpTransport } from './smtpTransport.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dkim: DkimKey = {
  domainName: 'realty.test',
  keySelector: 's2025',
  privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
// The record a domain publishes: v=DKIM1; k=rsa; p=<the public key, SubjectPublicKeyInfo DER, base64>.
const dkimRecord = `v=DKIM1; k=rsa; p=${keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

/** DNS as the receiver sees it: only the sender's DKIM key record exists. */
const resolver = async (name: string, rrtype: string): Promise<string[][]> => {
  if (rrtype === 'TXT' && name === `${dkim.keySelector}._domainkey.${dkim.domainName}`) return [[dkimRecord]];
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

/** How a receiver checks: the key from DNS above, RFC 6376 read strictly (a changed body is a fail, not neutral). */
const verifying = { resolver, strict: true };

const message: ComposeEmailInput = {
  messageId: '0193a6f2-7c1e-7d2a-9b1f-4f1e2a3b4c5d',
  from: { email: 'dana@realty.test', name: 'Dana Agent' },
  to: { email: 'lee@example.test', name: 'Lee Buyer' },
  replyTo: 'dana.replies@realty.test',
  subject: 'Homes near you — this week',
  text: 'Hi Lee,\n\nThree new listings this week, one with a garden.\n',
  html: '<html><body><p>Hi Lee,</p><p>Three new listings this week, one with a garden.</p></body></html>',
  marketing: true,
  unsubscribe: { url: 'https://outreach.test/u/abc123', mailto: 'mailto:unsubscribe+abc123@outreach.test' },
  postalAddress: '12 Harbour Street, Springfield, IL 62701',
  signature: 'Dana Agent\nSpringfield Realty',
  campaignId: 'camp-42',
  dkim,
  date: new Date('2025-03-01T10:00:00Z'),
};

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink({ dana: 'secret' });
});
afterAll(async () => {
  await sink.close();
});

/** Send through a real SMTP session and return the message as the server received it. */
async function sendAndReceive(input: ComposeEmailInput): Promise<string> {
  const transport = createSmtpTransport({ host: sink.host, port: sink.port, security: 'none', username: 'dana', password: 'secret' }, 5000);
  const before = sink.received.length;
  try {
    await transport.sendMail(composeEmail(input));
  } finally {
    transport.close();
  }
  expect(sink.received).toHaveLength(before + 1);
  const received = sink.received.at(-1)!;
  expect(received.from).toBe(input.from.email);
  expect(received.to).toEqual([input.to.email]);
  return received.raw;
}

describe('a composed marketing e-mail, sent over SMTP', () => {
  let raw: string;
  beforeAll(async () => {
    raw = await sendAndReceive(message);
  });

  it('arrives with our ids and the RFC 8058 one-click unsubscribe headers', async () => {
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe('<0193a6f2-7c1e-7d2a-9b1f-4f1e2a3b4c5d@realty.test>');
    expect(parsed.subject).toBe('Homes near you — this week');
    expect(parsed.from?.value).toEqual([{ name: 'Dana Agent', address: 'dana@realty.test' }]);
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'dana.replies@realty.test' }]);
    expect(parsed.date).toEqual(new Date('2025-03-01T10:00:00Z'));
    expect(parsed.headers.get('x-outreach-message-id')).toBe('0193a6f2-7c1e-7d2a-9b1f-4f1e2a3b4c5d');
    expect(parsed.headers.get('x-outreach-campaign-id')).toBe('camp-42');
    // Each List-* header once, unfolded.
    const lines = (key: string) => parsed.headerLines.filter((h) => h.key === key).map((h) => h.line.replace(/\r?\n\s+/g, ' '));
    expect(lines('list-unsubscribe')).toEqual(['List-Unsubscribe: <https://outreach.test/u/abc123>, <mailto:unsubscribe+abc123@outreach.test>']);
    expect(lines('list-unsubscribe-post')).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);
    expect(parsed.headers.get('list')).toMatchObject({ unsubscribe: { url: 'https://outreach.test/u/abc123', mail: 'unsubscribe+abc123@outreach.test' } });
  });

  it('is multipart/alternative with the signature and the footer in both parts', async () => {
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const parsed = await simpleParser(raw);
    expect(parsed.text).toBe(
      'Hi Lee,\n\nThree new listings this week, one with a garden.\n\n-- \nDana Agent\nSpringfield Realty\n\n' +
        '12 Harbour Street, Springfield, IL 62701\nTo stop receiving these e-mails, unsubscribe here: https://outreach.test/u/abc123\n',
    );
    const html = parsed.html as string;
    expect(html).toContain('<p>Three new listings this week, one with a garden.</p><div class="signature">-- <br>Dana Agent<br>Springfield Realty</div>');
    expect(html).toContain('12 Harbour Street, Springfield, IL 62701<br>To stop receiving these e-mails, <a href="https://outreach.test/u/abc123">unsubscribe here</a>.');
    expect(html.indexOf('class="footer"')).toBeLessThan(html.indexOf('</body>'));
  });

  it('carries a DKIM signature the receiver verifies against the published key', async () => {
    const result = await dkimVerify(raw, verifying);
    expect(result.results).toHaveLength(1);
    const [signature] = result.results;
    expect(signature!.status.result).toBe('pass');
    expect(signature).toMatchObject({ signingDomain: 'realty.test', selector: 's2025', algo: 'rsa-sha256', format: 'relaxed/relaxed' });
    const signed = signature!.signingHeaders!.keys.toLowerCase().split(':').map((k) => k.trim());
    for (const field of ['from', 'to', 'subject', 'date', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post', 'x-outreach-message-id', 'x-outreach-campaign-id']) {
      expect(signed).toContain(field);
    }
  });

  it('fails DKIM once the body or a signed header is changed on the way', async () => {
    const bodyStart = raw.indexOf('\r\n\r\n');
    const tamperedBody = raw.slice(0, bodyStart) + raw.slice(bodyStart).replace('one with a garden', 'one with a GARDEN');
    expect(tamperedBody).not.toBe(raw);
    const body = await dkimVerify(tamperedBody, verifying);
    expect(body.results[0]!.status.result).toBe('fail');
    expect(body.results[0]!.status.comment).toMatch(/body hash did not verify/);

    const tamperedUnsubscribe = raw.replace('<https://outreach.test/u/abc123>', '<https://evil.test/u/abc123>');
    expect(tamperedUnsubscribe).not.toBe(raw);
    const header = await dkimVerify(tamperedUnsubscribe, verifying);
    expect(header.results[0]!.status.result).toBe('fail');
  });
});

describe('a one-to-one e-mail without HTML or a key', () => {
  it('arrives as plain text only, unsigned, without a footer', async () => {
    const raw = await sendAndReceive({
      messageId: 'reply-1',
      from: { email: 'dana@realty.test' },
      to: { email: 'lee@example.test' },
      subject: 'Re: viewing',
      text: 'See you at 4.',
      marketing: false,
    });
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).not.toMatch(/^DKIM-Signature:/im);
    expect(raw).not.toMatch(/^List-Unsubscribe/im);
    const parsed = await simpleParser(raw);
    expect(parsed.text).toBe('See you at 4.\n');
    expect(parsed.html).toBe(false);
    expect(parsed.headers.get('x-outreach-message-id')).toBe('reply-1');
    expect((await dkimVerify(raw, verifying)).results[0]!.status.result).toBe('none');
  });
});
