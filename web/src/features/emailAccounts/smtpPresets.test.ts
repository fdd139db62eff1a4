import { describe, expect, it } from 'vitest';
import { imapFieldsLeftByPreset, matchingPreset, presetFields, SMTP_PRESETS } from './smtpPresets.ts';

describe('SMTP presets', () => {
  it('are the spec’s Google SMTP and Microsoft SMTP, both on port 587 with STARTTLS', () => {
    expect(SMTP_PRESETS.map((p) => [p.label, p.host, p.port, p.security])).toEqual([
      ['Google SMTP', 'smtp.gmail.com', 587, 'starttls'],
      ['Microsoft SMTP', 'smtp.office365.com', 587, 'starttls'],
    ]);
  });

  it('fill in the host, port and security of the form, and the IMAP server replies are read from', () => {
    expect(presetFields(SMTP_PRESETS[1]!)).toEqual({ smtpHost: 'smtp.office365.com', smtpPort: 587, smtpSecurity: 'starttls', imapHost: 'outlook.office365.com', imapPort: 993 });
    expect(presetFields(SMTP_PRESETS[0]!)).toMatchObject({ imapHost: 'imap.gmail.com', imapPort: 993 });
  });

  it('are recognised from the host (any case, spaces around) and port', () => {
    expect(matchingPreset(' SMTP.Gmail.com ', 587)?.key).toBe('google');
    expect(matchingPreset('smtp.office365.com', 587)?.key).toBe('microsoft');
    expect(matchingPreset('smtp.gmail.com', 465)).toBeUndefined();
    expect(matchingPreset('mail.example.com', 587)).toBeUndefined();
    expect(matchingPreset(null, null)).toBeUndefined();
  });

  it('take their IMAP server away when the SMTP host is changed to another one, unless it was changed since', () => {
    const microsoft = presetFields(SMTP_PRESETS[1]!);
    expect(imapFieldsLeftByPreset('smtp.office365.com', { ...microsoft, smtpHost: 'mail.listingpro.example' })).toEqual({ imapHost: '', imapPort: null });
    expect(imapFieldsLeftByPreset('smtp.gmail.com', { smtpHost: 'smtp.gmail.co', imapHost: 'imap.gmail.com', imapPort: 143 })).toEqual({ imapHost: '' });
    // An IMAP server of one's own, the same host written otherwise, or a host that was no preset's: nothing changes.
    expect(imapFieldsLeftByPreset('smtp.office365.com', { ...microsoft, smtpHost: 'mail.listingpro.example', imapHost: 'imap.listingpro.example' })).toEqual({});
    expect(imapFieldsLeftByPreset('smtp.office365.com', { ...microsoft, smtpHost: ' SMTP.office365.com' })).toEqual({});
    expect(imapFieldsLeftByPreset('mail.listingpro.example', { ...microsoft, smtpHost: 'mail.listingpro.exampl' })).toEqual({});
  });
});
