import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { campaign } from './campaign.ts';
import type { CampaignInput } from './campaignFields.ts';
import { counted, GONE, OFF, references, SALES, SPRING, springCreated, springFields, springInput, TEXT, UNKNOWN_ID, WELCOME } from './campaignFixtures.ts';

const create = (input: Partial<CampaignInput> = {}, options: { scheduledAt?: string | null; activeMailboxCount?: number } = {}) => {
  const full = { ...springInput, ...input };
  return given(campaign, []).when({
    type: 'CreateCampaign',
    campaignId: SPRING,
    input: full,
    references: { ...references, activeMailboxCount: options.activeMailboxCount ?? references.activeMailboxCount },
    audience: countedOrNone(full.recipientFilter),
    scheduledAt: options.scheduledAt ?? null,
  });
};

/** A filter the domain refuses is never counted: the decision refuses it first. */
function countedOrNone(filter: CampaignInput['recipientFilter']) {
  try {
    return counted(filter);
  } catch {
    return counted({});
  }
}

const refusal = (input: Partial<CampaignInput>, options?: Parameters<typeof create>[1]) => {
  const error = create(input, options).error();
  return { code: error.code, message: error.message };
};

describe('CreateCampaign', () => {
  it('records a draft one-time e-mail on a template, from a mailbox, with its tidied filter and counted audience', () => {
    const { run, context } = create({ name: '  Spring listings ', recipientFilter: { cities: [' Austin', 'Dallas', 'Austin', ''], performanceTiers: ['high-performer', 'elite'], minListings: 5 } });
    expect(run()).toEqual([{ ...springCreated, data: { ...springCreated.data, createdAt: context.now } }]);
  });

  it('records its own subject and content, checked like a template', () => {
    const [created] = create({ templateId: null, subject: ' Hi {{firstName}} ', content: 'Hello {{firstName}}\r\nfrom us' }).run();
    expect(created!.data).toMatchObject({ content: { kind: 'own', subject: 'Hi {{firstName}}', content: 'Hello {{firstName}}\nfrom us' } });
  });

  it('spreads across the active mailboxes when asked, if there is one', () => {
    expect(create({ fromEmailAccountId: null, spreadAcrossMailboxes: true }).run()[0]!.data).toMatchObject({ sender: { kind: 'spread' } });
    expect(refusal({ fromEmailAccountId: null, spreadAcrossMailboxes: true }, { activeMailboxCount: 0 })).toEqual({
      code: 'invalid',
      message: 'Email account is required: there is no active email account to spread the sending across',
    });
  });

  it('is scheduled at once when a future time is given', () => {
    const { run, context } = create({}, { scheduledAt: '2026-01-06T09:00:00+01:00' });
    expect(run()).toEqual([
      { ...springCreated, data: { ...springCreated.data, createdAt: context.now } },
      { type: 'CampaignScheduled', data: { campaignId: SPRING, scheduledAt: '2026-01-06T08:00:00.000Z', previousScheduledAt: null, recipientCount: 1200 } },
    ]);
    expect(create({}, { scheduledAt: '2026-01-05T15:03:59.000Z' }).error()).toMatchObject({ code: 'invalid', message: 'The schedule time must be in the future' });
  });

  it.each<[Partial<CampaignInput>, string, string]>([
    [{ name: '  ' }, 'invalid', 'Campaign name is required'],
    [{ fromEmailAccountId: null }, 'invalid', 'Email account is required'],
    [{ fromEmailAccountId: UNKNOWN_ID }, 'not_found', 'Email account not found'],
    [{ fromEmailAccountId: GONE }, 'invalid', 'The email account was deleted: choose another one to send from'],
    [{ fromEmailAccountId: OFF }, 'invalid', 'The email account old@listingpro.example is inactive: choose an active one'],
    [{ fromEmailAccountId: SALES, spreadAcrossMailboxes: true }, 'invalid', 'Choose one email account or spreading across every active one, not both'],
    [{ templateId: UNKNOWN_ID }, 'not_found', 'Template not found'],
    [{ templateId: TEXT }, 'invalid', 'The template "Trial nudge" is an SMS template: choose an e-mail template'],
    [{ templateId: WELCOME, subject: 'Hi' }, 'invalid', 'Choose a template or write your own subject line and content, not both'],
    [{ templateId: null }, 'invalid', 'Subject line is required'],
    [{ templateId: null, subject: 'Hi' }, 'invalid', 'Email content is required'],
    [{ templateId: null, subject: 'Hi {{fristName}}', content: 'x' }, 'invalid', 'Subject line: unknown variable {{fristName}} (did you mean {{firstName}}?) at line 1, column 6'],
    [{ recipientFilter: { performanceTiers: ['gold'] } }, 'invalid', 'Unknown performance tier "gold" (one of elite, high-performer, active, moderate, entry)'],
    [{ recipientFilter: { minListings: -1 } }, 'invalid', 'The minimum number of listings must be a whole number from 0 to 100000'],
    [{ sendWindow: { days: [], start: '09:00', end: '17:00' } }, 'invalid', 'The send window needs at least one day'],
    [{ sendWindow: { days: ['mon'], start: '17:00', end: '09:00' } }, 'invalid', 'The send window must start before it ends'],
    [{ abTest: { variants: [{ subject: 'a' }, { subject: 'b' }] } }, 'invalid', 'A/B test settings belong to an A/B test campaign (type ab-test)'],
    [{ sequence: { steps: [{ templateId: WELCOME, delayDays: 0 }] } }, 'invalid', 'Steps belong to an automated sequence (type sequence)'],
  ])('refuses %j: %s %s', (input, code, message) => {
    expect(refusal(input)).toEqual({ code, message });
  });

  it('refuses to create the same campaign twice', () => {
    expect(given(campaign, [springCreated]).when({ type: 'CreateCampaign', campaignId: SPRING, input: springInput, references, audience: counted(springInput.recipientFilter), scheduledAt: null }).error().code).toBe(
      'conflict',
    );
  });
});

describe('A/B tests', () => {
  const ab = (abTest: CampaignInput['abTest'], more: Partial<CampaignInput> = {}) => ({ type: 'ab-test' as const, abTest, ...more });

  it('records 2–4 variants on the campaign content, with the defaults: 20% test, 4 hours, replies, first variant', () => {
    const [created] = create(ab({ variants: [{ subject: 'Quick question, {{firstName}}' }, { subject: 'Listings in {{city}}', content: 'Short and sweet' }] })).run();
    expect(created!.data).toMatchObject({
      type: 'ab-test',
      content: { kind: 'template', templateId: WELCOME },
      abTest: {
        variants: [
          { key: 'A', subject: 'Quick question, {{firstName}}', content: null },
          { key: 'B', subject: 'Listings in {{city}}', content: 'Short and sweet' },
        ],
        testPercent: 20,
        waitHours: 4,
        metric: 'replies',
        fallback: 'first-variant',
      },
    });
  });

  it('takes variants that carry everything without campaign content', () => {
    const variants = [
      { subject: 'One', content: 'First body' },
      { subject: 'Two', content: 'Second body' },
      { subject: 'Three', content: 'Third body' },
    ];
    const [created] = create(ab({ variants, testPercent: 30, waitHours: 24, metric: 'clicks', fallback: 'best-observed' }, { templateId: null, tracking: { opens: false, clicks: true } })).run();
    expect(created!.data).toMatchObject({ content: null, abTest: { testPercent: 30, waitHours: 24, metric: 'clicks', fallback: 'best-observed' } });
  });

  it.each<[CampaignInput['abTest'], Partial<CampaignInput>, string]>([
    [null, {}, 'An A/B test needs 2 to 4 variants'],
    [{ variants: [{ subject: 'only one' }] }, {}, 'An A/B test needs 2 to 4 variants'],
    [{ variants: [{ subject: 'a' }, { subject: 'b' }, { subject: 'c' }, { subject: 'd' }, { subject: 'e' }] }, {}, 'An A/B test needs 2 to 4 variants'],
    [{ variants: [{ subject: 'a' }, { subject: ' ', content: '' }] }, {}, 'Variant B needs a subject line or content'],
    [{ variants: [{ subject: 'a', content: 'x' }, { content: 'y' }] }, { templateId: null }, 'Variant B has no subject line: give it one or give the campaign one'],
    [{ variants: [{ subject: 'a' }, { subject: 'b' }] }, { templateId: null, subject: 'Hi' }, 'Variant A has no content: give it some or give the campaign a template or content'],
    [{ variants: [{ subject: 'Same' }, { subject: ' Same ' }] }, {}, 'Variants A and B are the same: change the subject line or the content of one'],
    [{ variants: [{ subject: 'a' }, { subject: 'Hi {{nick}}' }] }, {}, 'Variant B subject line: unknown variable {{nick}} at line 1, column 6'],
    [{ variants: [{ subject: 'a' }, { subject: 'b' }], testPercent: 0 }, {}, 'The test share must be a whole number from 1 to 90 percent'],
    [{ variants: [{ subject: 'a' }, { subject: 'b' }], waitHours: 0.5 }, {}, 'The wait before choosing the winner must be a whole number from 1 to 168 hours'],
    [{ variants: [{ subject: 'a' }, { subject: 'b' }], metric: 'opens' }, {}, 'Deciding the winner by opens needs open tracking on (or decide by replies)'],
    [{ variants: [{ subject: 'a' }, { subject: 'b' }], metric: 'clicks' }, {}, 'Deciding the winner by clicks needs click tracking on (or decide by replies)'],
  ])('refuses %j: %s', (abTest, more, message) => {
    expect(refusal(ab(abTest, more))).toEqual({ code: 'invalid', message });
  });
});

describe('sequences', () => {
  const seq = (steps: NonNullable<CampaignInput['sequence']>['steps'], more: Partial<CampaignInput> = {}) => ({ type: 'sequence' as const, templateId: null, sequence: { steps }, ...more });

  it('records ordered steps: a template or own texts, whole-day delays, windows, later steps as replies', () => {
    const window = { days: ['tue', 'mon'] as ('mon' | 'tue')[], start: '09:00', end: '17:00' };
    const [created] = create(
      seq([
        { templateId: WELCOME, delayDays: 0 },
        { subject: 'Following up', content: 'Any thoughts, {{firstName}}?', delayDays: 3, sendWindow: window },
        { subject: 'Last note', content: 'Closing the loop.', delayDays: 7, sameThread: false },
      ]),
    ).run();
    expect(created!.data).toMatchObject({
      content: null,
      sequence: [
        { step: 1, content: { kind: 'template', templateId: WELCOME }, delayDays: 0, sendWindow: null, sameThread: false },
        { step: 2, content: { kind: 'own', subject: 'Following up', content: 'Any thoughts, {{firstName}}?' }, delayDays: 3, sendWindow: { days: ['mon', 'tue'], start: '09:00', end: '17:00' }, sameThread: true },
        { step: 3, content: { kind: 'own', subject: 'Last note' }, delayDays: 7, sameThread: false },
      ],
    });
  });

  it.each<[NonNullable<CampaignInput['sequence']>['steps'], Partial<CampaignInput>, string, string]>([
    [[], {}, 'invalid', 'A sequence needs 1 to 10 steps'],
    [[{ templateId: WELCOME, delayDays: 0 }, { subject: 'b', content: 'c', delayDays: -1 }], {}, 'invalid', 'Step 2: the delay cannot be negative'],
    [[{ templateId: WELCOME, delayDays: 1.5 }], {}, 'invalid', 'Step 1: the delay must be a whole number of days'],
    [[{ templateId: WELCOME, delayDays: 400 }], {}, 'invalid', 'Step 1: the delay must be at most 365 days'],
    [[{ templateId: WELCOME, delayDays: 0 }, { subject: 'b', delayDays: 2 }], {}, 'invalid', 'Step 2: Email content is required'],
    [[{ templateId: UNKNOWN_ID, delayDays: 0 }], {}, 'not_found', 'Template not found'],
    [[{ templateId: WELCOME, delayDays: 0, sameThread: true }], {}, 'invalid', 'Step 1 starts the thread: it cannot be sent as a reply'],
    [[{ templateId: WELCOME, delayDays: 0 }], { templateId: WELCOME }, 'invalid', "A sequence's e-mails are its steps: give each step a template or its own subject line and content"],
  ])('refuses %j: %s %s', (steps, more, code, message) => {
    expect(refusal(seq(steps, more))).toEqual({ code, message });
  });

  it('refuses a sequence without steps', () => {
    expect(refusal({ type: 'sequence', templateId: null, sequence: null })).toEqual({ code: 'invalid', message: 'A sequence needs 1 to 10 steps' });
  });
});

describe('SMS campaigns (stored only)', () => {
  it('need no mailbox and may have an SMS template, their own text or none yet', () => {
    expect(create({ type: 'sms', templateId: TEXT }).run()[0]!.data).toMatchObject({ type: 'sms', sender: null, content: { kind: 'template', templateId: TEXT } });
    expect(create({ type: 'sms', templateId: null, content: 'Hi {{firstName}}!' }).run()[0]!.data).toMatchObject({ content: { kind: 'own', subject: '', content: 'Hi {{firstName}}!' } });
    expect(create({ type: 'sms', templateId: null, fromEmailAccountId: null }).run()[0]!.data).toMatchObject({ content: null, sender: null });
  });

  it('refuses an e-mail template and a text over 320 characters', () => {
    expect(refusal({ type: 'sms' })).toEqual({ code: 'invalid', message: 'The template "Welcome" is an e-mail template: choose an SMS template' });
    expect(refusal({ type: 'sms', templateId: null, content: 'x'.repeat(321) })).toEqual({ code: 'invalid', message: 'SMS messages should be under 320 characters for best delivery' });
  });
});

describe('the counted audience', () => {
  it('must be the one of the recorded filter', () => {
    const error = given(campaign, [])
      .when({ type: 'CreateCampaign', campaignId: SPRING, input: springInput, references, audience: counted({ cities: ['Austin'] }), scheduledAt: null })
      .error();
    expect(error.code).toBe('revision_conflict');
  });

  it('is recorded as counted', () => {
    const [created] = given(campaign, [])
      .when({ type: 'CreateCampaign', campaignId: SPRING, input: springInput, references, audience: counted(springInput.recipientFilter, 7), scheduledAt: null })
      .run();
    expect(created!.data).toEqual({ ...springCreated.data, createdAt: expect.any(String), recipientCount: 7, ...springFields });
  });
});
