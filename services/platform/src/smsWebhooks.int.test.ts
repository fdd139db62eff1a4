import { randomUUID } from 'node:crypto';
import { EMPTY_FIELDS, OPTED_OUT_MESSAGE, conversationStream, type RecordedEvent } from '@outreach/domain';
import { promoteStagedAgents } from '@outreach/command-api/staging/promoteStagedAgents.ts';
import { stageAgents } from '@outreach/command-api/staging/stageAgents.ts';
import { DEFAULT_SMS_HELP_TEXT } from '@outreach/domain';
import { sandboxSigningSecret } from '@outreach/providers';
import { EMPTY_TWIML, inboundSmsRequest, signedTwilioRequest, startFakeTwilio, type FakeTwilio, type SignedTwilioRequest } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

const PUBLIC_URL = 'https://outreach.test';
const INBOUND_URL = `${PUBLIC_URL}/webhooks/twilio/sms`;
const STATUS_URL = `${PUBLIC_URL}/webhooks/twilio/status`;
const ACCOUNT_SID = `AC${'a1'.repeat(16)}`;
const AUTH_TOKEN = 'f'.repeat(32);
const OUR_NUMBER = '+15125550100';
const ANA = '+15125550142';

let fake: FakeTwilio;
let fx: Awaited<ReturnType<typeof platformFixture>>;
let cookie: string;
let contactId: string;
let sandboxKey: string;

const system = () => ({ actor: { kind: 'system' as const, process: 'test' }, now: new Date().toISOString(), requestId: 't', correlationId: 't', newId: () => randomUUID() });

beforeAll(async () => {
  fake = await startFakeTwilio();
  fake.addAccount(ACCOUNT_SID, AUTH_TOKEN, [OUR_NUMBER]);
  fx = await platformFixture('sms_webhooks', { PUBLIC_URL, TWILIO_API_URL: fake.url });
  cookie = (await fx.signIn()).cookie;
  const runtime = fx.platform.runtime;
  await stageAgents(runtime, 'w1', 'test', [{ stagedAgentId: 'w1.1', fields: { ...EMPTY_FIELDS, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: ANA } }], system());
  contactId = (await promoteStagedAgents(runtime, 'all', 'demo', system())).contactIds.get('w1.1')!;
  sandboxKey = await sandboxSigningSecret(runtime);
});
afterAll(async () => {
  await fx?.close();
  await fake?.close();
});

const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  fx.app.inject({ method: method as 'POST', url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

const post = (request: SignedTwilioRequest, headers: Record<string, string> = request.headers) =>
  fx.app.inject({ method: 'POST', url: request.path, headers, payload: request.payload });

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what = 'condition'): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} not reached`);
}

async function events(conversationId: string): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const e of fx.platform.runtime.eventStore.readStream(conversationStream(conversationId))) all.push(e);
  return all;
}

const conversationOf = async (phone: string): Promise<{ id: string; contactId: string | null; optedOut: boolean } | undefined> =>
  (await call('GET', '/api/sms/conversations')).json().find((c: { phoneNumber: string }) => c.phoneNumber === phone);

const head = () => fx.platform.runtime.eventStore.headPosition();

describe('Twilio webhooks (sandbox: signed with the sandbox signing secret)', () => {
  it('a signed inbound text starts a conversation linked to the contact with that phone, once even when posted twice', async () => {
    const request = inboundSmsRequest(INBOUND_URL, sandboxKey, { from: '(512) 555-0142', to: OUR_NUMBER, body: 'Tell me more' });
    const first = await post(request);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('text/xml');
    expect(first.body).toBe(EMPTY_TWIML);
    const again = await post(request);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(EMPTY_TWIML);

    const conversation = await eventually(() => conversationOf(ANA), Boolean, 'conversation');
    expect(conversation).toMatchObject({ contactId, optedOut: false });
    const received = (await events(conversation!.id)).filter((e) => e.type === 'SmsReceived');
    expect(received).toHaveLength(1);
    expect(received[0]!.data).toMatchObject({ providerSid: request.params.MessageSid, body: 'Tell me more', from: ANA, to: OUR_NUMBER });
    expect(received[0]!.metadata.actor).toEqual({ kind: 'webhook', source: 'twilio' });
  });

  it.each([
    ['a short code', '89890', '89890'],
    ['a number in a range the numbering plan does not list', '+1 555 123 4567', '+15551234567'],
    ['an international number', '+447700900123', '+447700900123'],
  ])('a signed text from %s is kept and shows in the inbox', async (_kind, from, address) => {
    const body = `Hello from ${from}`;
    const res = await post(inboundSmsRequest(INBOUND_URL, sandboxKey, { from, to: OUR_NUMBER, body }));
    expect(res.statusCode, res.body).toBe(200);
    const conversation = await eventually(() => conversationOf(address), Boolean, `conversation with ${address}`);
    expect(conversation).toMatchObject({ contactId: null });
    const received = (await events(conversation!.id)).filter((e) => e.type === 'SmsReceived');
    expect(received.map((e) => e.data)).toEqual([expect.objectContaining({ body, from: address, to: OUR_NUMBER })]);
  });

  it('a signed text with characters that cannot be stored is kept, those characters replaced', async () => {
    const from = '+15125550199';
    const res = await post(inboundSmsRequest(INBOUND_URL, sandboxKey, { from, to: OUR_NUMBER, body: 'price\u0000list \u001b[31mnow' }));
    expect(res.statusCode, res.body).toBe(200);
    const conversation = await eventually(() => conversationOf(from), Boolean, 'conversation');
    const received = (await events(conversation!.id)).filter((e) => e.type === 'SmsReceived');
    expect(received.map((e) => (e.data as { body: string }).body)).toEqual(['price\uFFFDlist \uFFFD[31mnow']);
  });

  it('a forged or missing signature is refused with 403 and records nothing', async () => {
    const before = await head();
    const forged = inboundSmsRequest(INBOUND_URL, 'not-the-key', { from: ANA, to: OUR_NUMBER, body: 'forged' });
    const otherUrl = inboundSmsRequest('https://elsewhere.test/webhooks/twilio/sms', sandboxKey, { from: ANA, to: OUR_NUMBER, body: 'forged' });
    const tampered = inboundSmsRequest(INBOUND_URL, sandboxKey, { from: ANA, to: OUR_NUMBER, body: 'original' });
    tampered.payload = tampered.payload.replace('original', 'changed');
    const { 'x-twilio-signature': _dropped, ...unsigned } = forged.headers;
    for (const [request, headers] of [
      [forged, forged.headers],
      [otherUrl, otherUrl.headers],
      [tampered, tampered.headers],
      [forged, unsigned],
      [forged, { ...forged.headers, 'x-twilio-signature': '' }],
    ] as const) {
      const res = await post(request, headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe('The request is not signed by Twilio for this address');
    }
    const forgedStatus = signedTwilioRequest(STATUS_URL, 'not-the-key', { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered', To: ANA });
    expect((await post(forgedStatus)).statusCode).toBe(403);
    expect(await head()).toEqual(before);
  });

  it('a signed but malformed webhook is refused with 400, an oversized one with 413', async () => {
    const before = await head();
    const cases: [Record<string, string>, string][] = [
      [{ To: OUR_NUMBER, Body: 'x', MessageSid: `SM${'1'.repeat(32)}` }, 'From, Body and MessageSid are required'],
      [{ From: ANA, To: OUR_NUMBER, MessageSid: `SM${'1'.repeat(32)}` }, 'From, Body and MessageSid are required'],
      [{ From: ANA, To: OUR_NUMBER, Body: 'x' }, 'From, Body and MessageSid are required'],
      [{ From: ANA, To: OUR_NUMBER, Body: 'x', MessageSid: 'nope' }, 'MessageSid is not a Twilio message id: nope'],
    ];
    for (const [params, message] of cases) {
      const res = await post(signedTwilioRequest(INBOUND_URL, sandboxKey, params));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noStatus = await post(signedTwilioRequest(STATUS_URL, sandboxKey, { MessageSid: `SM${'1'.repeat(32)}`, To: ANA }));
    expect(noStatus.statusCode).toBe(400);

    const huge = inboundSmsRequest(INBOUND_URL, sandboxKey, { from: ANA, to: OUR_NUMBER, body: 'x'.repeat(70 * 1024) });
    const tooLarge = await post(huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['content-type']).toContain('application/problem+json');
    expect(await head()).toEqual(before);
  });

  it('after STOP a reply is refused with 409 and the opted-out message', async () => {
    const stop = await post(inboundSmsRequest(INBOUND_URL, sandboxKey, { from: ANA, to: OUR_NUMBER, body: 'STOP', optOutType: 'STOP' }));
    expect(stop.statusCode).toBe(200);
    const conversation = await eventually(() => conversationOf(ANA), (c) => c?.optedOut === true, 'opted out');
    const reply = await call('POST', `/api/sms/conversations/${conversation!.id}/reply`, { message: 'Sorry to see you go' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(OPTED_OUT_MESSAGE);
    // START opts back in; the sandbox records the next reply as sent and then delivered, nothing reaches Twilio.
    expect((await post(inboundSmsRequest(INBOUND_URL, sandboxKey, { from: ANA, to: OUR_NUMBER, body: 'start' }))).statusCode).toBe(200);
    const sent = await call('POST', `/api/sms/conversations/${conversation!.id}/reply`, { message: 'Welcome back' });
    expect(sent.statusCode, sent.body).toBe(200);
    const recorded = await eventually(() => events(conversation!.id), (all) => all.some((e) => e.type === 'SmsStatusRecorded'), 'sandbox delivery');
    const messageId = sent.json().messageId;
    expect(recorded.find((e) => e.type === 'SmsSent' && (e.data as { messageId: string }).messageId === messageId)?.metadata.actor).toEqual({ kind: 'system', process: 'dispatcher' });
    expect(recorded.find((e) => e.type === 'SmsStatusRecorded')?.data).toMatchObject({ messageId, status: 'delivered' });
    expect(fake.messages).toHaveLength(0);
  });
});

describe('SMS settings', () => {
  it('start in the sandbox with the default help text', async () => {
    const res = await call('GET', '/api/settings/sms');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'sandbox', accountSid: null, fromPhone: null, authTokenSet: false, helpText: DEFAULT_SMS_HELP_TEXT });
    const test = await call('POST', '/api/settings/sms/test');
    expect(test.json()).toMatchObject({ connected: false });
  });

  it('refuse a bad number, a missing first token and a bad account SID', async () => {
    const cases: [unknown, string][] = [
      [{ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, fromPhone: '12' }, 'Please enter the from phone number with its country code, e.g. +15125550142'],
      [{ accountSid: ACCOUNT_SID, fromPhone: OUR_NUMBER }, 'Auth token is required'],
      [{ accountSid: 'AC123', authToken: AUTH_TOKEN, fromPhone: OUR_NUMBER }, 'Account SID starts with AC followed by 32 hexadecimal characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('PUT', '/api/settings/sms', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('save the Twilio account; neither the answers, the events nor the table hold the token', async () => {
    const saved = await call('PUT', '/api/settings/sms', { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, fromPhone: '(512) 555-0100', helpText: 'Outreach team: reply STOP to opt out.' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(AUTH_TOKEN);
    expect(saved.json()).toMatchObject({ provider: 'twilio', accountSid: ACCOUNT_SID, fromPhone: OUR_NUMBER, authTokenSet: true });
    const read = await call('GET', '/api/settings/sms', undefined, { 'x-min-position': saved.headers['x-event-position'] as string });
    expect(read.json()).toEqual({ provider: 'twilio', accountSid: ACCOUNT_SID, fromPhone: OUR_NUMBER, authTokenSet: true, helpText: 'Outreach team: reply STOP to opt out.' });
    expect(read.body).not.toContain(AUTH_TOKEN);

    // A later save without the token keeps it.
    const kept = await call('PUT', '/api/settings/sms', { accountSid: ACCOUNT_SID, fromPhone: OUR_NUMBER, helpText: 'Outreach team: reply STOP to opt out. Reply HELP for help.' });
    expect(kept.statusCode, kept.body).toBe(200);

    const { rows } = await fx.platform.runtime.pg.query(`select type, data::text as data from es.events where stream_id = 'settings-sms' order by stream_revision`);
    expect(rows.map((r) => r.type)).toEqual(['SmsSettingsChanged', 'SmsSettingsChanged']);
    expect(rows.map((r) => JSON.parse(r.data).authTokenChanged)).toEqual([true, false]);
    for (const row of rows) expect(row.data).not.toContain(AUTH_TOKEN);
    const secrets = await fx.platform.runtime.pg.query(`select ciphertext from public.secrets where name = 'twilio.authToken'`);
    expect(secrets.rows).toHaveLength(1);
    expect(Buffer.from(secrets.rows[0].ciphertext).toString('utf8')).not.toContain(AUTH_TOKEN);
  });

  it('test the connection: connected with the right credentials, Twilio’s reason with wrong ones', async () => {
    const ok = await call('POST', '/api/settings/sms/test');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ connected: true });
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', path: `/2010-04-01/Accounts/${ACCOUNT_SID}.json`, authorized: true });

    expect((await call('PUT', '/api/settings/sms', { accountSid: ACCOUNT_SID, authToken: 'e'.repeat(32), fromPhone: OUR_NUMBER })).statusCode).toBe(200);
    const wrong = await call('POST', '/api/settings/sms/test');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ connected: false, message: 'Authenticate (Twilio error 20003)' });
    expect(wrong.body).not.toContain('e'.repeat(32));
    expect((await call('PUT', '/api/settings/sms', { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, fromPhone: OUR_NUMBER })).statusCode).toBe(200);
    expect((await call('POST', '/api/settings/sms/test')).json()).toMatchObject({ connected: true });
  });
});

describe('Twilio webhooks (Twilio set up: signed with the auth token)', () => {
  it('the sandbox secret no longer signs; the auth token does', async () => {
    const body = { from: '+15125550177', to: OUR_NUMBER, body: 'Who is this?' };
    expect((await post(inboundSmsRequest(INBOUND_URL, sandboxKey, body))).statusCode).toBe(403);
    expect((await post(inboundSmsRequest(INBOUND_URL, AUTH_TOKEN, body))).statusCode).toBe(200);
    const conversation = await eventually(() => conversationOf('+15125550177'), Boolean, 'conversation');
    expect(conversation!.contactId).toBeNull();
  });

  it('a reply goes out through Twilio with a status callback; callbacks out of order end at delivered', async () => {
    const conversation = (await conversationOf(ANA))!;
    const sent = await call('POST', `/api/sms/conversations/${conversation.id}/reply`, { message: 'Here are the details' });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = await eventually(async () => fake.messages.find((m) => m.body === 'Here are the details'), Boolean, 'sent to Twilio');
    expect(message).toMatchObject({ to: ANA, from: OUR_NUMBER, statusCallback: STATUS_URL, accountSid: ACCOUNT_SID });
    const all = await eventually(() => events(conversation.id), (e) => e.some((x) => x.type === 'SmsSent' && (x.data as { providerSid: string }).providerSid === message!.sid), 'SmsSent');
    expect(all.find((e) => e.type === 'SmsSent' && (e.data as { providerSid: string }).providerSid === message!.sid)!.data).toMatchObject({
      messageId: sent.json().messageId,
      status: 'queued',
      from: OUR_NUMBER,
    });

    for (const status of ['delivered', 'sent']) {
      const res = await post(fake.statusCallback(message!.sid, status));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe(EMPTY_TWIML);
    }
    const statuses = (await events(conversation.id))
      .filter((e) => e.type === 'SmsStatusRecorded' && (e.data as { providerSid: string }).providerSid === message!.sid)
      .map((e) => (e.data as { status: string }).status);
    expect(statuses).toEqual(['delivered']);
    const thread = await eventually(
      () => call('GET', `/api/sms/conversations/${conversation.id}/messages`).then((r) => r.json()),
      (t: { id: string; status: string }[]) => t.some((m) => m.id === sent.json().messageId && m.status === 'delivered'),
      'delivered in the thread',
    );
    expect(thread.find((m: { id: string }) => m.id === sent.json().messageId)).toMatchObject({ status: 'delivered', fromNumber: OUR_NUMBER });
  });

  it('a number Twilio refuses is recorded as failed with Twilio’s message', async () => {
    fake.unsubscribe('+15125550188');
    const sent = await call('POST', '/api/sms/send-test', { phoneNumber: '+15125550188', message: 'Test' });
    expect(sent.statusCode).toBe(200);
    const failed = await eventually(() => events(sent.json().conversationId), (e) => e.some((x) => x.type === 'SmsSendFailed'), 'SmsSendFailed');
    expect(failed.find((e) => e.type === 'SmsSendFailed')!.data).toMatchObject({ error: 'Attempt to send to unsubscribed recipient (Twilio error 21610)' });
  });

  it('HELP is answered with the configured help text', async () => {
    const before = fake.messages.length;
    expect((await post(inboundSmsRequest(INBOUND_URL, AUTH_TOKEN, { from: '+15125550177', to: OUR_NUMBER, body: 'help' }))).statusCode).toBe(200);
    const help = await eventually(async () => fake.messages.slice(before).find((m) => m.to === '+15125550177'), Boolean, 'help reply');
    expect(help!.body).toBe('Outreach team: reply STOP to opt out. Reply HELP for help.');
  });

  it('removing the settings goes back to the sandbox', async () => {
    const removed = await call('DELETE', '/api/settings/sms');
    expect(removed.statusCode).toBe(200);
    const read = await call('GET', '/api/settings/sms', undefined, { 'x-min-position': removed.headers['x-event-position'] as string });
    expect(read.json()).toMatchObject({ provider: 'sandbox', accountSid: null, fromPhone: null, authTokenSet: false });
    expect((await fx.platform.runtime.pg.query(`select 1 from public.secrets where name = 'twilio.authToken'`)).rowCount).toBe(0);
    expect((await post(inboundSmsRequest(INBOUND_URL, sandboxKey, { from: ANA, to: OUR_NUMBER, body: 'ok' }))).statusCode).toBe(200);
    // A later save needs the token again.
    expect((await call('PUT', '/api/settings/sms', { accountSid: ACCOUNT_SID, fromPhone: OUR_NUMBER })).json().message).toBe('Auth token is required');
  });
});
