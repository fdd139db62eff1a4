import { describe, expect, it } from 'vitest';
import { toRecordedEvent, type EventRow } from './eventRows.ts';

const row = (data: string, metadata: string): EventRow => ({
  event_id: '4f1c7c1e-9a4e-4b7e-8a52-0d6c7f3f2a10',
  stream_id: 'contact-1',
  stream_revision: '9007199254740993',
  transaction_id: '812',
  global_position: '77',
  type: 'ContactImported',
  data,
  metadata,
  recorded_at_ms: '1764000000000',
});

describe('toRecordedEvent', () => {
  it('reads a row exactly, data and metadata as plain enumerable properties', () => {
    const event = toRecordedEvent(row('{"contactId":"c1","n":[1,2]}', '{"actor":{"kind":"system","process":"p"}}'));
    expect({ ...event }).toEqual({
      eventId: '4f1c7c1e-9a4e-4b7e-8a52-0d6c7f3f2a10',
      streamId: 'contact-1',
      revision: 9_007_199_254_740_993n,
      position: { commit: 812n, prepare: 77n },
      type: 'ContactImported',
      data: { contactId: 'c1', n: [1, 2] },
      metadata: { actor: { kind: 'system', process: 'p' } },
      recordedAt: new Date(1_764_000_000_000),
    });
    expect(JSON.parse(JSON.stringify({ data: event.data, metadata: event.metadata }))).toEqual({
      data: { contactId: 'c1', n: [1, 2] },
      metadata: { actor: { kind: 'system', process: 'p' } },
    });
  });

  it('parses data and metadata once, when first read, and answers the same objects after', () => {
    const event = toRecordedEvent(row('{"a":1}', 'not json'));
    expect(event.type).toBe('ContactImported');
    expect(event.data).toBe(event.data);
    expect(() => event.metadata).toThrow(SyntaxError);
  });

  it('takes an assigned value instead of the stored one', () => {
    const event = toRecordedEvent(row('{"a":1}', '{}'));
    event.data = { a: 2 };
    expect(event.data).toEqual({ a: 2 });
    event.metadata = { ...event.metadata, reason: 'changed' } as typeof event.metadata;
    expect(event.metadata).toEqual({ reason: 'changed' });
  });

  it('keeps its properties in the order of a plain event, data and metadata among them', () => {
    const event = toRecordedEvent(row('{"a":1}', '{}'));
    expect(Object.keys(event)).toEqual(['eventId', 'streamId', 'revision', 'position', 'type', 'data', 'metadata', 'recordedAt']);
    expect(Object.getOwnPropertyDescriptor(event, 'data')?.enumerable).toBe(true);
  });
});
