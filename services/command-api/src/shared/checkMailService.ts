import { checkSendgridKey, checkSmtpConnection, type ConnectionCheck, type SmtpConnection } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';

/** A service that can be tried from here: an SMTP server, or SendGrid with an API key. */
export type CheckableMailService = ({ provider: 'smtp' } & SmtpConnection) | { provider: 'sendgrid'; apiKey: string };

/**
 * Try a mail service as a send would (SMTP: connect, secure, sign in; SendGrid: ask what the key
 * may do, at SENDGRID_API_URL when configured): the server's own words either way. Shared by the
 * e-mail accounts' test and the legacy e-mail settings' test.
 */
export function checkMailService(runtime: Runtime, service: CheckableMailService): Promise<ConnectionCheck> {
  if (service.provider === 'sendgrid') return checkSendgridKey(service.apiKey, { apiUrl: runtime.config.SENDGRID_API_URL });
  const { provider: _provider, ...connection } = service;
  return checkSmtpConnection(connection);
}
