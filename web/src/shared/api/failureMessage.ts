/**
 * What a failed call says to a person: the server's message without its status ('502: The AI
 * service could not be reached' → 'The AI service could not be reached'), or the fallback when
 * there is none.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.replace(/^\d{3}:\s*/, '').trim() || fallback;
}
