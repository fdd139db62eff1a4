import { DomainError, type DomainErrorCode } from '@outreach/domain';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { issueMessage, type IssueLike } from './issueMessage.ts';

/** An `application/problem+json` body. `message` is what the user reads. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  message: string;
  code?: string;
  requestId?: string;
  errors?: { path: string; message: string }[];
}

const statusByCode: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  illegal_state: 409,
  revision_conflict: 412,
  throttled: 429,
};

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A problem body with the status's title. */
export function problem(status: number, message: string, extra: Partial<Problem> = {}): Problem {
  return { type: 'about:blank', title: titles[status] ?? 'Error', status, message, ...extra };
}

/** The first zod issue, in words a user understands that name its field (see `issueMessage`). */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  return issueMessage(issue);
}

/** Every zod issue as a field path and a message naming that field. */
export function zodFieldErrors(issues: readonly IssueLike[]): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issueMessage(issue) }));
}

/** A route schema's refusal (fastify-type-provider-zod keeps the issue's details in `params`) as the issue it was. */
function validationIssue(v: { keyword: string; instancePath: string; message?: string | undefined; params: Record<string, unknown> }): IssueLike {
  const dotted = v.instancePath.replace(/^\//, '');
  const path = dotted === '' ? [] : dotted.split('/');
  return { ...v.params, code: v.keyword, path, message: v.message ?? 'Invalid value' };
}

/** The per-field messages a DomainError may carry (parseInput puts them in `details.errors`). */
function fieldErrors(value: unknown): Problem['errors'] {
  if (!Array.isArray(value)) return undefined;
  const valid = value.every(
    (e: unknown) => typeof e === 'object' && e !== null && typeof (e as { path?: unknown }).path === 'string' && typeof (e as { message?: unknown }).message === 'string',
  );
  return valid ? (value as { path: string; message: string }[]).map(({ path, message }) => ({ path, message })) : undefined;
}

/** Map any thrown value to a problem; 5xx messages are generic (details go to the log only). */
export function toProblem(error: unknown, requestId: string): Problem {
  if (error instanceof DomainError) {
    const errors = fieldErrors(error.details?.errors);
    return problem(statusByCode[error.code], error.message, { code: error.code, requestId, ...(errors ? { errors } : {}) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A route's schema refused its input: the first issue is the message, each one names its field.
    const errors = zodFieldErrors(error.validation.map(validationIssue));
    return problem(400, errors[0]?.message ?? 'Invalid request', { code: 'invalid', requestId, errors });
  }
  if (error instanceof ZodError) {
    return problem(400, zodMessage(error), { code: 'invalid', requestId, errors: zodFieldErrors(error.issues) });
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON'
        : fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large'
          : fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : (fastifyError.message ?? 'Bad request');
    return problem(status, message, { requestId });
  }
  return problem(500, 'Something went wrong on our side. Please try again.', { requestId });
}

/** Answer with a problem as application/problem+json. */
export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.status(body.status).type('application/problem+json').send(body);
}
