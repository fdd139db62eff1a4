import type { RecordedEvent } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { eventRuns } from './eventRuns.ts';

const event = (type: string, messageId: string) => ({ type, data: { messageId } }) as unknown as RecordedEvent;
const runsOf = (events: RecordedEvent[]) =>
  eventRuns(events, (e) => e.type !== 'Other', (e) => (e.data as { messageId: string }).messageId).map((run) => run.map((e) => `${e.type}:${(e.data as { messageId: string }).messageId}`));

describe('eventRuns', () => {
  it('groups consecutive events of one type about different rows, in order', () => {
    expect(runsOf([event('Queued', 'a'), event('Queued', 'b'), event('Sent', 'a'), event('Sent', 'b'), event('Queued', 'c')])).toEqual([['Queued:a', 'Queued:b'], ['Sent:a', 'Sent:b'], ['Queued:c']]);
  });

  it('starts a new run when a row comes again, and leaves events it does not batch alone', () => {
    expect(runsOf([event('Deferred', 'a'), event('Deferred', 'a'), event('Other', 'b'), event('Other', 'c'), event('Deferred', 'b')])).toEqual([
      ['Deferred:a'],
      ['Deferred:a'],
      ['Other:b'],
      ['Other:c'],
      ['Deferred:b'],
    ]);
  });
});
