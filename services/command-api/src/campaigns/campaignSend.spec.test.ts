import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { campaignMessageId, campaignStream, emailAccountStream, emailVerificationStream, outboundEmailStream, templateStream } from '@outreach/domain';
import { smtp } from '@outreach/domain/campaigns/campaignFixtures.ts';
import { migrateReadModels } from '@outreach/projector';
import { migrateRunner } from '@outreach/runner';
import { migrate, processContext } from '@outreach/server-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressesCheckedBefore } from '../campaignSends/sendProcessSpecSupport.ts';
import { commandApiSpec, expectProblem, requestMetadata, SPEC_NOW } from '../commandApiSpec.ts';
import { sendCampaign } from './sendCampaign.ts';

const api = commandApiSpec('campaign_send');

const DISPATCHER_MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dispatcher', 'migrations');

const WELCOME = '41000000-0000-4000-8000-0000000000a1';
const SALES = '41000000-0000-4000-8000-0000000000b1';
const OFF = '41000000-0000-4000-8000-0000000000b2';
const MISSING = '41000000-0000-4000-8000-0000000000ff';

const account = (accountId: string, fromEmail: string, isActive: boolean) => ({
  type: 'EmailAccountAdded',
  data: { accountId, createdAt: '2026-01-01T00:00:00.000Z', currentDailyLimit: 50, warmupDay: 1, ...smtp(fromEmail, fromEmail, isActive) },
});
const AUSTIN = { cities: ['Austin'], performanceTiers: [], minListings: null, minExperience: null };
const recorded = (overrides: Record<string, unknown>) => ({
  name: 'Recorded',
  type: 'email',
  content: { kind: 'template', templateId: WELCOME },
  sender: { kind: 'mailbox', emailAccountId: SALES },
  recipientFilter: AUSTIN,
  abTest: null,
  sequence: null,
  sendWindow: null,
  tracking: { opens: false, clicks: false },
  ...overrides,
});
/** A campaign as an older version of the world left it (its mailbox since turned off, its template since gone). */
async function givenCampaign(overrides: Record<string, unknown>): Promise<string> {
  const campaignId = randomUUID();
  await api.given(campaignStream(campaignId), [{ type: 'CampaignCreated', data: { campaignId, createdAt: '2026-01-01T00:00:00.000Z', recipientCount: 2, ...recorded(overrides) } }]);
  return campaignId;
}

const query = (text: string, values: unknown[] = []) => api.runtime().pg.query(text, values);
const contactIds: string[] = [];

beforeAll(async () => {
  const pool = api.runtime().pg;
  await migrateReadModels(pool);
  await migrateRunner(pool);
  await migrate(pool, 'dispatcher', DISPATCHER_MIGRATIONS);
  const contacts: [string, string, string][] = [
    ['ann@example.com', 'Ann', 'Austin'],
    ['bob@example.com', 'Bob', 'Austin'],
    ['cy@example.com', 'Cy', 'Dallas'],
    ['hal@example.com', 'Hal', 'Austin'],
    ['ivy@example.com', 'Ivy', 'Austin'],
    ['kim@example.com', 'Kim', 'Boston'],
    ['lou@mailinator.com', 'Lou', 'Boston'],
    ['max@example.com', 'Max', 'Boston'],
    ['ozzy@mailinator.com', 'Ozzy', 'Salem'],
  ];
  for (const [email, first, city] of contacts) {
    const id = randomUUID();
    contactIds.push(id);
    await query(`insert into read.contacts (id, first_name, email, city, state, status, listing_count, created_at, updated_at) values ($1, $2, $3, $4, 'TX', 'active', 30, now(), now())`, [id, first, email, city]);
  }
  await query(`insert into dispatcher.suppressions (channel, address, reason, source_event_id, suppressed_at) values ('email', 'hal@example.com', 'Hard bounce', $1, now())`, [randomUUID()]);
  // Checked valid by an earlier send; Lou's and Ozzy's addresses (a throwaway domain) were never checked.
  await addressesCheckedBefore(pool, ['ann@example.com', 'bob@example.com', 'cy@example.com', 'kim@example.com', 'max@example.com']);
  await query(
    `insert into read.email_verifications (email, status, sub_status, score, verification_provider, verified_at) values ('ivy@example.com', 'invalid', 'no_mx', 0, 'dns', now())`,
  );
  await api.given(templateStream(WELCOME), [
    { type: 'TemplateCreated', data: { templateId: WELCOME, createdAt: '2026-01-01T12:00:00.000Z', type: 'email', name: 'Welcome', subjectLines: ['Hi {{firstName}}'], content: 'Hello {{firstName}}, agents in {{city}} list faster with us.', variables: ['firstName', 'city'], targetTier: null, category: 'general', status: 'saved' } },
  ]);
  await api.given(emailAccountStream(SALES), [account(SALES, 'dana@listingpro.example', true)]);
  await api.given(emailAccountStream(OFF), [account(OFF, 'old@listingpro.example', false)]);
});

const post = (url: string, payload?: object) => api.when({ method: 'POST', url, ...(payload ? { payload } : {}) });
const spring = { name: 'Spring listings', type: 'email', status: 'draft', templateId: WELCOME, fromEmailAccountId: SALES, recipientFilter: { cities: ['Austin'] } };

async function created(payload: object = spring): Promise<string> {
  const answer = await post('/api/campaigns', payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body!.id as string;
}

describe('POST /api/campaigns/{id}/send', () => {
  it('verifies and fixes the audience (suppressed and invalid addresses left out), answers its figures, and queues one personalised e-mail per recipient', async () => {
    const id = await created();
    const answer = await post(`/api/campaigns/${id}/send`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      campaign: { id, status: 'sending', recipientCount: 2, sentAt: SPEC_NOW },
      progress: { campaignId: id, status: 'sending', phase: 'sending', recipientCount: 2, verificationStats: { validEmails: 2, invalidEmails: 2 } },
      verificationStats: { validEmails: 2, invalidEmails: 2 },
      position: expect.any(String),
    });
    const campaignEvents = answer.events.filter((e) => e.streamId === campaignStream(id));
    expect(campaignEvents.map((e) => e.type)).toEqual(['CampaignSendRequested', 'CampaignAudienceFixed', 'CampaignSendStarted']);
    expect(campaignEvents[0]!.metadata).toEqual(requestMetadata(api.actor(), { reason: 'Campaign sent' }));
    expect(campaignEvents[1]!.data).toMatchObject({ chunkIndex: 0, chunkCount: 1, total: 2 });
    expect((campaignEvents[1]!.data as { recipients: unknown[] }).recipients).toEqual(
      expect.arrayContaining([
        { contactId: contactOf('ann@example.com'), email: 'ann@example.com', name: 'Ann' },
        { contactId: contactOf('bob@example.com'), email: 'bob@example.com', name: 'Bob' },
      ]),
    );
    expect(campaignEvents[2]!.data).toMatchObject({ recipientCount: 2, excluded: { suppressed: 1, invalid: 1 }, emailAccountIds: [SALES] });
    // The sender queues the e-mails, each on the stream of its deterministic id, in the sender's own time.
    const ann = campaignMessageId(id, contactOf('ann@example.com'));
    let queued: { data: Record<string, unknown> } | undefined;
    for (let i = 0; i < 200 && !queued; i++) {
      for await (const e of api.runtime().eventStore.readStream(outboundEmailStream(ann))) queued = e as unknown as { data: Record<string, unknown> };
      if (!queued) await new Promise((r) => setTimeout(r, 50));
    }
    expect(queued?.data).toEqual({
      messageId: ann,
      emailAccountId: SALES,
      to: { email: 'ann@example.com', name: 'Ann' },
      contactId: contactOf('ann@example.com'),
      campaignId: id,
      source: 'campaign',
      marketing: true,
      subject: 'Hi Ann',
      text: 'Hello Ann, agents in Austin list faster with us.',
      html: null,
      notBefore: SPEC_NOW,
    });
    expectProblem(await post(`/api/campaigns/${id}/send`, {}), 409, 'Cannot send: the campaign is sending. Only a draft or a scheduled campaign can be sent.');
  });

  it('verifies the addresses never checked before it answers: one that cannot receive mail is left out, counted invalid, and its check recorded on the contact\'s address', async () => {
    const id = await created({ ...spring, recipientFilter: { cities: ['Boston'] } });
    const answer = await post(`/api/campaigns/${id}/send`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      campaign: { id, status: 'sending', recipientCount: 2 },
      progress: { phase: 'sending', recipientCount: 2, verificationStats: { validEmails: 2, invalidEmails: 1 } },
      verificationStats: { validEmails: 2, invalidEmails: 1 },
    });
    const checks = answer.events.filter((e) => e.type === 'EmailAddressVerified');
    expect(checks.map((e) => e.streamId)).toEqual([emailVerificationStream('lou@mailinator.com')]);
    expect(checks[0]!.data).toEqual({
      email: 'lou@mailinator.com',
      status: 'invalid',
      subStatus: 'disposable',
      score: 0,
      isDeliverable: false,
      isFreeEmail: true,
      verificationProvider: 'outreach',
      detail: 'mailinator.com hands out throwaway addresses',
      verifiedAt: SPEC_NOW,
    });
    expect(checks[0]!.metadata).toEqual(requestMetadata(api.actor(), { reason: 'Campaign send', correlationId: `campaign-send-${id}` }));
    const campaignEvents = answer.events.filter((e) => e.streamId === campaignStream(id));
    expect((campaignEvents[1]!.data as { recipients: { email: string }[] }).recipients.map((r) => r.email).sort()).toEqual(['kim@example.com', 'max@example.com']);
    expect(campaignEvents[2]!.data).toMatchObject({ recipientCount: 2, excluded: { suppressed: 0, invalid: 1 } });
  });

  it('does not start a send whose every address the verification left out: the campaign is a draft again, with why, and can be sent again', async () => {
    const id = await created({ ...spring, recipientFilter: { cities: ['Salem'] } });
    const answer = await post(`/api/campaigns/${id}/send`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const reason = 'No one left to send to: every address in its audience was left out (0 unsubscribed, bounced or complained, 1 invalid)';
    expect(answer.body).toMatchObject({
      campaign: { id, status: 'draft', sentAt: null, sendNotStarted: { reason } },
      progress: { status: 'draft', phase: 'verifying', recipientCount: 0, verificationStats: { validEmails: 0, invalidEmails: 1 } },
      verificationStats: { validEmails: 0, invalidEmails: 1 },
    });
    const types = answer.events.filter((e) => e.streamId === campaignStream(id)).map((e) => e.type);
    expect(types).toEqual(['CampaignSendRequested', 'CampaignSendNotStarted']);
    expect(answer.events.some((e) => e.type === 'EmailQueued')).toBe(false);
    // Sent again once the address can be used: it starts as any draft does.
    const again = await post(`/api/campaigns/${id}/send`, {});
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ campaign: { status: 'draft', sendNotStarted: { reason } } });
    expect(again.events.filter((e) => e.streamId === campaignStream(id)).map((e) => e.type)).toEqual(['CampaignSendRequested', 'CampaignSendNotStarted']);
  });

  it('does not start an A/B test or a sequence whose every address the verification left out either', async () => {
    const salem = { cities: ['Salem'], performanceTiers: [], minListings: null, minExperience: null };
    const abTest = { variants: [{ key: 'A', subject: 'Hi', content: null }, { key: 'B', subject: 'Hello', content: null }], testPercent: 50, waitHours: 4, metric: 'replies', fallback: 'best-observed' };
    const step = { content: { kind: 'template', templateId: WELCOME }, delayDays: 0, sendWindow: null, sameThread: false };
    const campaigns = [
      await givenCampaign({ type: 'ab-test', content: { kind: 'own', subject: '', content: 'Hello {{firstName}}.' }, recipientFilter: salem, abTest }),
      await givenCampaign({ type: 'sequence', content: null, recipientFilter: salem, sequence: [{ step: 1, ...step }, { step: 2, ...step, delayDays: 3 }] }),
    ];
    for (const id of campaigns) {
      const answer = await post(`/api/campaigns/${id}/send`, {});
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ campaign: { status: 'draft', sendNotStarted: { reason: expect.stringMatching(/^No one left to send to/) } }, verificationStats: { validEmails: 0, invalidEmails: 1 } });
      expect(answer.events.filter((e) => e.streamId === campaignStream(id)).map((e) => e.type)).toEqual(['CampaignSendRequested', 'CampaignSendNotStarted']);
    }
  });

  it('answers that it is still verifying when the audience is not fixed within the wait, and the send goes on by itself', async () => {
    const id = await created();
    const context = processContext(api.runtime().clock, api.actor(), { reason: 'Campaign sent' });
    // No wait at all: the sender cannot have verified the audience between the request and the answer.
    const answer = await sendCampaign(api.runtime(), id, context, 0);
    expect(answer).toMatchObject({
      verified: false,
      campaign: { id, status: 'sending' },
      progress: { campaignId: id, status: 'sending', phase: 'verifying', recipientCount: 0, verificationStats: null },
      verificationStats: null,
    });
    let started: { data: Record<string, unknown> } | undefined;
    for (let i = 0; i < 200 && !started; i++) {
      for await (const e of api.runtime().eventStore.readStream(campaignStream(id))) if (e.type === 'CampaignSendStarted') started = e as unknown as { data: Record<string, unknown> };
      if (!started) await new Promise((r) => setTimeout(r, 50));
    }
    expect(started?.data).toMatchObject({ recipientCount: 2, excluded: { suppressed: 1, invalid: 1 } });
    const later = await sendCampaign(api.runtime(), id, context, 0).catch((error: unknown) => error);
    expect(later).toMatchObject({ message: 'Cannot send: the campaign is sending. Only a draft or a scheduled campaign can be sent.' });
  });

  it('refuses an empty audience, a mailbox turned off or deleted, a template since deleted, no active mailbox to spread across, and changes nothing', async () => {
    expectProblem(await post(`/api/campaigns/${await created({ ...spring, recipientFilter: { cities: ['Nowhere'] } })}/send`, {}), 400, 'No recipients: no active contact with an e-mail address matches the recipient filter');
    expectProblem(await post(`/api/campaigns/${await givenCampaign({ sender: { kind: 'mailbox', emailAccountId: OFF } })}/send`, {}), 400, 'The email account old@listingpro.example is inactive: choose an active one');
    expectProblem(await post(`/api/campaigns/${await givenCampaign({ sender: { kind: 'mailbox', emailAccountId: MISSING } })}/send`, {}), 404, 'Email account not found');
    expectProblem(await post(`/api/campaigns/${await givenCampaign({ content: { kind: 'template', templateId: MISSING } })}/send`, {}), 404, 'Template not found');
    expectProblem(await post(`/api/campaigns/${await givenCampaign({ sender: { kind: 'spread' } })}/send`, {}), 400, /active email account/);
  });

  it('refuses a campaign that is not a draft or scheduled, an unknown one, a bad id, an A/B test or a sequence without a usable mailbox, and an SMS campaign', async () => {
    const cancelled = await created();
    expect((await post(`/api/campaigns/${cancelled}/cancel`)).status).toBe(200);
    expectProblem(await post(`/api/campaigns/${cancelled}/send`, {}), 409, 'Cannot send: the campaign was cancelled. Only a draft or a scheduled campaign can be sent.');
    expectProblem(await post(`/api/campaigns/${MISSING}/send`, {}), 404, 'Campaign not found');
    expectProblem(await post('/api/campaigns/not-an-id/send', {}), 400, 'id must be a UUID');
    const variants = { variants: [{ key: 'A', subject: 'One', content: 'Hi' }, { key: 'B', subject: 'Two', content: 'Hi' }], testPercent: 20, waitHours: 4, metric: 'replies', fallback: 'first-variant' };
    const abTest = await givenCampaign({ type: 'ab-test', content: null, abTest: variants, sender: { kind: 'mailbox', emailAccountId: MISSING } });
    expectProblem(await post(`/api/campaigns/${abTest}/send`, {}), 404, 'Email account not found');
    const abTestOff = await givenCampaign({ type: 'ab-test', content: null, abTest: variants, sender: { kind: 'mailbox', emailAccountId: OFF } });
    expectProblem(await post(`/api/campaigns/${abTestOff}/send`, {}), 400, 'The email account old@listingpro.example is inactive: choose an active one');
    const steps = [{ step: 1, content: { kind: 'template', templateId: WELCOME }, delayDays: 0, sendWindow: null, sameThread: false }];
    const sequence = await givenCampaign({ type: 'sequence', content: null, sequence: steps, sender: { kind: 'mailbox', emailAccountId: OFF } });
    expectProblem(await post(`/api/campaigns/${sequence}/send`, {}), 400, 'The email account old@listingpro.example is inactive: choose an active one');
    const noMailbox = await givenCampaign({ type: 'sequence', content: null, sequence: steps, sender: { kind: 'mailbox', emailAccountId: MISSING } });
    expectProblem(await post(`/api/campaigns/${noMailbox}/send`, {}), 404, 'Email account not found');
    const sms = await givenCampaign({ type: 'sms', sender: null, content: { kind: 'own', subject: '', content: 'Hi {{firstName}}' } });
    expectProblem(await post(`/api/campaigns/${sms}/send`, {}), 409, 'Cannot send: SMS campaigns are sent from the SMS Campaigns page');
  });
});

describe('POST /api/campaigns/{id}/send spread across mailboxes', () => {
  const SECOND = '41000000-0000-4000-8000-0000000000b3';
  const readAccount = (id: string, email: string, dailyLimit: number) =>
    query(
      `insert into read.email_accounts (id, name, provider, from_name, from_email, is_active, secret_set, warmup_enabled, daily_limit, current_daily_limit, warmup_day, created_at, updated_at)
       values ($1, $2, 'smtp', 'Dana', $2, true, true, false, $3, 50, 1, now(), now())`,
      [id, email, dailyLimit],
    );

  it('gives each active mailbox a share by the room it has left today (in the team zone), records the shares, and queues each e-mail from its mailbox', async () => {
    await api.given(emailAccountStream(SECOND), [account(SECOND, 'sam@listingpro.example', true)]);
    await readAccount(SALES, 'dana@listingpro.example', 300);
    await readAccount(SECOND, 'sam@listingpro.example', 300);
    // The sales mailbox sent 299 of its 300 today (5 January in the team's zone): one place left against the other's 300.
    await query(`insert into dispatcher.daily_send_counts (email_account_id, send_date, emails_sent) values ($1, '2026-01-05', 299)`, [SALES]);
    try {
      const id = await created({ ...spring, fromEmailAccountId: null, spreadAcrossMailboxes: true });
      const answer = await post(`/api/campaigns/${id}/send`, {});
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const started = answer.events.find((e) => e.type === 'CampaignSendStarted');
      expect(started?.data).toMatchObject({ recipientCount: 2, emailAccountIds: [SALES, SECOND], mailboxShares: [0, 2] });
      const from: string[] = [];
      for (let i = 0; i < 200 && from.length < 2; i++) {
        from.length = 0;
        for (const email of ['ann@example.com', 'bob@example.com']) {
          for await (const e of api.runtime().eventStore.readStream(outboundEmailStream(campaignMessageId(id, contactOf(email))))) from.push((e.data as { emailAccountId: string }).emailAccountId);
        }
        if (from.length < 2) await new Promise((r) => setTimeout(r, 50));
      }
      expect(from).toEqual([SECOND, SECOND]);
    } finally {
      await query(`delete from read.email_accounts`);
      await query(`delete from dispatcher.daily_send_counts`);
    }
  });
});

describe('POST /api/campaigns/{id}/simulate', () => {
  it('shows who a send would reach and the first personalised e-mails, recording nothing', async () => {
    const id = await created();
    const answer = await post(`/api/campaigns/${id}/simulate`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.events).toEqual([]);
    expect(answer.body).toMatchObject({
      campaignName: 'Spring listings',
      templateName: 'Welcome',
      templateContent: 'Hello {{firstName}}, agents in {{city}} list faster with us.',
      summary: { totalPotentialRecipients: 4, validEmails: 3, suppressed: 1, invalidEmails: 1, finalEligibleCount: 2 },
    });
    const messages = (answer.body!.summary as { simulatedMessages: { email: string; subject: string; personalizedMessage: string; city: string }[] }).simulatedMessages;
    expect(messages.map((m) => m.email).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    expect(messages.find((m) => m.email === 'bob@example.com')).toMatchObject({ subject: 'Hi Bob', personalizedMessage: 'Hello Bob, agents in Austin list faster with us.', city: 'Austin' });
    expectProblem(await post(`/api/campaigns/${MISSING}/simulate`, {}), 404, 'Campaign not found');
  });

  type Simulated = { email: string; subject: string; personalizedMessage: string; variant?: string; step?: number };
  const simulated = (body: Record<string, unknown> | undefined) => (body!.summary as { simulatedMessages: Simulated[] }).simulatedMessages;
  const stepNames = (body: Record<string, unknown> | undefined) => (body!.simulationSteps as { name: string; description: string }[]).map((s) => s.name);

  it('shows an A/B test split as its send would split it now: each test recipient with the variant it would get, and what the rest wait for', async () => {
    const abTest = { variants: [{ key: 'A', subject: 'Hi {{firstName}}', content: null }, { key: 'B', subject: 'A question, {{firstName}}', content: 'Quick one, {{firstName}}.' }], testPercent: 50, waitHours: 4, metric: 'replies', fallback: 'best-observed' };
    const id = await givenCampaign({ type: 'ab-test', content: { kind: 'own', subject: '', content: 'Hello {{firstName}}.' }, abTest });
    const answer = await post(`/api/campaigns/${id}/simulate`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.events).toEqual([]);
    const messages = simulated(answer.body);
    // Ann and Bob are Austin's two addresses left once Hal (suppressed) and Ivy (invalid) are out: 50% of 2, at least one per variant.
    expect(messages.map((m) => m.variant).sort()).toEqual(['A', 'B']);
    for (const m of messages) {
      const first = m.email === 'ann@example.com' ? 'Ann' : 'Bob';
      expect(m).toMatchObject(m.variant === 'A' ? { subject: `Hi ${first}`, personalizedMessage: `Hello ${first}.` } : { subject: `A question, ${first}`, personalizedMessage: `Quick one, ${first}.` });
    }
    expect(stepNames(answer.body)).toEqual(['Select recipients', 'Verify addresses', 'Split for the test', 'Personalise', 'Send']);
    expect((answer.body!.simulationSteps as { description: string }[])[2]!.description).toBe(
      '2 test recipients (50%) dealt to the variants (A 1, B 1); the other 0 recipients get the winning variant once the test has run 4 hours, decided by replies',
    );
  });

  it('shows a sequence’s first e-mail to its first recipients and each later step as it would read, in the thread where the step says so', async () => {
    const own = (subject: string, content: string) => ({ kind: 'own', subject, content });
    const sequence = [
      { step: 1, content: own('Listings in {{city}}', 'Hi {{firstName}}, one question.'), delayDays: 0, sendWindow: null, sameThread: false },
      { step: 2, content: own('Following up', 'Any thoughts, {{firstName}}?'), delayDays: 3, sendWindow: null, sameThread: true },
      { step: 3, content: { kind: 'template', templateId: WELCOME }, delayDays: 7, sendWindow: null, sameThread: false },
    ];
    const id = await givenCampaign({ type: 'sequence', content: null, sequence });
    const answer = await post(`/api/campaigns/${id}/simulate`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const messages = simulated(answer.body);
    expect(messages.filter((m) => m.step === 1).map((m) => m.email).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    const later = messages.filter((m) => m.step !== 1);
    const first = messages[0]!;
    const name = first.email === 'ann@example.com' ? 'Ann' : 'Bob';
    expect(later).toEqual([
      expect.objectContaining({ step: 2, email: first.email, subject: 'Re: Listings in Austin', personalizedMessage: `Any thoughts, ${name}?` }),
      expect.objectContaining({ step: 3, email: first.email, subject: `Hi ${name}`, personalizedMessage: `Hello ${name}, agents in Austin list faster with us.` }),
    ]);
    expect(stepNames(answer.body)).toEqual(['Select recipients', 'Verify addresses', 'Step 2', 'Step 3', 'Personalise', 'Send']);
    expect((answer.body!.simulationSteps as { description: string }[])[2]!.description).toBe(
      '3 days after the step before, in the same thread, to each recipient who has not replied, unsubscribed or bounced by then',
    );
  });
});

const emails = ['ann@example.com', 'bob@example.com', 'cy@example.com', 'hal@example.com', 'ivy@example.com'];
function contactOf(email: string): string {
  return contactIds[emails.indexOf(email)]!;
}
