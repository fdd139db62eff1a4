import { describe, expect, it } from 'vitest';
import { fold } from '../kit/decider.ts';
import { testContext } from '../kit/given.ts';
import { emailSettings, initialEmailSettings, type EmailServiceSettings } from './emailSettings.ts';

const context = testContext();
const smtp: EmailServiceSettings = {
  provider: 'smtp',
  fromEmail: ' Dana@ListingPro.example ',
  fromName: ' Dana ',
  smtpHost: ' smtp.gmail.com ',
  smtpPort: 587,
  smtpUsername: 'dana',
  smtpSecurity: null,
  warmupEnabled: true,
  dailyLimit: 2500,
};
const change = (settings: Partial<EmailServiceSettings>, secrets: Partial<{ apiKeyKnown: boolean; smtpPasswordKnown: boolean; apiKeyChanged: boolean; smtpPasswordChanged: boolean }> = {}) => ({
  type: 'ChangeEmailSettings' as const,
  settings: { ...smtp, ...settings },
  apiKeyKnown: false,
  smtpPasswordKnown: true,
  apiKeyChanged: false,
  smtpPasswordChanged: true,
  ...secrets,
});
const decide = (command: ReturnType<typeof change> | { type: 'RemoveEmailSettings' }, state = emailSettings.initialState) => emailSettings.decide(command, state, context);

describe('e-mail settings decisions', () => {
  it('a first save records the tidied settings and that the password changed (never the password); STARTTLS on 587, TLS on 465', () => {
    expect(decide(change({}))).toEqual([
      {
        type: 'EmailSettingsChanged',
        data: {
          provider: 'smtp',
          fromEmail: 'dana@listingpro.example',
          fromName: 'Dana',
          smtpHost: 'smtp.gmail.com',
          smtpPort: 587,
          smtpUsername: 'dana',
          smtpSecurity: 'starttls',
          warmupEnabled: true,
          dailyLimit: 2500,
          apiKeyChanged: false,
          smtpPasswordChanged: true,
        },
      },
    ]);
    expect(decide(change({ smtpPort: 465 }))[0]!.data).toMatchObject({ smtpSecurity: 'tls' });
    expect(decide(change({ smtpPort: 2525, smtpSecurity: 'none' }))[0]!.data).toMatchObject({ smtpSecurity: 'none' });
  });

  it('is configured after a change, keeping the warm-up at its defaults, and back to the defaults after removal', () => {
    const state = fold(emailSettings, decide(change({})));
    expect(state).toMatchObject({ configured: true, currentDailyLimit: 50, warmupDay: 1, settings: { provider: 'smtp', smtpSecurity: 'starttls' } });
    expect(emailSettings.evolve(state, { type: 'EmailSettingsRemoved', data: {} })).toEqual(initialEmailSettings);
  });

  it('saving the same settings again records nothing; a new secret or a changed field does', () => {
    const state = fold(emailSettings, decide(change({})));
    expect(decide(change({}, { smtpPasswordChanged: false }), state)).toEqual([]);
    expect(decide(change({}, { smtpPasswordChanged: true }), state)).toHaveLength(1);
    expect(decide(change({ warmupEnabled: false }, { smtpPasswordChanged: false }), state)[0]!.data).toMatchObject({ warmupEnabled: false });
  });

  it('an API-key service needs its key and drops the SMTP fields; Outlook and Gmail need no from address', () => {
    expect(() => decide(change({ provider: 'sendgrid' }))).toThrow('The API key is required');
    expect(decide(change({ provider: 'mailgun' }, { apiKeyKnown: true, apiKeyChanged: true, smtpPasswordChanged: false }))[0]!.data).toMatchObject({
      provider: 'mailgun',
      smtpHost: null,
      smtpPort: null,
      smtpUsername: null,
      smtpSecurity: null,
      apiKeyChanged: true,
    });
    expect(decide(change({ provider: 'gmail', fromEmail: null, fromName: null }))[0]!.data).toMatchObject({ provider: 'gmail', fromEmail: null });
  });

  it('refuses what cannot send, naming the field in errors', () => {
    const refusal = (command: Parameters<typeof decide>[0]) => {
      try {
        decide(command);
      } catch (error) {
        const { message, details } = error as { message: string; details?: Record<string, unknown> };
        return { message, errors: details?.['errors'] };
      }
      throw new Error('expected a refusal');
    };
    expect(refusal(change({ fromEmail: '  ' }))).toEqual({ message: 'Please fill in all required fields: from e-mail', errors: [{ path: 'fromEmail', message: 'fromEmail is required' }] });
    expect(refusal(change({ fromEmail: 'dana@' }))).toEqual({
      message: 'The from e-mail is not a valid email address: dana@',
      errors: [{ path: 'fromEmail', message: 'The from e-mail is not a valid email address: dana@' }],
    });
    expect(refusal(change({ smtpHost: ' ' }))).toMatchObject({ message: 'Please fill in all required fields: SMTP host', errors: [{ path: 'smtpHost', message: 'smtpHost is required' }] });
    expect(refusal(change({ smtpUsername: null, smtpPort: null }))).toMatchObject({
      message: 'Please fill in all required fields: SMTP port and SMTP username',
      errors: [{ path: 'smtpPort' }, { path: 'smtpUsername' }],
    });
    expect(refusal(change({ smtpPort: 70_000 }))).toMatchObject({ message: 'The SMTP port must be a number from 1 to 65535', errors: [{ path: 'smtpPort' }] });
    expect(refusal(change({}, { smtpPasswordKnown: false }))).toMatchObject({ message: 'The SMTP password is required', errors: [{ path: 'smtpPassword' }] });
    expect(refusal(change({ dailyLimit: 0 }))).toMatchObject({ message: 'The daily limit must be a whole number from 1 to 100000', errors: [{ path: 'dailyLimit' }] });
    expect(refusal(change({ provider: 'pigeon' as never }))).toMatchObject({ message: 'provider must be one of sendgrid, mailgun, ses, outlook, gmail, smtp', errors: [{ path: 'provider' }] });
    expect(refusal(change({ provider: 'sendgrid' }))).toMatchObject({ message: 'The API key is required', errors: [{ path: 'apiKey' }] });
  });

  it('refuses line breaks in one-line fields and a host that is not a host name or IP address', () => {
    const refusal = (command: Parameters<typeof decide>[0]) => {
      try {
        decide(command);
      } catch (error) {
        return (error as { details?: Record<string, unknown> }).details?.['errors'];
      }
      throw new Error('expected a refusal');
    };
    expect(refusal(change({ fromName: 'n\r\nBcc: evil@x.com' }))).toEqual([{ path: 'fromName', message: 'fromName must be a single line of text (no line breaks, tabs or other control characters)' }]);
    expect(refusal(change({ smtpUsername: 'dana\nx' }))).toMatchObject([{ path: 'smtpUsername' }]);
    expect(refusal(change({ smtpHost: 'h h;rm -rf' }))).toEqual([{ path: 'smtpHost', message: 'smtpHost must be a host name (such as smtp.example.com) or an IP address' }]);
    expect(decide(change({ smtpHost: ' 10.0.0.25 ' }))[0]!.data).toMatchObject({ smtpHost: '10.0.0.25' });
  });

  it('removing is recorded only when something is set up', () => {
    expect(decide({ type: 'RemoveEmailSettings' })).toEqual([]);
    expect(decide({ type: 'RemoveEmailSettings' }, fold(emailSettings, decide(change({}))))).toEqual([{ type: 'EmailSettingsRemoved', data: {} }]);
  });
});
