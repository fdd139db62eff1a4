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

  it('refuses what cannot send', () => {
    expect(() => decide(change({ fromEmail: '  ' }))).toThrow('Please fill in all required fields: from e-mail');
    expect(() => decide(change({ fromEmail: 'dana@' }))).toThrow('Invalid email address: dana@');
    expect(() => decide(change({ smtpHost: ' ' }))).toThrow('Please fill in all required fields: SMTP host, port and username');
    expect(() => decide(change({ smtpPort: 70_000 }))).toThrow('The SMTP port must be a number from 1 to 65535');
    expect(() => decide(change({}, { smtpPasswordKnown: false }))).toThrow('The SMTP password is required');
    expect(() => decide(change({ dailyLimit: 0 }))).toThrow('The daily limit must be a whole number from 1 to 100000');
    expect(() => decide(change({ provider: 'pigeon' as never }))).toThrow('provider must be one of sendgrid, mailgun, ses, outlook, gmail, smtp');
  });

  it('removing is recorded only when something is set up', () => {
    expect(decide({ type: 'RemoveEmailSettings' })).toEqual([]);
    expect(decide({ type: 'RemoveEmailSettings' }, fold(emailSettings, decide(change({}))))).toEqual([{ type: 'EmailSettingsRemoved', data: {} }]);
  });
});
