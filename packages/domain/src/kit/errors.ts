/** Stable error codes; the HTTP layer maps them to statuses. */
export type DomainErrorCode =
  | 'invalid'
  | 'not_found'
  | 'conflict'
  | 'illegal_state'
  | 'revision_conflict'
  | 'unauthorized'
  | 'forbidden'
  | 'throttled';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly details: Record<string, unknown> | undefined;
  constructor(code: DomainErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export const invalid = (message: string, details?: Record<string, unknown>) =>
  new DomainError('invalid', message, details);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const illegalState = (message: string) => new DomainError('illegal_state', message);
