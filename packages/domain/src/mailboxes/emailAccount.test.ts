import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { emailAccount, type EmailAccountEvent, type EmailAccountSettings } from './emailAccount.ts';

const smtp: EmailAccountSettings = {
  name: ' Sales ',
  provider: 'smtp',
  fromName: 'Dana from ListingPro',
  fromEmail: 'Dana@ListingPro.example',
  isActive: true,
  signature: '  ',
  smtpHost: ' smtp.listingpro.example ',
  smtpPort: 587,
  smtpUsername: 'dana',
  smtpSecurity: null,
  warmupEnabled: true,
  dailyLimit: 2500,
};
const add = (settings: EmailAccountSettings = smtp, secretGiven = true) => ({ type: 'AddEmailAccount' as const, accountId: 'a1', settings, secretGiven });
const added = given(emailAccount, []).when(add()).run()[0]! as EmailAccountEvent;

describe('email account', () => {
  it('is added tidied, with the warm-up defaults and STARTTLS on 587', () => {
    expect(added).toEqual({
      type: 'EmailAccountAdded',
      data: {
        accountId: 'a1',
        createdAt: '2026-01-05T15:04:00.000Z',
        currentDailyLimit: 50,
        warmupDay: 1,
        ...smtp,
        name: 'Sales',
        fromEmail: 'dana@listingpro.example',
        signature: null,
        smtpHost: 'smtp.listingpro.example',
        smtpSecurity: 'starttls',
        imapHost: null,
        imapPort: null,
      },
    });
    const tls = given(emailAccount, []).when(add({ ...smtp, smtpPort: 465 })).run()[0]!;
    expect(tls.data).toMatchObject({ smtpSecurity: 'tls' });
  });

  it('reads replies from the IMAP server given (993 unless another port is set), or from none', () => {
    const none = given(emailAccount, []);
    expect(none.when(add({ ...smtp, imapHost: ' imap.listingpro.example ' })).run()[0]!.data).toMatchObject({ imapHost: 'imap.listingpro.example', imapPort: 993 });
    expect(none.when(add({ ...smtp, imapHost: 'imap.listingpro.example', imapPort: 143 })).run()[0]!.data).toMatchObject({ imapPort: 143 });
    expect(none.when(add({ ...smtp, imapHost: ' ', imapPort: 143 })).run()[0]!.data).toMatchObject({ imapHost: null, imapPort: null });
    expect(none.when(add({ ...smtp, imapHost: 'imap.listingpro.example', imapPort: 0 })).error().message).toBe('The IMAP port must be a number from 1 to 65535');
    expect(none.when(add({ ...smtp, provider: 'sendgrid', imapHost: 'imap.listingpro.example' })).run()[0]!.data).toMatchObject({ imapHost: null, imapPort: null });
    // An account recorded before replies were read is the same account when saved unchanged.
    const { imapHost: _h, imapPort: _p, ...older } = added.data as EmailAccountSettings & { accountId: string };
    const before = given(emailAccount, [{ ...added, data: older } as EmailAccountEvent]);
    expect(before.when({ type: 'UpdateEmailAccount', accountId: 'a1', settings: { ...(before.state.settings as EmailAccountSettings) }, secretChanged: false }).run()).toEqual([]);
  });

  it('refuses missing fields, a bad address, a bad port and a missing secret, naming what is wrong and the field in errors', () => {
    const none = given(emailAccount, []);
    const refused = (settings: EmailAccountSettings, secretGiven = true) => {
      const error = none.when(add(settings, secretGiven)).error();
      return { code: error.code, message: error.message, errors: error.details?.['errors'] };
    };
    expect(refused({ ...smtp, fromName: ' ' })).toEqual({
      code: 'invalid',
      message: 'Please fill in all required fields: from name',
      errors: [{ path: 'fromName', message: 'fromName is required' }],
    });
    expect(refused({ ...smtp, name: '', fromEmail: ' ' })).toMatchObject({
      message: 'Please fill in all required fields: name and from e-mail',
      errors: [
        { path: 'name', message: 'name is required' },
        { path: 'fromEmail', message: 'fromEmail is required' },
      ],
    });
    expect(refused({ ...smtp, fromEmail: 'not-an-email' })).toMatchObject({
      message: 'The from e-mail is not a valid email address: not-an-email',
      errors: [{ path: 'fromEmail', message: 'The from e-mail is not a valid email address: not-an-email' }],
    });
    expect(refused({ ...smtp, smtpHost: null })).toMatchObject({ message: 'Please fill in all required fields: SMTP host', errors: [{ path: 'smtpHost' }] });
    expect(refused({ ...smtp, smtpUsername: ' ' })).toMatchObject({ message: 'Please fill in all required fields: SMTP username', errors: [{ path: 'smtpUsername', message: 'smtpUsername is required' }] });
    expect(refused({ ...smtp, smtpHost: '', smtpPort: null, smtpUsername: null })).toMatchObject({
      message: 'Please fill in all required fields: SMTP host, SMTP port and SMTP username',
      errors: [{ path: 'smtpHost' }, { path: 'smtpPort' }, { path: 'smtpUsername' }],
    });
    expect(refused({ ...smtp, smtpPort: 70000 })).toMatchObject({ message: 'The SMTP port must be a number from 1 to 65535', errors: [{ path: 'smtpPort' }] });
    expect(refused(smtp, false)).toMatchObject({ message: 'The SMTP password is required', errors: [{ path: 'smtpPassword' }] });
    expect(refused({ ...smtp, provider: 'sendgrid' }, false)).toMatchObject({ message: 'The SendGrid API key is required', errors: [{ path: 'apiKey' }] });
    expect(refused({ ...smtp, dailyLimit: 0 })).toMatchObject({ message: 'The daily limit must be a whole number from 1 to 100000', errors: [{ path: 'dailyLimit' }] });
    expect(refused({ ...smtp, imapHost: 'imap.listingpro.example', imapPort: 70000 })).toMatchObject({ errors: [{ path: 'imapPort' }] });
  });

  it('refuses line breaks and other control characters in one-line fields, and a host that is not a host name or IP address', () => {
    const none = given(emailAccount, []);
    const refused = (settings: EmailAccountSettings) => {
      const error = none.when(add(settings)).error();
      return { code: error.code, message: error.message, errors: error.details?.['errors'] };
    };
    const oneLine = (path: string) => `${path} must be a single line of text (no line breaks, tabs or other control characters)`;
    expect(refused({ ...smtp, fromName: 'n\r\nBcc: evil@x.com' })).toEqual({ code: 'invalid', message: oneLine('fromName'), errors: [{ path: 'fromName', message: oneLine('fromName') }] });
    expect(refused({ ...smtp, name: 'Sales\tTeam' })).toMatchObject({ message: oneLine('name'), errors: [{ path: 'name' }] });
    expect(refused({ ...smtp, smtpUsername: 'dana\nRCPT TO:<x@y>' })).toMatchObject({ message: oneLine('smtpUsername'), errors: [{ path: 'smtpUsername' }] });
    expect(refused({ ...smtp, fromName: 'Dana\u2028Bcc' })).toMatchObject({ errors: [{ path: 'fromName' }] });
    expect(refused({ ...smtp, fromEmail: 'dana@x.com\r\nBcc: evil@x.com' })).toMatchObject({ errors: [{ path: 'fromEmail' }] });
    const host = (path: string) => `${path} must be a host name (such as smtp.example.com) or an IP address`;
    expect(refused({ ...smtp, smtpHost: 'h h;rm -rf' })).toMatchObject({ message: host('smtpHost'), errors: [{ path: 'smtpHost', message: host('smtpHost') }] });
    expect(refused({ ...smtp, smtpHost: 'smtp.example.com:587' })).toMatchObject({ errors: [{ path: 'smtpHost' }] });
    expect(refused({ ...smtp, smtpHost: 'smtp\nexample.com' })).toMatchObject({ message: oneLine('smtpHost') });
    expect(refused({ ...smtp, imapHost: 'imap server' })).toMatchObject({ message: host('imapHost'), errors: [{ path: 'imapHost' }] });
    for (const fine of ['127.0.0.1', '2001:db8::1', 'mailpit', 'smtp.office365.com']) {
      expect(none.when(add({ ...smtp, smtpHost: fine })).run()[0]!.data).toMatchObject({ smtpHost: fine });
    }
  });

  it('records an edit only when something changed, never a change of provider', () => {
    const existing = given(emailAccount, [added]);
    const settings = { ...(existing.state.settings as EmailAccountSettings) };
    expect(existing.when({ type: 'UpdateEmailAccount', accountId: 'a1', settings, secretChanged: false }).run()).toEqual([]);
    const [renamed] = existing.when({ type: 'UpdateEmailAccount', accountId: 'a1', settings: { ...settings, name: 'Outreach', isActive: false }, secretChanged: false }).run();
    expect(renamed).toMatchObject({ type: 'EmailAccountUpdated', data: { name: 'Outreach', isActive: false, secretChanged: false } });
    expect(existing.when({ type: 'UpdateEmailAccount', accountId: 'a1', settings, secretChanged: true }).run()).toHaveLength(1);
    expect(existing.when({ type: 'UpdateEmailAccount', accountId: 'a1', settings: { ...settings, provider: 'sendgrid' }, secretChanged: false }).error().message).toBe(
      'The provider of an account cannot change: add a new account instead',
    );
  });

  it('is deleted once; a missing or deleted account answers not found', () => {
    const [deleted] = given(emailAccount, [added]).when({ type: 'DeleteEmailAccount', accountId: 'a1' }).run();
    expect(deleted).toEqual({ type: 'EmailAccountDeleted', data: { accountId: 'a1', name: 'Sales', fromEmail: 'dana@listingpro.example' } });
    expect(given(emailAccount, [added, deleted!]).when({ type: 'RecordEmailAccountTest', accountId: 'a1', success: true, message: 'ok' }).error()).toMatchObject({ code: 'not_found' });
    expect(given(emailAccount, []).when({ type: 'DeleteEmailAccount', accountId: 'a1' }).error()).toMatchObject({ code: 'not_found', message: 'Email account not found' });
    expect(given(emailAccount, [added]).when(add()).error()).toMatchObject({ code: 'illegal_state' });
  });

  it('records each connection test with what the server said', () => {
    expect(given(emailAccount, [added]).when({ type: 'RecordEmailAccountTest', accountId: 'a1', success: false, message: 'Invalid login: 535 Authentication failed' }).run()).toEqual([
      { type: 'EmailAccountTested', data: { accountId: 'a1', success: false, message: 'Invalid login: 535 Authentication failed', testedAt: '2026-01-05T15:04:00.000Z' } },
    ]);
  });
});
