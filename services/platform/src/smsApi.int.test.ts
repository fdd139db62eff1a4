import { randomUUID } from 'node:crypto';
import { EMPTY_FIELDS } from '@outreach/domain';
import { stageAgents } from '@outreach/command-api/staging/stageAgents.ts';
import { promoteStagedAgents } from '@outreach/command-api/staging/promoteStagedAgents.ts';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

let fx: Awaited<ReturnType<typeof platformFixture>>;
let cookie: string;
let contactId: string;
let noPhoneId: string;

const system = () => ({ actor: { kind: 'system' as const, process: 'test' }, now: new Date().toISOString(), requestId: 't', correlationId: 't', newId: () => randomUUID() });

beforeAll(async () => {
  fx = await platformFixture('sms_api');
  cookie = (await fx.signIn()).cookie;
  const runtime = fx.platform.runtime;
  await stageAgents(runtime, 's1', 'test', [
    { stagedAgentId: 's1.1', fields: { ...EMPTY_FIELDS, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '+15125550142' } },
    { stagedAgentId: 's1.2', fields: { ...EMPTY_FIELDS, firstName: 'No', lastName: 'Phone', email: 'nophone@example.com' } },
  ], system());
  const promoted = await promoteStagedAgents(runtime, 'all', 'demo', system());
  contactId = promoted.contactIds.get('s1.1')!;
  noPhoneId = promoted.contactIds.get('s1.2')!;
});
afterAll(async () => {
  await fx.close();
});

const call = (method: string, url: string, payload?: unknown) =>
  fx.app.inject({ method: method as 'POST', url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached');
}

describe('SMS conversations', () => {
  it('a direct send to a contact starts its conversation, pushes sms_message to signed-in sockets and shows in the inbox', async () => {
    const ws = new WebSocket(`${fx.platform.url.replace('http', 'ws')}/ws`, { headers: { cookie } });
    const received: { type: string; data: Record<string, unknown> }[] = [];
    ws.on('message', (text) => received.push(JSON.parse(String(text))));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

    const sent = await call('POST', '/api/sms/send', { contactId, message: 'Hi Ana, quick question about your listings' });
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversationId, messageId } = sent.json();
    const push = await eventually(async () => received.find((m) => m.type === 'sms_message'), Boolean);
    expect(push!.data).toMatchObject({ direction: 'outbound', message: 'Hi Ana, quick question about your listings', conversationId, messageId, toNumber: '+15125550142' });
    ws.close();

    const list = (await call('GET', '/api/sms/conversations')).json();
    expect(list[0]).toMatchObject({ id: conversationId, phoneNumber: '+15125550142', contactId, contactFirstName: 'Ana', unreadCount: 0, optedOut: false });
    const thread = (await call('GET', `/api/sms/conversations/${conversationId}/messages`)).json();
    expect(thread[0]).toMatchObject({ direction: 'outbound', segments: 1, sentBy: 'admin' });
    const again = await call('POST', '/api/sms/send', { contactId, message: 'Second' });
    expect(again.json().conversationId).toBe(conversationId);

    // Once the provider took the texts (the sandbox here), the calling list's Sent Text filter shows the contact.
    type CallingPage = { contacts: { id: string; last_text_sent: string | null }[] };
    const texted = await eventually(
      async () => (await call('GET', '/api/contacts/calling?tier=entry&filter=sent_text')).json<CallingPage>(),
      (page) => page.contacts.some((c) => c.id === contactId),
    );
    expect(texted.contacts.find((c) => c.id === contactId)!.last_text_sent).not.toBeNull();
    expect((await call('GET', '/api/contacts/calling?tier=entry&filter=sent_text')).json<CallingPage>().contacts.map((c) => c.id)).not.toContain(noPhoneId);
  });

  it('a signed-out socket is refused', async () => {
    const ws = new WebSocket(`${fx.platform.url.replace('http', 'ws')}/ws`);
    const status = await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(401);
  });

  it('refuses bad sends with clear messages and changes nothing', async () => {
    // The dispatcher records the earlier sends' outcomes in the background (sandbox: sent, then delivered): let it catch up first,
    // every reactor at the head of the log and no send job waiting or running.
    const { runtime } = fx.platform;
    const settled = async () => {
      const head = (await runtime.eventStore.headPosition())!;
      const { rows } = await runtime.pg.query(
        `select (select bool_and(position_commit = $1 and position_prepare = $2) from runner.checkpoints)
                and not exists (select 1 from pgboss.job where state in ('created', 'retry', 'active'))
                and not exists (select 1 from runner.work) as ok`,
        [String(head.commit), String(head.prepare)],
      );
      return rows[0]?.ok === true;
    };
    await eventually(settled, Boolean);
    const before = await fx.platform.runtime.eventStore.headPosition();
    const cases: [string, string, unknown, number, string][] = [
      ['POST', '/api/sms/send', { contactId: noPhoneId, message: 'Hi' }, 400, "This contact doesn't have a phone number"],
      ['POST', '/api/sms/send', { contactId, message: 'x'.repeat(321) }, 400, 'SMS messages should be under 320 characters for best delivery'],
      ['POST', '/api/sms/send', { contactId, message: '   ' }, 400, 'Message is required'],
      ['POST', '/api/sms/send', { contactId: randomUUID(), message: 'Hi' }, 404, 'Contact not found'],
      ['POST', '/api/sms/send-test', { phoneNumber: '', message: 'Hi' }, 400, 'Please enter a phone number to send test message'],
      ['POST', '/api/sms/send-test', { phoneNumber: '12', message: 'Hi' }, 400, 'Please enter a valid phone number (e.g., +1234567890)'],
      ['POST', `/api/sms/conversations/${randomUUID()}/reply`, { message: 'Hi' }, 404, 'Conversation not found'],
      ['PUT', `/api/sms/conversations/${randomUUID()}/archive`, undefined, 404, 'Conversation not found'],
      ['GET', `/api/sms/conversations/${randomUUID()}/messages`, undefined, 404, 'Conversation not found'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(before);
  });

  it('archiving hides a conversation, blocking refuses every further send', async () => {
    const { conversationId } = (await call('POST', '/api/sms/send-test', { phoneNumber: '(512) 555-0199', message: 'Test' })).json();
    expect((await call('PUT', `/api/sms/conversations/${conversationId}/archive`)).statusCode).toBe(200);
    const list = await eventually(() => call('GET', '/api/sms/conversations').then((r) => r.json()), (l: { id: string }[]) => !l.some((c) => c.id === conversationId));
    expect(list.some((c: { id: string }) => c.id === conversationId)).toBe(false);
    expect((await call('PUT', `/api/sms/conversations/${conversationId}/block`)).statusCode).toBe(200);
    const refused = await call('POST', `/api/sms/conversations/${conversationId}/reply`, { message: 'Hello?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This number is blocked');
  });

  it('the inbox figures add up', async () => {
    // Read models catch up with the sends (and the dispatcher's outcomes) in the background.
    const stats = await eventually(() => call('GET', '/api/sms/stats').then((r) => r.json()), (s) => s.messagesToday >= 3 && s.activeConversations === 1);
    expect(stats).toMatchObject({ activeConversations: 1, responseRate: 0 });
    expect(stats.messagesToday).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/api/sms/unread-count')).json()).toEqual({ count: 0 });
  });
});
