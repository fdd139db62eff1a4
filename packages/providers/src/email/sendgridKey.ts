import type { ConnectionCheck } from './smtpTransport.ts';

export const SENDGRID_API_URL = 'https://api.sendgrid.com';

/** Ask SendGrid which scopes the API key has: accepted when it may send mail. */
export async function checkSendgridKey(apiKey: string, options: { apiUrl?: string | undefined; timeoutMs?: number } = {}): Promise<ConnectionCheck> {
  const base = (options.apiUrl ?? SENDGRID_API_URL).replace(/\/$/, '');
  try {
    const response = await fetch(`${base}/v3/scopes`, {
      headers: { authorization: `Bearer ${apiKey}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    if (response.status === 401 || response.status === 403) return { success: false, message: `SendGrid refused the API key (${response.status})` };
    if (!response.ok) return { success: false, message: `SendGrid answered ${response.status}` };
    const body = (await response.json().catch(() => ({}))) as { scopes?: unknown };
    const scopes = Array.isArray(body.scopes) ? body.scopes : [];
    if (!scopes.includes('mail.send')) return { success: false, message: 'The SendGrid API key may not send mail (it lacks the mail.send scope)' };
    return { success: true, message: 'SendGrid accepted the API key, which may send mail' };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : error instanceof Error ? error.message : String(error);
    return { success: false, message: `Could not reach SendGrid: ${reason}` };
  }
}
