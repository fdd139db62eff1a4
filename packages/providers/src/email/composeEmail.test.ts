import { describe, expect, it } from 'vitest';
import { composeEmail, DKIM_SIGNED_HEADERS, type ComposeEmailInput } from './composeEmail.ts';

const marketing: ComposeEmailInput = {
  messageId: '0193a6f2-7c1e-7d2a-9b1f-4f1e2a3b4c5d',
  from: { email: 'dana@realty.test', name: 'Dana Agent' },
  to: { email: 'lee@example.test', name: 'Lee Buyer' },
  subject: 'Homes near you',
  text: 'Hi Lee,\r\n\r\nThree new listings this week.\r\n',
  marketing: true,
  unsubscribe: { url: 'https://outreach.test/u/abc123', mailto: 'mailto:unsubscribe+abc123@outreach.test' },
  postalAddress: '12 Harbour Street, Springfield, IL 62701',
  campaignId: 'camp-42',
};

describe('composing a marketing e-mail', () => {
  it('carries the one-click unsubscribe pair, our ids and a footer with the postal address', () => {
    const mail = composeEmail(marketing);
    expect(mail.messageId).toBe('<0193a6f2-7c1e-7d2a-9b1f-4f1e2a3b4c5d@realty.test>');
    expect(mail.from).toEqual({ name: 'Dana Agent', address: 'dana@realty.test' });
    expect(mail.to).toEqual({ name: 'Lee Buyer', address: 'lee@example.test' });
    expect(mail.list).toEqual({ unsubscribe: [['https://outreach.test/u/abc123', 'mailto:unsubscribe+abc123@outreach.test']] });
    expect(mail.headers).toEqual({
      'X-Outreach-Message-Id': '0193a6f2-7c1e-7d2a-9b1f-4f1e2a3b4c5d',
      'X-Outreach-Campaign-Id': 'camp-42',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toBe(
      'Hi Lee,\n\nThree new listings this week.\n\n' +
        '12 Harbour Street, Springfield, IL 62701\nTo stop receiving these e-mails, unsubscribe here: https://outreach.test/u/abc123\n',
    );
    expect(mail.html).toBeUndefined();
    expect(mail.dkim).toBeUndefined();
  });

  it('puts the account signature before the footer, in text and HTML, the HTML one escaped', () => {
    const mail = composeEmail({
      ...marketing,
      signature: 'Dana Agent\nSpringfield Realty <realtor>\n',
      html: '<html><body><p>Hi Lee,</p></body></html>',
    });
    expect(mail.text).toBe(
      'Hi Lee,\n\nThree new listings this week.\n\n-- \nDana Agent\nSpringfield Realty <realtor>\n\n' +
        '12 Harbour Street, Springfield, IL 62701\nTo stop receiving these e-mails, unsubscribe here: https://outreach.test/u/abc123\n',
    );
    const html = String(mail.html);
    expect(html.startsWith('<html><body><p>Hi Lee,</p><div class="signature">-- <br>Dana Agent<br>Springfield Realty &lt;realtor&gt;</div>')).toBe(true);
    expect(html).toContain('12 Harbour Street, Springfield, IL 62701<br>To stop receiving these e-mails, <a href="https://outreach.test/u/abc123">unsubscribe here</a>.</div>\n</body></html>');
  });

  it('adds the footer after an HTML fragment', () => {
    const html = String(composeEmail({ ...marketing, html: '<p>Hi Lee</p>' }).html);
    expect(html).toMatch(/^<p>Hi Lee<\/p>\n<div class="footer"/);
  });

  it('refuses marketing mail without a way out or a postal address', () => {
    expect(() => composeEmail({ ...marketing, unsubscribe: undefined })).toThrow('Marketing e-mail needs an unsubscribe link');
    expect(() => composeEmail({ ...marketing, postalAddress: '  ' })).toThrow('Marketing e-mail needs the sender’s postal address');
    expect(() => composeEmail({ ...marketing, postalAddress: null })).toThrow('postal address');
    expect(() => composeEmail({ ...marketing, unsubscribe: { ...marketing.unsubscribe!, url: 'http://outreach.test/u/abc' } })).toThrow(
      'The unsubscribe link must be an https URL',
    );
    expect(() => composeEmail({ ...marketing, unsubscribe: { ...marketing.unsubscribe!, mailto: 'unsubscribe@outreach.test' } })).toThrow(
      'The unsubscribe address must be a mailto: address',
    );
  });

  it('refuses ids and addresses that would break the headers', () => {
    expect(() => composeEmail({ ...marketing, messageId: 'a b' })).toThrow("messageId \"a b\" may only hold");
    expect(() => composeEmail({ ...marketing, campaignId: 'x\r\nBcc: evil@x.test' })).toThrow('campaignId');
    expect(() => composeEmail({ ...marketing, from: { email: 'dana' } })).toThrow('from address "dana" is not an e-mail address');
    expect(() => composeEmail({ ...marketing, to: { email: 'lee@localhost' } })).toThrow('to address');
    expect(() => composeEmail({ ...marketing, subject: ' ' })).toThrow('no subject');
    expect(() => composeEmail({ ...marketing, text: '' })).toThrow('no plain-text body');
  });
});

describe('composing a reply in a thread', () => {
  it('answers our earlier message (In-Reply-To) and names the thread (References) in the Message-ID form of the sending domain', () => {
    const mail = composeEmail({ ...marketing, inReplyTo: 'step-2', references: ['step-1', 'step-2'] });
    expect(mail.inReplyTo).toBe('<step-2@realty.test>');
    expect(mail.references).toEqual(['<step-1@realty.test>', '<step-2@realty.test>']);
    expect(composeEmail(marketing)).not.toHaveProperty('inReplyTo');
    expect(() => composeEmail({ ...marketing, inReplyTo: 'a\r\nBcc: evil@x.test' })).toThrow('inReplyTo');
  });
});

describe('composing a one-to-one e-mail', () => {
  it('needs no footer, and sends the unsubscribe headers only when given', () => {
    const mail = composeEmail({
      messageId: 'm1',
      from: { email: 'dana@bücher.test' },
      to: { email: 'lee@example.test' },
      subject: 'Re: viewing',
      text: 'See you at 4.',
      marketing: false,
      replyTo: 'dana.replies@realty.test',
      html: null,
      date: new Date('2025-03-01T10:00:00Z'),
    });
    expect(mail).toMatchObject({
      messageId: '<m1@xn--bcher-kva.test>',
      from: 'dana@bücher.test',
      to: 'lee@example.test',
      replyTo: 'dana.replies@realty.test',
      text: 'See you at 4.\n',
      headers: { 'X-Outreach-Message-Id': 'm1' },
      date: new Date('2025-03-01T10:00:00Z'),
    });
    expect(mail.list).toBeUndefined();
    expect(mail.html).toBeUndefined();
  });
});

describe('signing', () => {
  it('hands nodemailer the key and the header fields to sign', () => {
    const mail = composeEmail({ ...marketing, dkim: { domainName: 'realty.test', keySelector: 's2025', privateKey: 'PEM' } });
    expect(mail.dkim).toEqual({ domainName: 'realty.test', keySelector: 's2025', privateKey: 'PEM', headerFieldNames: DKIM_SIGNED_HEADERS });
    for (const field of ['From', 'To', 'Subject', 'Date', 'Message-ID', 'List-Unsubscribe', 'List-Unsubscribe-Post']) {
      expect(DKIM_SIGNED_HEADERS.split(':')).toContain(field);
    }
  });
});
