import type { ImportProgress, smsMessagePush } from '@outreach/contracts';
import { IMPORT_STATUSES } from '@outreach/contracts/importStatuses.ts';
import type { WireType } from '../api/wireType.ts';

export type SmsMessagePush = WireType<typeof smsMessagePush>['data'];

/** What the server pushes on /ws as `{type, data}`, checked; anything else is `unknown`. */
export type RealtimeMessage =
  | { type: 'hello' }
  | { type: 'sms_message'; data: SmsMessagePush }
  | { type: 'contacts_changed' }
  | { type: 'call_logged'; contactId: string | null }
  | { type: 'contact_import_progress'; data: ImportProgress }
  | { type: 'unknown'; rawType: string };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

function isTextOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function parseSmsMessage(data: unknown): SmsMessagePush | null {
  if (!isObject(data)) return null;
  const { direction, fromNumber = null, toNumber = null, message, conversationId, messageId, status } = data;
  if (direction !== 'inbound' && direction !== 'outbound') return null;
  if (!isText(message) || !isText(conversationId) || !isText(messageId) || !isText(status)) return null;
  if (!isTextOrNull(fromNumber) || !isTextOrNull(toNumber)) return null;
  return { direction, fromNumber, toNumber, message, conversationId, messageId, status };
}

function parseImportProgress(data: unknown): ImportProgress | null {
  if (!isObject(data)) return null;
  const { importId, fileName = null, status, processed, imported, merged, rejected, error = null, startedAt = null, completedAt = null } = data;
  if (!isText(importId) || !(IMPORT_STATUSES as readonly unknown[]).includes(status)) return null;
  if (![processed, imported, merged, rejected].every(isCount)) return null;
  if (![fileName, error, startedAt, completedAt].every(isTextOrNull)) return null;
  return data as ImportProgress;
}

/**
 * Reads one /ws frame (JSON text). Answers null for text that is not a `{type}` object; a known type
 * whose data does not have the expected shape is reported as `unknown` so that it changes nothing.
 */
export function parseRealtimeMessage(text: unknown): RealtimeMessage | null {
  if (!isText(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isText(parsed.type)) return null;
  const { type, data } = parsed;
  switch (type) {
    case 'hello':
      return { type };
    case 'contacts_changed':
      return { type };
    case 'call_logged': {
      const contactId = isObject(data) && isText(data.contactId) ? data.contactId : null;
      return { type, contactId };
    }
    case 'sms_message': {
      const sms = parseSmsMessage(data);
      return sms ? { type, data: sms } : { type: 'unknown', rawType: type };
    }
    case 'contact_import_progress': {
      const progress = parseImportProgress(data);
      return progress ? { type, data: progress } : { type: 'unknown', rawType: type };
    }
    default:
      return { type: 'unknown', rawType: type };
  }
}
