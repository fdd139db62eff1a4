import { randomUUID } from 'node:crypto';
import { emailVerificationStream, type AudienceRecipient, type CommandContext, type RecordedEvent } from '@outreach/domain';
import { migrateReadModels } from '@outreach/projector';
import { startDnsServer, type TestDnsServer } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStoreFixture } from '../eventStoreFixture.ts';
import { verifyAudience, type AudienceVerificationDeps } from './audienceVerification.ts';

const store = eventStoreFixture('audience_verification');
let dns: TestDnsServer;

const NOW = '2026-03-02T10:00:00.000Z';
const ACTOR = { kind: 'user' as const, id: 'u-kim', username: 'kim' };
const context = (): CommandContext => ({ actor: ACTOR, now: NOW, requestId: 'req-1', correlationId: 'campaign-send-c1', reason: 'Campaign send', newId: () => randomUUID() });
const recipient = (email: string): AudienceRecipient => ({ contactId: randomUUID(), email, name: null });

beforeAll(async () => {
  dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'], 'nomail.test': ['.'] }, a: { 'mx.agents.test': '127.0.0.1' } });
  await migrateReadModels(store.get().pool);
  // Checked before: one still good, one 40 days old (checked again), one whose DNS could not say (checked again).
  await store.get().pool.query(
    `insert into read.email_verifications (email, status, sub_status, score, verification_provider, verified_at) values
       ('kept@gone.test', 'valid', 'ok', 100, 'outreach', '2026-03-01T00:00:00Z'),
       ('stale@gone.test', 'valid', 'ok', 100, 'outreach', '2026-01-20T00:00:00Z'),
       ('unsure@gone.test', 'unknown', 'dns_unreachable', 50, 'outreach', '2026-03-01T00:00:00Z')`,
  );
});
afterAll(async () => {
  await dns?.close();
});

const deps = (config: AudienceVerificationDeps['config']): AudienceVerificationDeps => ({ pg: store.get().pool, eventStore: store.get().eventStore, config });

async function checksOf(email: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of store.get().eventStore.readStream(emailVerificationStream(email))) events.push(e);
  return events;
}

describe('verifyAudience', () => {
  it('checks the addresses without a good check by their domain, leaves out and records those that cannot receive mail, and keeps the rest in order', async () => {
    const audience = [
      'ana@agents.test',
      'bo@nowhere.test',
      'kept@gone.test',
      'info@agents.test',
      'stale@gone.test',
      'cy@nowhere.test',
      'dee@nomail.test',
      'unsure@gone.test',
    ].map(recipient);
    const verified = await verifyAudience(deps({ DNS_SERVERS: [dns.server], EMAIL_UNVERIFIED: 'send' }), audience, context());
    expect(verified.recipients.map((r) => r.email)).toEqual(['ana@agents.test', 'kept@gone.test', 'info@agents.test']);
    expect(verified.checked).toBe(7);
    expect(verified.leftOut.map((v) => [v.email, v.status, v.subStatus, v.detail])).toEqual(
      expect.arrayContaining([
        ['bo@nowhere.test', 'invalid', 'no_domain', 'nowhere.test does not exist'],
        ['cy@nowhere.test', 'invalid', 'no_domain', 'nowhere.test does not exist'],
        ['dee@nomail.test', 'invalid', 'null_mx', 'nomail.test says it accepts no mail'],
        ['stale@gone.test', 'invalid', 'no_domain', 'gone.test does not exist'],
        ['unsure@gone.test', 'invalid', 'no_domain', 'gone.test does not exist'],
      ]),
    );
    expect(verified.leftOut).toHaveLength(5);
    const [check] = await checksOf('bo@nowhere.test');
    expect(check!.type).toBe('EmailAddressVerified');
    expect(check!.data).toMatchObject({ email: 'bo@nowhere.test', status: 'invalid', isDeliverable: false, verificationProvider: 'outreach', verifiedAt: NOW });
    expect(check!.metadata).toMatchObject({ actor: ACTOR, occurredAt: NOW, reason: 'Campaign send', correlationId: 'campaign-send-c1', requestId: 'req-1' });
    // Deliverable addresses are checked again, and recorded, when their e-mail goes out.
    expect(await checksOf('ana@agents.test')).toEqual([]);
  });

  it('keeps addresses whose DNS cannot say, unless unverified addresses are skipped', async () => {
    const audience = ['amy@agents.test', 'ben@agents.test'].map(recipient);
    // Nothing answers on this port: DNS cannot be asked.
    const unreachable = ['127.0.0.1:9'];
    const sent = await verifyAudience(deps({ DNS_SERVERS: unreachable, EMAIL_UNVERIFIED: 'send' }), audience, context());
    expect(sent.recipients).toHaveLength(2);
    expect(sent.leftOut).toEqual([]);
    const skipped = await verifyAudience(deps({ DNS_SERVERS: unreachable, EMAIL_UNVERIFIED: 'skip' }), audience, context());
    expect(skipped.recipients).toEqual([]);
    expect(skipped.leftOut.map((v) => [v.email, v.status, v.subStatus])).toEqual([
      ['amy@agents.test', 'unknown', 'dns_unreachable'],
      ['ben@agents.test', 'unknown', 'dns_unreachable'],
    ]);
  });

  it('checks nothing and records nothing when every address has a good check', async () => {
    const verified = await verifyAudience(deps({ DNS_SERVERS: [dns.server], EMAIL_UNVERIFIED: 'send' }), [recipient('kept@gone.test')], context());
    expect(verified).toMatchObject({ checked: 0, leftOut: [] });
    expect(await checksOf('kept@gone.test')).toEqual([]);
  });
});
