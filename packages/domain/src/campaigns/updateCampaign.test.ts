import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { campaign, type CampaignEvent } from './campaign.ts';
import type { CampaignInput } from './campaignFields.ts';
import { counted, references, SALES, SPRING, SPRING_COPY, springCreated, springFields, springScheduled, springSendRequested, UNKNOWN_ID, WELCOME } from './campaignFixtures.ts';

const update = (past: CampaignEvent[], changes: Partial<CampaignInput>, filter = changes.recipientFilter ?? springFields.recipientFilter, count = 900) =>
  given(campaign, past).when({ type: 'UpdateCampaign', campaignId: SPRING, changes, references, audience: counted(filter, count) });

describe('UpdateCampaign', () => {
  it('records the changed fields beside the whole new version and the recounted audience', () => {
    const { run, context } = update([springCreated], { name: 'Spring 2026', recipientFilter: { performanceTiers: ['elite'] } });
    const { createdAt: _createdAt, ...created } = springCreated.data as Record<string, unknown>;
    expect(run()).toEqual([
      {
        type: 'CampaignUpdated',
        data: {
          ...created,
          updatedAt: context.now,
          changed: ['name', 'recipientFilter'],
          recipientCount: 900,
          name: 'Spring 2026',
          recipientFilter: { cities: [], performanceTiers: ['elite'], minListings: null, minExperience: null },
        },
      },
    ]);
  });

  it('records nothing when nothing changes', () => {
    expect(update([springCreated], { name: ' Spring listings ', fromEmailAccountId: SALES }).run()).toEqual([]);
  });

  it('switches between a template and own texts, and from a mailbox to spreading', () => {
    const [own] = update([springCreated], { subject: 'Hi', content: 'Hello' }).run();
    expect(own!.data).toMatchObject({ content: { kind: 'own', subject: 'Hi', content: 'Hello' }, changed: ['content'] });
    const back = given(campaign, [springCreated, own!]).when({ type: 'UpdateCampaign', campaignId: SPRING, changes: { templateId: WELCOME }, references, audience: counted(springFields.recipientFilter) });
    expect(back.run()[0]!.data).toMatchObject({ content: { kind: 'template', templateId: WELCOME } });
    expect(update([springCreated], { spreadAcrossMailboxes: true }).run()[0]!.data).toMatchObject({ sender: { kind: 'spread' }, changed: ['sender'] });
  });

  it('drops the A/B settings when the type changes to one without them', () => {
    const [ab] = update([springCreated], { type: 'ab-test', abTest: { variants: [{ subject: 'One' }, { subject: 'Two' }] } }).run();
    const [email] = given(campaign, [springCreated, ab!])
      .when({ type: 'UpdateCampaign', campaignId: SPRING, changes: { type: 'email' }, references, audience: counted(springFields.recipientFilter) })
      .run();
    expect(email!.data).toMatchObject({ type: 'email', abTest: null, changed: ['type', 'abTest'] });
  });

  it('checks the whole campaign again: the edit dialog may turn it into an SMS campaign, whose mailbox is dropped', () => {
    expect(update([springCreated], { name: ' ' }).error()).toMatchObject({ code: 'invalid', message: 'Campaign name is required' });
    expect(update([springCreated], { templateId: UNKNOWN_ID }).error()).toMatchObject({ code: 'not_found', message: 'Template not found' });
    expect(update([springCreated], { type: 'sms', templateId: null }).run()[0]!.data).toMatchObject({ type: 'sms', sender: null, content: null });
  });

  it('keeps a scheduled campaign ready to send: its audience may not become empty', () => {
    expect(update([springCreated, springScheduled], { name: 'Later' }).run()).toHaveLength(1);
    expect(update([springCreated, springScheduled], { recipientFilter: { cities: ['Nowhere'] } }, undefined, 0).error()).toMatchObject({
      code: 'invalid',
      message: 'No recipients: no active contact with an e-mail address matches the recipient filter',
    });
    expect(update([springCreated, springScheduled], { type: 'sms', templateId: null }).error()).toMatchObject({
      code: 'illegal_state',
      message: 'Cannot keep it scheduled: SMS campaigns are sent from the SMS Campaigns page',
    });
  });

  it('refuses to edit a campaign that is sending, sent or cancelled, or that does not exist', () => {
    expect(update([springCreated, springSendRequested], { name: 'x' }).error()).toMatchObject({
      code: 'illegal_state',
      message: 'Cannot edit: the campaign is sending. Only a draft or a scheduled campaign can be edited; copy it to make a new one.',
    });
    const cancelled: CampaignEvent = { type: 'CampaignCancelled', data: { campaignId: SPRING, cancelledAt: '2026-01-02T00:00:00.000Z', from: 'draft' } };
    expect(update([springCreated, cancelled], { name: 'x' }).error().message).toBe(
      'Cannot edit: the campaign was cancelled. Only a draft or a scheduled campaign can be edited; copy it to make a new one.',
    );
    expect(update([], { name: 'x' }).error()).toMatchObject({ code: 'not_found', message: 'Campaign not found' });
  });
});

describe('CopyCampaign', () => {
  const copy = (name: string | null, source: CampaignEvent[] = [springCreated]) =>
    given(campaign, []).when({
      type: 'CopyCampaign',
      campaignId: SPRING_COPY,
      source: { campaignId: SPRING, state: given(campaign, source).state },
      name,
      audience: counted(springFields.recipientFilter, 1100),
    });

  it('makes a draft with everything of the source under "(Copy)" or the name given, pointing at it', () => {
    const { run, context } = copy(null, [springCreated, springSendRequested]);
    expect(run()).toEqual([
      { type: 'CampaignCopied', data: { campaignId: SPRING_COPY, copiedFromId: SPRING, createdAt: context.now, recipientCount: 1100, ...springFields, name: 'Spring listings (Copy)' } },
    ]);
    const [named] = copy('  Summer listings ').run();
    expect(named!.data).toMatchObject({ name: 'Summer listings' });
    expect(given(campaign, named ? [named] : []).state).toMatchObject({ status: 'draft', copiedFromId: SPRING });
  });

  it('refuses an unknown source, and a name too long', () => {
    expect(copy(null, []).error()).toMatchObject({ code: 'not_found', message: 'Campaign not found' });
    expect(copy('x'.repeat(201)).error()).toMatchObject({ code: 'invalid', message: 'Campaign name must be at most 200 characters' });
  });
});
