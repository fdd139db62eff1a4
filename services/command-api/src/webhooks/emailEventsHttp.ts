import { DomainError, invalid } from '@outreach/domain';
import { problem, sendProblem } from '@outreach/server-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** SendGrid posts up to a thousand events at once: a batch is allowed this many bytes. */
export const EMAIL_EVENTS_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * Bodies of the routes in `scope` arrive as the raw bytes (a Buffer), whatever their content type:
 * signatures are computed over exactly what the provider sent, so the route parses it itself.
 */
export function rawBodies(scope: FastifyInstance, bodyLimit = EMAIL_EVENTS_BODY_LIMIT): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
}

/** The raw body as JSON; anything else is refused with 400. */
export function jsonBody(raw: unknown): unknown {
  if (!Buffer.isBuffer(raw) || raw.length === 0) throw invalid('The request body is empty: a JSON body is expected');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalid('The request body is not valid JSON');
  }
}

/** 503: the webhook cannot check signatures until the setting is made, so it takes nothing. */
export function notConfigured(reply: FastifyReply, requestId: string, provider: string, setting: string, what: string): FastifyReply {
  return sendProblem(
    reply,
    problem(503, `The ${provider} event webhook is not configured: set ${setting} to ${what}`, { code: 'not_configured', requestId }),
  );
}

export const signatureRefused = (provider: string, detail: string) => new DomainError('forbidden', `The request is not signed by ${provider}: ${detail}`);

