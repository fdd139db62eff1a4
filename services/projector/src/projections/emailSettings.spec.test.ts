import { describe, expect, it } from 'vitest';
import { iso, projectionSpec, specTime } from '../projectionSpec.ts';
import { emailSettings } from './emailSettings.ts';

const spec = projectionSpec(emailSettings);

const smtp = {
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
};
const sendgrid = { ...smtp, provider: 'sendgrid', smtpHost: null, smtpPort: null, smtpUsername: null, smtpSecurity: null, warmupEnabled: false, dailyLimit: 1000, apiKeyChanged: true, smtpPasswordChanged: false };
const changed = (data: object) => ({ type: 'EmailSettingsChanged', data });
const query = `select provider, from_email, smtp_host, smtp_port, smtp_security, api_key_set, smtp_password_set, warmup_enabled, daily_limit,
                      current_daily_limit, warmup_day, ${iso('updated_at')} as updated_at from read.email_settings`;

describe('emailSettings projection', () => {
  it('shows nothing until settings are saved (the defaults)', async () => {
    await spec.given([]).then(query, []);
  });

  it('keeps one row with the latest service, which secret it holds, and the warm-up at day 1 with 50 a day', async () => {
    await spec.given([changed(smtp)]).then(query, [
      {
        provider: 'smtp',
        from_email: 'dana@listingpro.example',
        smtp_host: 'smtp.gmail.com',
        smtp_port: 587,
        smtp_security: 'starttls',
        api_key_set: false,
        smtp_password_set: true,
        warmup_enabled: true,
        daily_limit: 2500,
        current_daily_limit: 50,
        warmup_day: 1,
        updated_at: specTime(0),
      },
    ]);
    await spec.given([changed(smtp), changed(sendgrid)]).then(query, [
      {
        provider: 'sendgrid',
        from_email: 'dana@listingpro.example',
        smtp_host: null,
        smtp_port: null,
        smtp_security: null,
        api_key_set: true,
        smtp_password_set: false,
        warmup_enabled: false,
        daily_limit: 1000,
        current_daily_limit: 50,
        warmup_day: 1,
        updated_at: specTime(1),
      },
    ]);
  });

  it('is gone when the settings are removed, and back when saved again', async () => {
    await spec.given([changed(smtp), { type: 'EmailSettingsRemoved', data: {} }]).then(query, []);
    await spec.given([changed(smtp), { type: 'EmailSettingsRemoved', data: {} }, changed(smtp)]).then(query, [
      expect.objectContaining({ provider: 'smtp', updated_at: specTime(2) }),
    ]);
  });
});
