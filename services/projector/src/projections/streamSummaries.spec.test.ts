import { describe, it } from 'vitest';
import { iso, projectionSpec, specTime } from '../projectionSpec.ts';
import { streamSummaries } from './streamSummaries.ts';

const spec = projectionSpec(streamSummaries);

describe('streamSummaries projection', () => {
  it('counts each stream’s events and keeps its first time and its last event, type and actor', async () => {
    await spec
      .given([
        { type: 'ContactImported', streamId: 'contact-a', data: {}, actor: { kind: 'system', process: 'demo' } },
        { type: 'UserCreated', streamId: 'user-1', data: {} },
        { type: 'CallLogged', streamId: 'contact-a', data: {}, actor: { kind: 'user', id: 'u-1', username: 'maria' } },
        { type: 'ContactStatusChanged', streamId: 'contact-a', data: {}, actor: { kind: 'webhook', source: 'twilio' } },
      ])
      .then(
        `select stream_id, stream_category, event_count::int, last_revision::int, ${iso('first_event_at')} as first_at, ${iso('last_event_at')} as last_at,
                last_event_type, last_actor_name
           from read.stream_summaries order by stream_id`,
        [
          {
            stream_id: 'contact-a',
            stream_category: 'contact',
            event_count: 3,
            last_revision: 2,
            first_at: specTime(0),
            last_at: specTime(3),
            last_event_type: 'ContactStatusChanged',
            last_actor_name: 'twilio',
          },
          {
            stream_id: 'user-1',
            stream_category: 'user',
            event_count: 1,
            last_revision: 0,
            first_at: specTime(1),
            last_at: specTime(1),
            last_event_type: 'UserCreated',
            last_actor_name: 'spec',
          },
        ],
      );
  });
});
