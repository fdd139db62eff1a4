import { describe, expect, it } from 'vitest';
import { parseRealtimeMessage } from './realtimeMessages.ts';

const sms = {
  direction: 'inbound',
  fromNumber: '+15125550147',
  toNumber: '+15125550100',
  message: 'Yes, call me tomorrow',
  conversationId: 'c1',
  messageId: 'm1',
  status: 'received',
};

const progress = {
  importId: 'i1',
  fileName: 'agents.csv',
  status: 'running',
  processed: 500,
  imported: 480,
  merged: 15,
  rejected: 5,
  error: null,
  startedAt: '2025-01-05T15:04:00.000Z',
  completedAt: null,
};

describe('parseRealtimeMessage', () => {
  it('reads the greeting and the contact notices', () => {
    expect(parseRealtimeMessage(JSON.stringify({ type: 'hello', data: {} }))).toEqual({ type: 'hello', data: {} });
    expect(parseRealtimeMessage(JSON.stringify({ type: 'contacts_changed', data: { changed: 3 } }))).toEqual({
      type: 'contacts_changed',
      data: { changed: 3 },
    });
    expect(parseRealtimeMessage(JSON.stringify({ type: 'call_logged', data: { contactId: 'k1', callStatus: 'connected' } }))).toEqual({
      type: 'call_logged',
      data: { contactId: 'k1', callStatus: 'connected' },
    });
  });

  it('reports a notice without its data as unknown', () => {
    expect(parseRealtimeMessage(JSON.stringify({ type: 'call_logged' }))).toEqual({ type: 'unknown', rawType: 'call_logged' });
    expect(parseRealtimeMessage(JSON.stringify({ type: 'contacts_changed', data: { changed: 'many' } }))).toEqual({
      type: 'unknown',
      rawType: 'contacts_changed',
    });
  });

  it('reads an SMS message', () => {
    expect(parseRealtimeMessage(JSON.stringify({ type: 'sms_message', data: sms }))).toEqual({ type: 'sms_message', data: sms });
    const withoutNumbers = { ...sms, fromNumber: null, toNumber: null };
    expect(parseRealtimeMessage(JSON.stringify({ type: 'sms_message', data: withoutNumbers }))).toEqual({
      type: 'sms_message',
      data: withoutNumbers,
    });
  });

  it('reports an SMS message of the wrong shape as unknown', () => {
    for (const data of [null, 'text', { ...sms, direction: 'sideways' }, { ...sms, message: 42 }, { ...sms, conversationId: undefined }, { ...sms, fromNumber: 5 }]) {
      expect(parseRealtimeMessage(JSON.stringify({ type: 'sms_message', data }))).toEqual({ type: 'unknown', rawType: 'sms_message' });
    }
  });

  it('reads import progress and rejects a malformed one', () => {
    expect(parseRealtimeMessage(JSON.stringify({ type: 'contact_import_progress', data: progress }))).toEqual({
      type: 'contact_import_progress',
      data: progress,
    });
    for (const data of [{ ...progress, status: 'paused' }, { ...progress, processed: '500' }, { ...progress, importId: 7 }, { ...progress, error: 1 }]) {
      expect(parseRealtimeMessage(JSON.stringify({ type: 'contact_import_progress', data }))).toEqual({
        type: 'unknown',
        rawType: 'contact_import_progress',
      });
    }
  });

  it('keeps other types as unknown', () => {
    expect(parseRealtimeMessage(JSON.stringify({ type: 'campaign_sent', data: {} }))).toEqual({ type: 'unknown', rawType: 'campaign_sent' });
  });

  it('ignores anything that is not a JSON {type} object', () => {
    for (const text of ['', 'not json', '42', '[]', 'null', '{"data":{}}', '{"type":5}', new ArrayBuffer(2), undefined]) {
      expect(parseRealtimeMessage(text)).toBeNull();
    }
  });
});
