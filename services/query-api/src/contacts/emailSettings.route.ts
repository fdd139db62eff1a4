import { notFound } from '@outreach/domain';
import type { FastifyInstance } from 'fastify';

/**
 * GET /api/settings/email: the overview's warm-up card reads it. E-mail sending cannot be set up
 * on this platform yet (no e-mail settings exist to read), so it answers 404 and the card shows
 * 'Email Setup Required'.
 */
export function registerEmailSettingsRoute(app: FastifyInstance): void {
  app.get('/api/settings/email', async () => {
    throw notFound('Email settings are not configured yet');
  });
}
