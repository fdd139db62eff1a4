import { liveUpdate, type LiveUpdate, type LiveUpdateData } from '@outreach/contracts/liveUpdates.ts';

export type SmsMessagePush = LiveUpdateData<'sms_message'>;

/** What the server pushes on /ws (the contracts' `liveUpdate`); any other type or shape is `unknown`. */
export type RealtimeMessage = LiveUpdate | { type: 'unknown'; rawType: string };

/** Reads a /ws frame's text; loaded lazily (`useLiveUpdateParser`), as it brings zod. */
export type ParseRealtimeMessage = (text: unknown) => RealtimeMessage | null;

function typeOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { type } = value as { type?: unknown };
  return typeof type === 'string' ? type : null;
}

/**
 * Reads one /ws frame (JSON text) with the contracts' `liveUpdate` union. Answers null for text that
 * is not a `{type}` object; a type it does not know, or a known type whose data does not have its
 * shape, is reported as `unknown` so that it changes nothing.
 */
export const parseRealtimeMessage: ParseRealtimeMessage = (text) => {
  if (typeof text !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const type = typeOf(parsed);
  if (type === null) return null;
  const message = liveUpdate.safeParse(parsed);
  return message.success ? message.data : { type: 'unknown', rawType: type };
};
