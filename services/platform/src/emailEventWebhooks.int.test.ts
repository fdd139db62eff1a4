import { createHmac, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/**
 * The e-mail providers' event webhooks through the whole platform: SendGrid batches signed with a
 * real ECDSA P-256 key made here (the platform verifies with SendGrid's own library), Mailgun events
 * signed with HMAC-SHA256, recorded once, turned into read-model rows and unsubscribes.
 */
const sendgridKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const otherKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const SENDGRID_PUBLIC_KEY = sendgridKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const MAILGUN_KEY = randomBytes(16).toString('hex');
const CAMPAIGN = '5b0c2a8e-1f7d-4c3a-9e6b-2d4f8a1c7e90';

let fx: Awaited<ReturnType<typeof platformFixture>>;
let admin: Record<string, string>;

beforeAll(async () => {
  fx = await platformFixture('email_event_webhooks', { SENDGRID_WEBHOOK_PUBLIC_KEY: SENDGRID_PUBLIC_KEY, MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY });
  admin = await fx.signIn();
  const imported = await fx.app.inject({
    method: 'POST',
    url: '/api/contacts/bulk-import',
    headers: admin,
    payload: { contacts: [{ firstName: 'Cy', email: 'cy@realty.example' }, { firstName: 'Di', email: 'Di@Realty.Example' }] },
  });
  expect(imported.statusCode, imported.body).toBe(200);
});
afterAll(async () => {
  await fx?.close();
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} not reached`);
}

/** SendGrid's signature: ECDSA (SHA-256) over timestamp + raw body, DER, base64. */
function sendgridSignature(body: string, timestamp: string, privateKey: KeyObject = sendgridKeys.privateKey): string {
  return createSign('sha256').update(timestamp + body).sign(privateKey).toString('base64');
}

function postSendgrid(body: string, headers: Record<string, string> = {}, timestamp = String(Math.floor(Date.now() / 1000))) {
  return fx.app.inject({
    method: 'POST',
    url: '/webhooks/sendgrid',
    headers: {
      'content-type': 'application/json',
      'x-twilio-email-event-webhook-signature': sendgridSignature(body, timestamp),
      'x-twilio-email-event-webhook-timestamp': timestamp,
      ...headers,
    },
    payload: body,
  });
}

/** A Mailgun webhook body signed with the key (HMAC-SHA256 of timestamp + token). */
function mailgunBody(eventData: Record<string, unknown>, options: { timestamp?: number; token?: string; key?: string } = {}): string {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const token = options.token ?? randomBytes(25).toString('hex');
  const signature = createHmac('sha256', options.key ?? MAILGUN_KEY).update(timestamp + token).digest('hex');
  return JSON.stringify({ signature: { timestamp, token, signature }, 'event-data': eventData });
}

const postMailgun = (body: string) => fx.app.inject({ method: 'POST', url: '/webhooks/mailgun', headers: { 'content-type': 'application/json' }, payload: body });

const head = () => fx.platform.runtime.eventStore.headPosition();
const reportsFor = async (email: string) =>
  (await fx.platform.runtime.pg.query(`select data, metadata from es.events where stream_id = $1 and type = 'EmailDeliveryReported' order by stream_revision`, [`email-delivery-${email}`])).rows as {
    data: Record<string, unknown>;
    metadata: Record<string, unknown>;
  }[];
const logRows = (email: string) =>
  fx.platform.runtime.pg
    .query(`select provider, provider_event_id, status, bounce_type, bounce_reason, provider_response, campaign_id, message_id from read.email_deliverability_logs where contact_email = $1 order by "timestamp"`, [email])
    .then((r) => r.rows);
const contactStatus = async (email: string) =>
  (await fx.app.inject({ method: 'GET', url: `/api/contacts?search=${encodeURIComponent(email)}`, headers: admin })).json().contacts[0]?.status as string | undefined;
const statusChanges = async (email: string) =>
  (
    await fx.platform.runtime.pg.query(
      `select e.metadata from es.events e where e.type = 'ContactStatusChanged' and e.stream_id = (
         select 'contact-' || (r.data->>'ownerId') from es.events r where r.stream_id = $1 order by r.stream_revision desc limit 1)`,
      [`contact-email-${email}`],
    )
  ).rows.map((r) => r.metadata as Record<string, unknown>);

function expectProblem(res: { statusCode: number; headers: Record<string, unknown>; json: () => { message: string } }, status: number, message: RegExp) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  expect(res.json().message).toMatch(message);
}

const T = 1767625200;
const batch = JSON.stringify([
  { email: 'Eve@Inbox.Example', event: 'processed', sg_event_id: 'sg-processed-1', timestamp: T },
  { email: 'Eve@Inbox.Example', event: 'delivered', sg_event_id: 'sg-delivered-1', timestamp: T + 1, response: '250 2.0.0 OK', outreach_message_id: 'msg-1', outreach_campaign_id: CAMPAIGN },
  { email: 'eve@inbox.example', event: 'open', sg_event_id: 'sg-open-1', timestamp: T + 60, outreach_message_id: 'msg-1', outreach_campaign_id: CAMPAIGN },
  { email: 'fay@inbox.example', event: 'bounce', type: 'bounce', sg_event_id: 'sg-bounce-1', timestamp: T + 2, reason: '550 5.1.1 No such user', status: '5.1.1', outreach_campaign_id: CAMPAIGN },
]) + '\r\n';

describe('POST /webhooks/sendgrid', () => {
  it('records a signed batch once, even when SendGrid posts it twice, and the read model shows each report', async () => {
    const first = await postSendgrid(batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ received: 4, recorded: 3, unsubscribed: 0 });
    expect(first.headers['x-event-position']).toBeDefined();
    const again = await postSendgrid(batch);
    expect(again.statusCode, again.body).toBe(200);

    const eve = await reportsFor('eve@inbox.example');
    expect(eve.map((e) => e.data.kind)).toEqual(['delivered', 'opened']);
    expect(eve[0]!.data).toEqual({
      provider: 'sendgrid',
      providerEventId: 'sg-delivered-1',
      kind: 'delivered',
      email: 'eve@inbox.example',
      messageId: 'msg-1',
      campaignId: CAMPAIGN,
      bounceType: null,
      reason: null,
      providerResponse: '250 2.0.0 OK',
      reportedAt: new Date((T + 1) * 1000).toISOString(),
    });
    expect(eve[0]!.metadata).toMatchObject({ actor: { kind: 'webhook', source: 'sendgrid' } });
    expect(await reportsFor('fay@inbox.example')).toHaveLength(1);

    const rows = await eventually(() => logRows('fay@inbox.example'), (r) => r.length === 1, 'bounce row');
    expect(rows).toEqual([
      { provider: 'sendgrid', provider_event_id: 'sg-bounce-1', status: 'bounced', bounce_type: 'hard', bounce_reason: '550 5.1.1 No such user', provider_response: '5.1.1', campaign_id: CAMPAIGN, message_id: null },
    ]);
    expect((await eventually(() => logRows('eve@inbox.example'), (r) => r.length === 2, 'eve rows')).map((r) => r.status)).toEqual(['delivered', 'opened']);
  });

  it('refuses an unsigned, wrongly signed or altered batch with 403 and stores nothing', async () => {
    const before = await head();
    const body = JSON.stringify([{ email: 'gus@inbox.example', event: 'delivered', sg_event_id: 'sg-forged-1', timestamp: T }]);
    const timestamp = String(T);
    const refused = [
      await fx.app.inject({ method: 'POST', url: '/webhooks/sendgrid', headers: { 'content-type': 'application/json' }, payload: body }),
      await postSendgrid(body, { 'x-twilio-email-event-webhook-signature': sendgridSignature(body, timestamp, otherKeys.privateKey) }, timestamp),
      await postSendgrid(body, { 'x-twilio-email-event-webhook-signature': sendgridSignature(body.replace('gus', 'hal'), timestamp) }, timestamp),
      await postSendgrid(body, { 'x-twilio-email-event-webhook-timestamp': String(T + 1) }, timestamp),
      await postSendgrid(body, { 'x-twilio-email-event-webhook-signature': 'not base64 at all' }, timestamp),
    ];
    for (const res of refused) expectProblem(res, 403, /not signed by SendGrid/);
    expect(await head()).toEqual(before);
  });

  it('answers 400 to a signed body that is not JSON or not a batch of well-formed events, storing nothing', async () => {
    const before = await head();
    expectProblem(await postSendgrid('[{"event": "delivered",'), 400, /not valid JSON/);
    expectProblem(await postSendgrid('{"event": "delivered"}'), 400, /JSON array of events/);
    const partly = JSON.stringify([
      { email: 'ida@inbox.example', event: 'delivered', sg_event_id: 'sg-ok-1', timestamp: T },
      { email: 'ida@inbox.example', event: 'bounce', timestamp: T },
    ]);
    expectProblem(await postSendgrid(partly), 400, /Event 1 \(bounce\) has no sg_event_id/);
    expect(await head()).toEqual(before);
  });

  it('an unsubscribe report unsubscribes the contact with that address, saying so', async () => {
    const body = JSON.stringify([{ email: 'CY@realty.example', event: 'unsubscribe', sg_event_id: 'sg-unsub-1', timestamp: T + 5, outreach_campaign_id: CAMPAIGN }]);
    const res = await postSendgrid(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ recorded: 1, unsubscribed: 1 });
    expect(await eventually(() => contactStatus('cy@realty.example'), (s) => s === 'unsubscribed', 'unsubscribed contact')).toBe('unsubscribed');
    const [changed] = await statusChanges('cy@realty.example');
    expect(changed).toMatchObject({ actor: { kind: 'webhook', source: 'sendgrid' }, reason: `The recipient unsubscribed (reported by SendGrid: campaign ${CAMPAIGN})` });
    const [report] = await reportsFor('cy@realty.example');
    expect(changed!.causationId).toBe((report!.metadata as { eventId: string }).eventId);
    // Posted again: recorded once, the contact not unsubscribed twice.
    expect((await postSendgrid(body)).json()).toMatchObject({ unsubscribed: 0 });
    expect(await statusChanges('cy@realty.example')).toHaveLength(1);
    // Made active again by a user (the agent asked to hear from us), a replay of the old report does not unsubscribe them.
    const contactId = (await fx.app.inject({ method: 'GET', url: '/api/contacts?search=cy%40realty.example', headers: admin })).json().contacts[0].id as string;
    const reactivated = await fx.app.inject({ method: 'PUT', url: `/api/contacts/${contactId}`, headers: admin, payload: { status: 'active' } });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(await eventually(() => contactStatus('cy@realty.example'), (s) => s === 'active', 'active contact')).toBe('active');
    expect((await postSendgrid(body)).json()).toMatchObject({ recorded: 1, unsubscribed: 0 });
    expect(await contactStatus('cy@realty.example')).toBe('active');
  });
});

describe('POST /webhooks/mailgun', () => {
  const delivered = { event: 'delivered', id: 'mg-delivered-1', timestamp: T + 3.5, recipient: 'jo@inbox.example', 'delivery-status': { code: 250, message: 'OK' }, 'user-variables': { outreach_message_id: 'msg-2' } };

  it('records a signed event once, even when Mailgun posts it again', async () => {
    const body = mailgunBody(delivered);
    const first = await postMailgun(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ received: 1, recorded: 1 });
    expect((await postMailgun(body)).statusCode).toBe(200);
    const reports = await reportsFor('jo@inbox.example');
    expect(reports).toHaveLength(1);
    expect(reports[0]!.data).toMatchObject({ provider: 'mailgun', kind: 'delivered', messageId: 'msg-2', providerResponse: '250 OK', reportedAt: new Date((T + 3.5) * 1000).toISOString() });
    expect(await eventually(() => logRows('jo@inbox.example'), (r) => r.length === 1, 'mailgun row')).toMatchObject([{ provider: 'mailgun', status: 'delivered' }]);
  });

  it('refuses a wrong signature, a stale timestamp and a used token with another body (403), and malformed JSON (400), storing nothing', async () => {
    const before = await head();
    const bounced = { event: 'failed', severity: 'permanent', reason: 'bounce', id: 'mg-failed-1', timestamp: T, recipient: 'kim@inbox.example' };
    expectProblem(await postMailgun(mailgunBody(bounced, { key: 'another-key' })), 403, /not signed by Mailgun: the signature does not match/);
    expectProblem(await postMailgun(JSON.stringify({ 'event-data': bounced })), 403, /not signed by Mailgun/);
    expectProblem(await postMailgun(mailgunBody(bounced, { timestamp: Math.floor(Date.now() / 1000) - 16 * 60 })), 403, /more than 15 minutes/);
    const token = randomBytes(25).toString('hex');
    expect((await postMailgun(mailgunBody({ event: 'accepted', id: 'mg-accepted-1', timestamp: T, recipient: 'kim@inbox.example' }, { token }))).statusCode).toBe(200);
    expectProblem(await postMailgun(mailgunBody(bounced, { token })), 403, /token was already used/);
    expectProblem(await postMailgun('{"signature": '), 400, /not valid JSON/);
    expect(await head()).toEqual(before);
  });

  it('a spam complaint unsubscribes the contact with that address', async () => {
    const res = await postMailgun(mailgunBody({ event: 'complained', id: 'mg-complained-1', timestamp: T + 9, recipient: 'di@realty.example' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ unsubscribed: 1 });
    expect(await eventually(() => contactStatus('di@realty.example'), (s) => s === 'unsubscribed', 'unsubscribed contact')).toBe('unsubscribed');
    expect((await statusChanges('di@realty.example'))[0]).toMatchObject({ actor: { kind: 'webhook', source: 'mailgun' }, reason: 'The recipient marked an e-mail as spam (reported by Mailgun)' });
  });
});

describe('without the providers’ keys', () => {
  let bare: Awaited<ReturnType<typeof platformFixture>>;
  beforeAll(async () => {
    bare = await platformFixture('email_event_webhooks_bare');
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('each webhook answers 503 naming the missing setting, and takes nothing', async () => {
    const before = await bare.platform.runtime.eventStore.headPosition();
    const sendgrid = await bare.app.inject({ method: 'POST', url: '/webhooks/sendgrid', headers: { 'content-type': 'application/json' }, payload: '[]' });
    expectProblem(sendgrid, 503, /set SENDGRID_WEBHOOK_PUBLIC_KEY/);
    const mailgun = await bare.app.inject({ method: 'POST', url: '/webhooks/mailgun', headers: { 'content-type': 'application/json' }, payload: mailgunBody({ event: 'delivered', id: 'mg-x', timestamp: T, recipient: 'x@inbox.example' }) });
    expectProblem(mailgun, 503, /set MAILGUN_WEBHOOK_SIGNING_KEY/);
    expect(await bare.platform.runtime.eventStore.headPosition()).toEqual(before);
  });
});
