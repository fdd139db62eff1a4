import type { Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { rawBodies } from './emailEventsHttp.ts';
import { registerMailgunWebhook } from './mailgunWebhook.ts';
import { registerSendgridWebhook } from './sendgridWebhook.ts';

/**
 * The e-mail providers' event webhooks (POST /webhooks/sendgrid, POST /webhooks/mailgun), outside
 * the /api session guard and authenticated by each provider's signature only. Their bodies are
 * kept raw, as signed, and parsed after the signature is checked.
 */
export async function registerEmailEventWebhooks(app: FastifyInstance, runtime: Runtime): Promise<void> {
  await app.register(async (scope) => {
    rawBodies(scope);
    registerSendgridWebhook(scope, runtime);
    registerMailgunWebhook(scope, runtime);
  });
}
