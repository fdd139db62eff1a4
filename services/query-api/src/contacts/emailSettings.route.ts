import { EMAIL_SETTINGS_NOT_CONFIGURED, emailSettingsSummary, noQuery } from '@outreach/contracts';
import type { TypedApp } from '@outreach/server-kit';

/**
 * GET /api/settings/email: the overview's warm-up card reads it. No e-mail service can be set up
 * on this platform yet, so it answers the defaults with `configured: false` (an answer, not an
 * error) and the card shows 'Email Setup Required'.
 */
export function registerEmailSettingsRoute(app: TypedApp): void {
  app.get('/api/settings/email', { schema: { querystring: noQuery, response: { 200: emailSettingsSummary } } }, async () => EMAIL_SETTINGS_NOT_CONFIGURED);
}
