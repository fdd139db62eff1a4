/** Carrier-standard keywords, matched when they are the whole message (any case). */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;
export const HELP_KEYWORDS = ['HELP'] as const;

export type KeywordIntent = 'opt-out' | 'opt-in' | 'help' | undefined;

/**
 * What an inbound text asks for. Twilio's OptOutType (STOP / START / HELP), when present, wins;
 * otherwise the message must be exactly a keyword, ignoring case, spaces and a final . or !.
 */
export function keywordIntent(body: string, optOutType?: string | null): KeywordIntent {
  const type = optOutType?.trim().toUpperCase();
  if (type === 'STOP') return 'opt-out';
  if (type === 'START') return 'opt-in';
  if (type === 'HELP') return 'help';
  const word = body.trim().replace(/[.!]+$/, '').trim().toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'opt-out';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'opt-in';
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'help';
  return undefined;
}
