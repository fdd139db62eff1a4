import { describe, expect, it } from 'vitest';
import { accountFormValues, addAccountBody, missingFields, newAccountValues, outOfRange, refusedSaveToast, updateAccountBody, type EmailAccountFormValues } from './emailAccountForm.ts';
import { emailAccountFixture } from './emailAccountFixture.ts';
import { providerSignInNotice, signInConnectUrl, signInLabel, signsInWithProvider } from './emailProviders.ts';

const filled = (overrides: Partial<EmailAccountFormValues> = {}): EmailAccountFormValues => ({
  ...newAccountValues(),
  name: ' Sales ',
  fromName: 'Dana from ListingPro',
  fromEmail: ' dana@listingpro.example ',
  smtpHost: ' smtp.gmail.com ',
  smtpUsername: 'dana',
  smtpPassword: ' secret with spaces ',
  ...overrides,
});

describe('newAccountValues', () => {
  it('starts with the spec’s defaults: SMTP on 587 with STARTTLS, active, warm-up on, 2,500 a day, not primary', () => {
    expect(newAccountValues()).toMatchObject({
      provider: 'smtp',
      smtpPort: 587,
      smtpSecurity: 'starttls',
      isActive: true,
      warmupEnabled: true,
      dailyLimit: 2500,
      isPrimary: false,
      smtpPassword: '',
      apiKey: '',
    });
  });
});

describe('accountFormValues', () => {
  it('takes the account’s settings and never a stored secret', () => {
    const values = accountFormValues(emailAccountFixture({ isPrimary: true, signature: 'Dana', dailyLimit: 900, warmupEnabled: false }));
    expect(values).toMatchObject({ name: 'Sales', smtpHost: 'smtp.gmail.com', smtpPort: 587, signature: 'Dana', dailyLimit: 900, warmupEnabled: false, isPrimary: true });
    expect(values.smtpPassword).toBe('');
    expect(values.apiKey).toBe('');
  });

  it('fills a SendGrid account’s empty SMTP fields with the form’s defaults', () => {
    const values = accountFormValues(emailAccountFixture({ provider: 'sendgrid', smtpHost: null, smtpPort: null, smtpUsername: null, smtpSecurity: null }));
    expect(values).toMatchObject({ provider: 'sendgrid', smtpHost: '', smtpPort: 587, smtpUsername: '', smtpSecurity: 'starttls' });
  });
});

describe('missingFields', () => {
  it('asks for name, from name and from e-mail whatever the provider', () => {
    const empty = { ...newAccountValues(), name: ' ', fromName: '', fromEmail: '' };
    expect(missingFields(empty, false).slice(0, 3)).toEqual(['name', 'fromName', 'fromEmail']);
    expect(missingFields({ ...empty, provider: 'microsoft' }, false)).toEqual(['name', 'fromName', 'fromEmail']);
  });

  it('asks an SMTP account for host, port, username, and a password unless one is stored', () => {
    const smtp = filled({ smtpHost: '', smtpPort: null, smtpUsername: ' ', smtpPassword: '' });
    expect(missingFields(smtp, false)).toEqual(['smtpHost', 'smtpPort', 'smtpUsername', 'smtpPassword']);
    expect(missingFields(smtp, true)).toEqual(['smtpHost', 'smtpPort', 'smtpUsername']);
    expect(missingFields(filled(), false)).toEqual([]);
  });

  it('asks a SendGrid account for its API key unless one is stored', () => {
    expect(missingFields(filled({ provider: 'sendgrid', smtpHost: '' }), false)).toEqual(['apiKey']);
    expect(missingFields(filled({ provider: 'sendgrid', smtpHost: '' }), true)).toEqual([]);
  });

  it('asks for a daily limit', () => {
    expect(missingFields(filled({ dailyLimit: null }), false)).toEqual(['dailyLimit']);
  });
});

describe('outOfRange', () => {
  it('refuses a port outside 1 to 65535 or not whole, as typed (never clamped or rounded)', () => {
    for (const port of [0, -1, 70000, 587.5]) expect(outOfRange('smtpPort', port), String(port)).toBe(true);
    for (const port of [1, 587, 993, 65535]) expect(outOfRange('imapPort', port), String(port)).toBe(false);
  });

  it('refuses a daily limit outside 1 to 100,000 or not whole', () => {
    for (const limit of [0, 100_001, 2500.7]) expect(outOfRange('dailyLimit', limit), String(limit)).toBe(true);
    for (const limit of [1, 2500, 100_000]) expect(outOfRange('dailyLimit', limit), String(limit)).toBe(false);
  });

  it('leaves an empty field to the required check', () => {
    expect(outOfRange('smtpPort', null)).toBe(false);
    expect(outOfRange('imapPort', undefined)).toBe(false);
  });
});

describe('refusedSaveToast', () => {
  it("says 'Missing Information' when a required field is empty", () => {
    expect(refusedSaveToast(filled({ name: '', fromEmail: 'not-an-email' }), false)).toEqual({ title: 'Missing Information', description: 'Please fill in all required fields' });
    expect(refusedSaveToast(filled({ dailyLimit: null }), false).title).toBe('Missing Information');
  });

  it("says 'Invalid Information' when everything is filled in but a value is of the wrong form", () => {
    expect(refusedSaveToast(filled({ fromEmail: 'not-an-email' }), false)).toEqual({ title: 'Invalid Information', description: 'Please correct the highlighted fields.' });
    expect(refusedSaveToast(filled({ smtpPort: 70000, dailyLimit: 2500.7 }), false).title).toBe('Invalid Information');
  });
});

describe('addAccountBody', () => {
  it('sends an SMTP account’s fields, trimmed, with its password as typed', () => {
    expect(addAccountBody(filled({ signature: '  ' }))).toEqual({
      provider: 'smtp',
      name: 'Sales',
      fromName: 'Dana from ListingPro',
      fromEmail: 'dana@listingpro.example',
      signature: null,
      isActive: true,
      warmupEnabled: true,
      dailyLimit: 2500,
      isPrimary: false,
      smtpHost: 'smtp.gmail.com',
      smtpPort: 587,
      smtpUsername: 'dana',
      smtpSecurity: 'starttls',
      imapHost: null,
      imapPort: null,
      smtpPassword: ' secret with spaces ',
    });
  });

  it('names the IMAP server replies are read from only with a host (993 when the port was cleared)', () => {
    expect(addAccountBody(filled({ imapHost: ' imap.gmail.com ', imapPort: 993 }))).toMatchObject({ imapHost: 'imap.gmail.com', imapPort: 993 });
    expect(addAccountBody(filled({ imapHost: 'imap.gmail.com', imapPort: null }))).toMatchObject({ imapPort: 993 });
    expect(addAccountBody(filled({ imapHost: '  ', imapPort: 143 }))).toMatchObject({ imapHost: null, imapPort: null });
    expect(updateAccountBody(filled({ imapHost: '' }))).toMatchObject({ imapHost: null, imapPort: null });
  });

  it('sends a SendGrid account’s API key and none of the SMTP fields', () => {
    const body = addAccountBody(filled({ provider: 'sendgrid', apiKey: ' SG.key ', signature: 'Dana\nListingPro' }));
    expect(body).toMatchObject({ provider: 'sendgrid', apiKey: 'SG.key', signature: 'Dana\nListingPro' });
    expect(Object.keys(body).filter((key) => key.startsWith('smtp'))).toEqual([]);
  });

  it('never asks for an inactive account to be the primary', () => {
    expect(addAccountBody(filled({ isPrimary: true })).isPrimary).toBe(true);
    expect(addAccountBody(filled({ isPrimary: true, isActive: false })).isPrimary).toBe(false);
  });

  it('falls back to the default daily limit when the field was cleared', () => {
    expect(addAccountBody(filled({ dailyLimit: null })).dailyLimit).toBe(2500);
  });
});

describe('updateAccountBody', () => {
  it('never sends the provider, and keeps the stored password when none was typed', () => {
    const body = updateAccountBody(filled({ smtpPassword: '' }));
    expect(body).not.toHaveProperty('provider');
    expect(body).not.toHaveProperty('smtpPassword');
    expect(body).toMatchObject({ smtpHost: 'smtp.gmail.com', smtpUsername: 'dana' });
  });

  it('sends a new password or API key when one was typed', () => {
    expect(updateAccountBody(filled({ smtpPassword: 'new' }))).toMatchObject({ smtpPassword: 'new' });
    expect(updateAccountBody(filled({ provider: 'sendgrid', apiKey: 'SG.new' }))).toMatchObject({ apiKey: 'SG.new' });
    expect(updateAccountBody(filled({ provider: 'sendgrid', apiKey: '  ' }))).not.toHaveProperty('apiKey');
  });
});

describe('Microsoft 365 and Google Workspace', () => {
  it('are added by signing in with the provider: the mailbox signed in with is the from e-mail', () => {
    expect(['smtp', 'sendgrid', 'microsoft', 'google'].filter((p) => signsInWithProvider(p as 'smtp'))).toEqual(['microsoft', 'google']);
    expect(signInLabel('microsoft')).toBe('Sign in with Microsoft');
    expect(providerSignInNotice('google')).toContain('You will sign in with Google: the mailbox you sign in with becomes this account');
    expect(missingFields(filled({ provider: 'google', fromEmail: '' }), false, true)).toEqual([]);
    expect(missingFields(filled({ provider: 'google', fromEmail: '', name: '' }), false, true)).toEqual(['name']);
    expect(missingFields(filled({ provider: 'microsoft', fromEmail: '' }), true)).toEqual(['fromEmail']);
  });

  it('start the sign-in with what the form holds besides the mailbox', () => {
    expect(signInConnectUrl('microsoft', { name: ' Office ', fromName: 'Ana & Co', isPrimary: true })).toBe('/api/auth/microsoft/connect?name=Office&fromName=Ana+%26+Co&isPrimary=true');
    expect(signInConnectUrl('google', { name: 'Workspace', fromName: 'Jordan', isPrimary: false })).toBe('/api/auth/google/connect?name=Workspace&fromName=Jordan&isPrimary=false');
  });
});
