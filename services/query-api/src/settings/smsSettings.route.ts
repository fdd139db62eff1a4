import { noQuery, smsSettingsView } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { DEFAULT_SMS_HELP_TEXT } from '@outreach/domain';
import { sql } from 'slonik';
import { z } from 'zod';

const settingsRow = z.object({
  provider: z.enum(['twilio', 'sandbox']),
  accountSid: z.string().nullable(),
  fromPhone: z.string().nullable(),
  authTokenSet: z.boolean(),
  helpText: z.string().nullable(),
});

/**
 * GET /api/settings/sms: Twilio (account, from number, whether a token is stored) or the sandbox,
 * and the HELP reply (the default when none is set). The token itself is never read here.
 */
export function registerSmsSettingsRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/settings/sms', { config: { projections: ['smsSettings'] }, schema: { querystring: noQuery, response: { 200: smsSettingsView } } }, async () => {
    const row = await runtime.db.maybeOne(
      sql.type(settingsRow)`select provider, account_sid as "accountSid", from_phone as "fromPhone", auth_token_set as "authTokenSet", help_text as "helpText"
                              from read.sms_settings`,
    );
    return {
      provider: row?.provider ?? 'sandbox',
      accountSid: row?.accountSid ?? null,
      fromPhone: row?.fromPhone ?? null,
      authTokenSet: row?.authTokenSet ?? false,
      helpText: row?.helpText ?? DEFAULT_SMS_HELP_TEXT,
    };
  });
}
