import { describe, expect, it } from 'vitest';
import { blankFields, missingFields } from './fieldProblems.ts';
import { fromAddress, serverHost, serverPort, singleLine } from './mailServerFields.ts';

const refusal = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details?: Record<string, unknown> };
    return { code, message, errors: details?.['errors'] };
  }
  throw new Error('expected a refusal');
};

describe('mail server fields', () => {
  it('a one-line field takes no line break, tab, other control character or Unicode line separator', () => {
    expect(singleLine('fromName', 'Dana from ListingPro')).toBe('Dana from ListingPro');
    expect(singleLine('fromName', null)).toBeNull();
    for (const bad of ['a\nb', 'a\r\nBcc: x@y.example', 'a\tb', 'a\u0000b', 'a\u0085b', 'a\u2028b']) {
      expect(refusal(() => singleLine('fromName', bad))).toEqual({
        code: 'invalid',
        message: 'fromName must be a single line of text (no line breaks, tabs or other control characters)',
        errors: [{ path: 'fromName', message: 'fromName must be a single line of text (no line breaks, tabs or other control characters)' }],
      });
    }
  });

  it('a server is a host name or an IP address', () => {
    expect(serverHost('smtpHost', 'smtp.office365.com')).toBe('smtp.office365.com');
    expect(serverHost('smtpHost', null)).toBeNull();
    expect(refusal(() => serverHost('smtpHost', 'h h;rm -rf'))).toMatchObject({ message: 'smtpHost must be a host name (such as smtp.example.com) or an IP address', errors: [{ path: 'smtpHost' }] });
  });

  it('a from address is lower case and valid; a port is from 1 to 65535', () => {
    expect(fromAddress('fromEmail', 'from e-mail', ' Dana@ListingPro.example ')).toBe('dana@listingpro.example');
    expect(fromAddress('fromEmail', 'from e-mail', '  ')).toBeNull();
    expect(refusal(() => fromAddress('fromEmail', 'from e-mail', 'not-an-email'))).toMatchObject({ message: 'The from e-mail is not a valid email address: not-an-email', errors: [{ path: 'fromEmail' }] });
    expect(serverPort('smtpPort', 'SMTP port', 587)).toBe(587);
    expect(refusal(() => serverPort('smtpPort', 'SMTP port', 0))).toMatchObject({ message: 'The SMTP port must be a number from 1 to 65535', errors: [{ path: 'smtpPort' }] });
  });

  it('names the blank required fields', () => {
    const blank = blankFields([
      { path: 'smtpHost', label: 'SMTP host', value: 'smtp.example.com' },
      { path: 'smtpPort', label: 'SMTP port', value: null },
      { path: 'smtpUsername', label: 'SMTP username', value: '' },
    ]);
    expect(refusal(() => {
      throw missingFields('Please fill in all required fields', blank);
    })).toEqual({
      code: 'invalid',
      message: 'Please fill in all required fields: SMTP port and SMTP username',
      errors: [
        { path: 'smtpPort', message: 'smtpPort is required' },
        { path: 'smtpUsername', message: 'smtpUsername is required' },
      ],
    });
  });
});
