import { describe, expect, it } from 'vitest';
import { given, testContext } from '../kit/given.ts';
import { campaign, type CampaignEvent } from './campaign.ts';
import type { CampaignSendCounts } from './completeCampaignSend.ts';
import type { AudienceRecipient } from './fixCampaignAudience.ts';
import { counted, OFF, references, SALES, SPRING, springCreated, springFields, springScheduled, springSendRequested } from './campaignFixtures.ts';

const request = (past: CampaignEvent[], trigger: 'now' | 'schedule', options: { now?: string; count?: number } = {}) =>
  given(campaign, past, testContext(options.now ? { now: options.now } : {})).when({
    type: 'RequestCampaignSend',
    campaignId: SPRING,
    trigger,
    references,
    audience: counted(springFields.recipientFilter, options.count ?? 1150),
  });

const recipients = (n: number): AudienceRecipient[] =>
  Array.from({ length: n }, (_, i) => ({ contactId: `c-${i}`, email: `agent${i}@example.com`, name: i % 2 ? `Agent ${i}` : null }));

const fix = (past: CampaignEvent[], list: AudienceRecipient[], emailAccountIds: string[] = [SALES], mailboxShares?: number[]) =>
  given(campaign, past).when({ type: 'FixCampaignAudience', campaignId: SPRING, recipients: list, excluded: { suppressed: 3, invalid: 2 }, emailAccountIds, ...(mailboxShares ? { mailboxShares } : {}) });

describe('RequestCampaignSend', () => {
  it('turns a draft sending at once, recording who asked and the audience counted then', () => {
    const { run, context } = request([springCreated], 'now');
    expect(run()).toEqual([
      { type: 'CampaignSendRequested', data: { campaignId: SPRING, requestedAt: context.now, trigger: 'now', requestedBy: context.actor, recipientCount: 1150, scheduledAt: null } },
    ]);
    expect(given(campaign, [springCreated, ...run()]).state).toMatchObject({ status: 'sending', recipientCount: 1150, send: { trigger: 'now', chunksFixed: 0, startedAt: null } });
  });

  it('starts a scheduled campaign once it is due, and not before', () => {
    const due = request([springCreated, springScheduled], 'schedule', { now: '2026-01-10T09:00:00.000Z' }).run();
    expect(due[0]!.data).toMatchObject({ trigger: 'schedule', scheduledAt: '2026-01-10T09:00:00.000Z' });
    expect(request([springCreated, springScheduled], 'schedule').error()).toMatchObject({ code: 'illegal_state', message: 'Cannot start on schedule: the campaign is not due until 2026-01-10T09:00:00.000Z' });
    expect(request([springCreated], 'schedule').error().message).toBe('Cannot start on schedule: the campaign is not scheduled');
    expect(request([springCreated, springScheduled], 'now').run()[0]!.data).toMatchObject({ trigger: 'now' });
  });

  it('refuses to send (409, nothing recorded) while the server lacks a setting marketing e-mail needs, naming it', () => {
    const missing = 'Marketing e-mail needs the sender’s postal address for its footer: set SENDER_POSTAL_ADDRESS';
    const refused = given(campaign, [springCreated]).when({
      type: 'RequestCampaignSend',
      campaignId: SPRING,
      trigger: 'now',
      references: { ...references, missingMarketingSetting: missing },
      audience: counted(springFields.recipientFilter, 1150),
    });
    expect(refused.error()).toMatchObject({ code: 'conflict', message: `Cannot send: ${missing}` });
  });

  it('refuses an empty audience and a campaign that is not a draft or scheduled', () => {
    expect(request([springCreated], 'now', { count: 0 }).error().code).toBe('invalid');
    expect(request([springCreated, springSendRequested], 'now').error()).toMatchObject({
      code: 'illegal_state',
      message: 'Cannot send: the campaign is sending. Only a draft or a scheduled campaign can be sent.',
    });
  });
});

describe('FixCampaignAudience', () => {
  it('records 2,500 recipients in chunks of at most 1,000, in order, then the start', () => {
    const { run, context } = fix([springCreated, springSendRequested], recipients(2500));
    const events = run();
    expect(events.map((e) => e.type)).toEqual(['CampaignAudienceFixed', 'CampaignAudienceFixed', 'CampaignAudienceFixed', 'CampaignSendStarted']);
    expect(events.slice(0, 3).map((e) => [(e.data as { chunkIndex: number }).chunkIndex, (e.data as { recipients: unknown[] }).recipients.length])).toEqual([
      [0, 1000],
      [1, 1000],
      [2, 500],
    ]);
    expect(events[2]!.data).toMatchObject({ chunkCount: 3, total: 2500 });
    expect((events[1]!.data as { recipients: AudienceRecipient[] }).recipients[0]).toEqual({ contactId: 'c-1000', email: 'agent1000@example.com', name: null });
    expect(events[3]).toEqual({
      type: 'CampaignSendStarted',
      data: { campaignId: SPRING, startedAt: context.now, recipientCount: 2500, chunkCount: 3, excluded: { suppressed: 3, invalid: 2 }, emailAccountIds: [SALES] },
    });
    expect(given(campaign, [springCreated, springSendRequested, ...events]).state).toMatchObject({ status: 'sending', recipientCount: 2500, send: { chunksFixed: 3, recipientsFixed: 2500, startedAt: context.now } });
  });

  it('records 96,000 recipients as 96 events of 1,000', () => {
    const events = fix([springCreated, springSendRequested], recipients(96_000)).run();
    expect(events).toHaveLength(97);
    expect(Math.max(...events.slice(0, 96).map((e) => (e.data as { recipients: unknown[] }).recipients.length))).toBe(1000);
  });

  it('fixes the audience of a send paused before it was fixed, and never twice', () => {
    const pausedSend: CampaignEvent = { type: 'CampaignPaused', data: { campaignId: SPRING, pausedAt: '2026-01-05T15:01:00.000Z', from: 'sending' } };
    const events = fix([springCreated, springSendRequested, pausedSend], recipients(3)).run();
    expect(events).toHaveLength(2);
    expect(fix([springCreated, springSendRequested, ...events], recipients(3)).error()).toMatchObject({ code: 'illegal_state', message: 'Cannot fix the audience: this send already has its audience' });
    expect(fix([springCreated], recipients(3)).error().message).toBe('Cannot fix the audience: the campaign is not being sent');
  });

  it('records how many recipients each mailbox takes when the send is spread, and refuses shares that do not add up', () => {
    const spread: CampaignEvent = { type: 'CampaignCreated', data: { ...(springCreated.data as object), sender: { kind: 'spread' } } } as CampaignEvent;
    const past = [spread, springSendRequested];
    const events = fix(past, recipients(10), [SALES, OFF], [7, 3]).run();
    expect(events.at(-1)!.data).toMatchObject({ recipientCount: 10, emailAccountIds: [SALES, OFF], mailboxShares: [7, 3] });
    expect(fix(past, recipients(10), [SALES, OFF], [7, 2]).error().message).toBe("The mailboxes' shares are whole numbers, 0 or more, adding up to the audience");
    expect(fix(past, recipients(10), [SALES, OFF], [11, -1]).error().message).toBe("The mailboxes' shares are whole numbers, 0 or more, adding up to the audience");
    expect(fix(past, recipients(10), [SALES, OFF], [10]).error().message).toBe('Give one share for each email account, each account once');
    expect(fix(past, recipients(10), [SALES, SALES], [5, 5]).error().message).toBe('Give one share for each email account, each account once');
  });

  it('does not start a send that has no one left in its audience: the campaign is a draft again, with why, until it is edited or sent again', () => {
    const { run, context } = fix([springCreated, springSendRequested], []);
    const events = run();
    const requestedAt = '2026-01-05T15:00:00.000Z';
    const reason = 'No one left to send to: every address in its audience was left out (3 unsubscribed, bounced or complained, 2 invalid)';
    expect(events).toEqual([
      {
        type: 'CampaignSendNotStarted',
        data: { campaignId: SPRING, requestedAt: requestedAt, trigger: 'now', stoppedAt: context.now, excluded: { suppressed: 3, invalid: 2 }, reason },
      },
    ]);
    const draft = given(campaign, [springCreated, springSendRequested, ...events]).state;
    expect(draft).toMatchObject({ status: 'draft', send: null, scheduledAt: null, sendNotStarted: { requestedAt: requestedAt, stoppedAt: context.now, reason } });
    const again = request([springCreated, springSendRequested, ...events], 'now').run();
    expect(given(campaign, [springCreated, springSendRequested, ...events, ...again]).state).toMatchObject({ status: 'sending', sendNotStarted: null });
    expect(fix([springCreated, springSendRequested, ...events], []).error().message).toBe('Cannot fix the audience: the campaign is not being sent');
    const noOne = given(campaign, [springCreated, springSendRequested]).when({ type: 'FixCampaignAudience', campaignId: SPRING, recipients: [], excluded: { suppressed: 0, invalid: 0 }, emailAccountIds: [SALES] });
    expect(noOne.run()[0]!.data).toMatchObject({ reason: 'No recipients: no active contact with an e-mail address matches the recipient filter' });
  });

  it('refuses a recipient twice, an address not in lower case, and another mailbox than the chosen one', () => {
    const past = [springCreated, springSendRequested];
    expect(fix(past, [...recipients(2), { contactId: 'c-0', email: 'other@example.com', name: null }]).error().message).toBe('Contact c-0 is in the audience twice');
    expect(fix(past, [...recipients(2), { contactId: 'c-9', email: 'agent1@example.com', name: null }]).error().message).toBe('agent1@example.com is in the audience twice');
    expect(fix(past, [{ contactId: 'c', email: 'Agent@Example.com', name: null }]).error().message).toBe('Not a lower-case e-mail address: Agent@Example.com');
    expect(fix(past, recipients(2), ['another']).error().message).toBe('This campaign goes out from its chosen email account only');
    expect(fix(past, recipients(2), []).error().message).toBe('A send goes out from at least one email account');
  });
});

describe('CompleteCampaignSend', () => {
  const started = [springCreated, springSendRequested, ...fix([springCreated, springSendRequested], recipients(10)).run()];
  const counts = (c: Partial<CampaignSendCounts> = {}): CampaignSendCounts => ({ selected: 10, sent: 6, skipped: { Unsubscribed: 1, 'Invalid address': 1 }, failed: 1, unknown: 1, ...c });

  it('marks the campaign sent with numbers that add up to the fixed audience', () => {
    const { run, context } = given(campaign, started).when({ type: 'CompleteCampaignSend', campaignId: SPRING, counts: counts() });
    expect(run()).toEqual([{ type: 'CampaignSendCompleted', data: { campaignId: SPRING, completedAt: context.now, counts: counts() } }]);
    expect(given(campaign, [...started, ...run()]).state).toMatchObject({ status: 'sent', send: { completedAt: context.now } });
  });

  it('refuses numbers that do not add up, and a send not started or not sending', () => {
    expect(given(campaign, started).when({ type: 'CompleteCampaignSend', campaignId: SPRING, counts: counts({ sent: 7 }) }).error()).toMatchObject({
      code: 'invalid',
      message: 'The counts do not add up: 7 sent + 2 skipped + 1 failed + 1 unknown = 11, not 10',
    });
    expect(given(campaign, started).when({ type: 'CompleteCampaignSend', campaignId: SPRING, counts: counts({ selected: 11, sent: 7 }) }).error().message).toBe(
      'The send selected 10 recipients, not 11',
    );
    expect(given(campaign, [springCreated, springSendRequested]).when({ type: 'CompleteCampaignSend', campaignId: SPRING, counts: counts() }).error().message).toBe(
      'Cannot complete the send: its audience is not fixed yet',
    );
    expect(given(campaign, [springCreated]).when({ type: 'CompleteCampaignSend', campaignId: SPRING, counts: counts() }).error().code).toBe('illegal_state');
  });
});
