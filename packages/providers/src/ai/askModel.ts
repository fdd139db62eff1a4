import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, AuthenticationError, PermissionDeniedError, RateLimitError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import type { AiSettings } from './aiSettings.ts';
import { AI_CREDENTIALS_MESSAGE, AI_NETWORK_MESSAGE, AI_TIMEOUT_MESSAGE, AiServiceError, aiRateLimitMessage } from './aiServiceError.ts';

/** One structured question to the model: the answer must be JSON of `schema`'s shape. */
export interface ModelQuestion<T> {
  /** The JSON schema's name the model sees (letters, digits, underscores). */
  schemaName: string;
  schema: z.ZodType<T>;
  system: string;
  user: string;
  /** What the user reads when the model's answers do not fit the shape, twice. */
  failureMessage: string;
  temperature?: number;
}

export interface ModelAnswer<T> {
  output: T;
  /** 1, or 2 when the first answer did not fit and was asked again. */
  attempts: number;
}

/** A model client for these settings: our own retries and deadline, none of the SDK's. */
export function createModelClient(settings: AiSettings): OpenAI {
  return new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL ?? null, maxRetries: 0, timeout: settings.timeoutMs });
}

/** Seconds from Retry-After (seconds or an HTTP date) or retry-after-ms, rounded up; undefined when absent or odd. */
export function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return Math.max(1, Math.ceil(ms / 1000));
  const raw = headers?.get('retry-after')?.trim();
  if (!raw) return undefined;
  if (/^\d+(\.\d+)?$/.test(raw)) return Math.max(1, Math.ceil(Number(raw)));
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - now) / 1000));
}

/** An SDK failure as the answer the user gets. */
function asServiceError(error: unknown, failureMessage: string): AiServiceError | undefined {
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) return new AiServiceError('timeout', AI_TIMEOUT_MESSAGE, { cause: error });
  if (error instanceof APIConnectionError) return new AiServiceError('network', AI_NETWORK_MESSAGE, { cause: error });
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) return new AiServiceError('credentials', AI_CREDENTIALS_MESSAGE, { cause: error });
  if (error instanceof RateLimitError) {
    const seconds = retryAfterSeconds(error.headers);
    return new AiServiceError('rate_limited', aiRateLimitMessage(seconds), { retryAfterSeconds: seconds, cause: error });
  }
  if (error instanceof APIError) return new AiServiceError('unavailable', failureMessage, { cause: error });
  return undefined;
}

/** Why a completion's answer is not usable, or its value. */
function readAnswer<T>(completion: OpenAI.Chat.Completions.ChatCompletion, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; reason: string } {
  const choice = completion.choices?.[0];
  if (!choice) return { ok: false, reason: 'no choice' };
  if (choice.finish_reason === 'length') return { ok: false, reason: 'cut at the token limit' };
  if (choice.message?.refusal) return { ok: false, reason: 'refused' };
  const content = choice.message?.content;
  if (!content) return { ok: false, reason: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, reason: 'malformed JSON' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: `shape: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
}

/**
 * Ask the model with structured output (a strict JSON schema made from `schema` by the SDK's zod
 * helper) and validate its answer with the same zod schema. An answer that is malformed JSON or
 * does not fit is asked once more, then reported with `failureMessage`, never shown. Both calls
 * share one deadline (settings.timeoutMs). Timeouts, network errors, refused keys and rate limits
 * become AiServiceErrors with the spec's messages.
 */
export async function askModel<T>(
  client: OpenAI,
  settings: AiSettings,
  question: ModelQuestion<T>,
  onRejected?: (reason: string, attempt: number) => void,
): Promise<ModelAnswer<T>> {
  const deadline = Date.now() + settings.timeoutMs;
  const responseFormat = zodResponseFormat(question.schema, question.schemaName);
  for (let attempt = 1; attempt <= 2; attempt++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new AiServiceError('timeout', AI_TIMEOUT_MESSAGE);
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await client.chat.completions.create(
        {
          model: settings.model,
          messages: [
            { role: 'system', content: question.system },
            { role: 'user', content: question.user },
          ],
          response_format: responseFormat,
          ...(question.temperature === undefined ? {} : { temperature: question.temperature }),
        },
        { timeout: remaining, maxRetries: 0 },
      );
    } catch (error) {
      throw asServiceError(error, question.failureMessage) ?? error;
    }
    const answer = readAnswer(completion, question.schema);
    if (answer.ok) return { output: answer.value, attempts: attempt };
    onRejected?.(answer.reason, attempt);
  }
  throw new AiServiceError('invalid_answer', question.failureMessage);
}
