import { EMAIL_SETTINGS_NOT_CONFIGURED, type EmailSettingsSummary } from '@outreach/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * GET /api/settings/email: the overview's warm-up card reads it. No e-mail service can be set up
 * on this platform yet, so it answers the defaults with `configured: false` (an answer, not an
 * error) and the card shows 'Email Setup Required'.
 */
export function registerEmailSettingsRoute(app: FastifyInstance): void {
  app.get('/api/settings/email', async (): Promise<EmailSettingsSummary> => EMAIL_SETTINGS_NOT_CONFIGURED);
}
