import { describe, it } from 'vitest';
import { iso, projectionSpec, specTime } from '../projectionSpec.ts';
import { auditTrail } from './auditTrail.ts';

const spec = projectionSpec(auditTrail);

describe('auditTrail projection', () => {
  it('keeps every event, whatever its type, with its stream, position, actor, time, reason and ids', async () => {
    await spec
      .given([
        { type: 'UserCreated', streamId: 'user-1', data: { userId: '1', username: 'maria' }, actor: { kind: 'user', id: 'u-0', username: 'admin' }, reason: 'new hire' },
        { type: 'SmsReceived', streamId: 'sms-conversation-9', data: { body: 'Hi' }, actor: { kind: 'webhook', source: 'twilio' } },
        { type: 'SomethingNew', streamId: 'user-1', data: {}, actor: { kind: 'system', process: 'importer' } },
      ])
      .then(
        `select event_id::text, position_commit::int, stream_id, stream_category, stream_revision::int, event_type, actor_kind, actor_id, actor_name,
                ${iso('occurred_at')} as occurred_at, ${iso('recorded_at')} as recorded_at, reason, correlation_id, causation_id, request_id, data
           from read.audit_trail order by position_commit`,
        [
          {
            event_id: '00000000-0000-4000-8000-000000000001',
            position_commit: 1,
            stream_id: 'user-1',
            stream_category: 'user',
            stream_revision: 0,
            event_type: 'UserCreated',
            actor_kind: 'user',
            actor_id: 'u-0',
            actor_name: 'admin',
            occurred_at: specTime(0),
            recorded_at: specTime(0),
            reason: 'new hire',
            correlation_id: 'corr-1',
            causation_id: 'cause-1',
            request_id: 'req-1',
            data: { userId: '1', username: 'maria' },
          },
          {
            event_id: '00000000-0000-4000-8000-000000000002',
            position_commit: 2,
            stream_id: 'sms-conversation-9',
            stream_category: 'sms-conversation',
            stream_revision: 0,
            event_type: 'SmsReceived',
            actor_kind: 'webhook',
            actor_id: null,
            actor_name: 'twilio',
            occurred_at: specTime(1),
            recorded_at: specTime(1),
            reason: null,
            correlation_id: 'corr-2',
            causation_id: 'cause-2',
            request_id: 'req-2',
            data: { body: 'Hi' },
          },
          {
            event_id: '00000000-0000-4000-8000-000000000003',
            position_commit: 3,
            stream_id: 'user-1',
            stream_category: 'user',
            stream_revision: 1,
            event_type: 'SomethingNew',
            actor_kind: 'system',
            actor_id: null,
            actor_name: 'importer',
            occurred_at: specTime(2),
            recorded_at: specTime(2),
            reason: null,
            correlation_id: 'corr-3',
            causation_id: 'cause-3',
            request_id: 'req-3',
            data: {},
          },
        ],
      );
  });

  it('keeps data as it was recorded: text with quotes, backslashes and other scripts, and a JSON null', async () => {
    await spec
      .given([
        { type: 'NoteAdded', streamId: 'contact-1', data: { note: 'She said "call at 5" \\ ok', name: 'José 李' }, actor: { kind: 'user', id: 'u-0', username: 'admin' }, reason: 'a "quoted" reason' },
        { type: 'NothingToSay', streamId: 'contact-1', data: null, actor: { kind: 'system', process: 'importer' } },
      ])
      .then(`select event_type, reason, data from read.audit_trail order by position_commit`, [
        { event_type: 'NoteAdded', reason: 'a "quoted" reason', data: { note: 'She said "call at 5" \\ ok', name: 'José 李' } },
        { event_type: 'NothingToSay', reason: null, data: null },
      ]);
  });
});
