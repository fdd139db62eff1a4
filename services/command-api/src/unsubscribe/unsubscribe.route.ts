import formbody from '@fastify/formbody';
import { readUnsubscribeToken, unsubscribeKey, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadContact } from '../contacts/contactCommands.ts';
import { unsubscribeByLink, type UnsubscribeSource } from './unsubscribeByLink.ts';
import { confirmPage, invalidLinkPage, unsubscribedPage } from './unsubscribePage.ts';

const BODY_LIMIT = 4 * 1024;
const TOKEN = /^[\w-]{22,43}\.[\w-]{22}$/;

/**
 * The unsubscribe link of every marketing e-mail, public (the signed token is the authority):
 * GET /unsubscribe/{token} asks for one click; POST /unsubscribe/{token} unsubscribes at once,
 * from that page or as a mail client's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`,
 * sent from no site, so no Origin check). Pages are plain HTML in the recipient's browser.
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, runtime: Runtime): Promise<void> {
  const key = unsubscribeKey(runtime.keys);
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: BODY_LIMIT });
    scope.addContentTypeParser('multipart/form-data', { bodyLimit: BODY_LIMIT }, (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, {}));
      payload.on('error', done);
    });

    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .status(status)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(body);
    const target = (token: string) => (TOKEN.test(token) ? readUnsubscribeToken(key, token) : undefined);

    scope.get<{ Params: { token: string } }>('/unsubscribe/:token', { config: { public: true } }, async (request, reply) => {
      const found = target(request.params.token);
      if (!found) return html(reply, 404, invalidLinkPage());
      const contact = await loadContact(runtime, found.contactId);
      if (!contact.exists) return html(reply, 404, invalidLinkPage());
      if (contact.status === 'unsubscribed') return html(reply, 200, unsubscribedPage(contact.fields.email, true));
      return html(reply, 200, confirmPage(contact.fields.email, `/unsubscribe/${request.params.token}`));
    });

    scope.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>('/unsubscribe/:token', { config: { public: true }, bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const found = target(request.params.token);
      if (!found) return html(reply, 404, invalidLinkPage());
      const source: UnsubscribeSource = request.body?.['List-Unsubscribe'] === 'One-Click' ? 'one-click' : 'page';
      const outcome = await unsubscribeByLink(runtime, found, source, request.id);
      if (outcome.kind === 'unknown') return html(reply, 404, invalidLinkPage());
      return html(reply, 200, unsubscribedPage(outcome.email, outcome.kind === 'already'));
    });
  });
}
