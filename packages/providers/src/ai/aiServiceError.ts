/**
 * Why a generation failed, each answered with its own status and message. The messages are what
 * the web shows; they follow the spec's error catalogue, whose client maps a message with 'took
 * too long' to 'taking longer than expected, try a simpler request' and one with 'network' or
 * 'connection' to 'Network connection issue'. A key the model's server refuses is the server's
 * configuration, not the user's session, so it never answers 401 nor says so.
 */
export type AiFailureKind = 'timeout' | 'network' | 'credentials' | 'rate_limited' | 'invalid_answer' | 'unavailable';

export const AI_TIMEOUT_MESSAGE = 'The AI service took too long to answer. Please try a simpler request.';
export const AI_NETWORK_MESSAGE = 'Network connection issue: the AI service could not be reached. Please try again.';
export const AI_CREDENTIALS_MESSAGE = "The AI service did not accept this server's API key. Please ask an administrator to check OPENAI_API_KEY.";

export const aiRateLimitMessage = (retryAfterSeconds: number | undefined) =>
  retryAfterSeconds === undefined
    ? 'The AI service is busy right now. Please try again in a minute.'
    : `The AI service is busy right now. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;

const STATUS: Record<AiFailureKind, number> = {
  timeout: 504,
  network: 502,
  credentials: 502,
  rate_limited: 429,
  invalid_answer: 502,
  unavailable: 502,
};

export class AiServiceError extends Error {
  readonly kind: AiFailureKind;
  /** The HTTP status our answer carries. */
  readonly status: number;
  /** For rate_limited: when the model's server said to come back, in whole seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: AiFailureKind, message: string, options: { retryAfterSeconds?: number | undefined; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AiServiceError';
    this.kind = kind;
    this.status = STATUS[kind];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
