import { describe, expect, it } from 'vitest';
import type { Template } from '../../templates/templateTypes.ts';
import type { CampaignView } from '../audience/campaignApi.ts';
import { campaignChanges, editErrors, editFormOf, emailSourceOf, templateChanges } from './editForm.ts';

const campaign: CampaignView = {
  id: 'c1',
  name: 'Spring',
  type: 'email',
  status: 'draft',
  templateId: 't1',
  subject: null,
  content: null,
  fromEmailAccountId: 'a1',
  spreadAcrossMailboxes: false,
  recipientFilter: { cities: ['Austin'], performanceTiers: ['elite'], minListings: 5, minExperience: null },
  recipientCount: 10,
  sentCount: 0,
  openCount: 0,
  clickCount: 0,
  skippedCount: 0,
  failedCount: 0,
  unknownCount: 0,
  abTest: null,
  sequence: null,
  sendWindow: null,
  tracking: { opens: false, clicks: false },
  scheduledAt: null,
  sentAt: null,
  completedAt: null,
  copiedFromId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const template = { id: 't1', name: 'Intro', subjectLines: ['Hi {{firstName}}', 'Second line'], content: 'Body' } as Template;

describe('the Edit Campaign form', () => {
  it('starts from the campaign and its template', () => {
    const source = emailSourceOf(campaign, [template]);
    expect(editFormOf(campaign, source)).toEqual({
      name: 'Spring',
      type: 'email',
      sender: 'a1',
      templateName: 'Intro',
      subject: 'Hi {{firstName}}',
      content: 'Body',
      audience: { cities: ['Austin'], performanceTiers: ['elite'] },
    });
  });

  it('asks for a name, an account and the template fields', () => {
    const source = emailSourceOf(campaign, [template]);
    const form = { ...editFormOf(campaign, source), name: ' ', sender: null, subject: '' };
    expect(editErrors(form, source)).toEqual({ name: 'Campaign name is required', sender: 'Email account is required', subject: 'Subject line is required' });
    expect(editErrors({ ...form, type: 'sms', name: 'x', subject: 'y' }, source)).toEqual({});
  });

  it('changes the template only when its fields changed, keeping its other subject lines', () => {
    const source = emailSourceOf(campaign, [template]);
    const form = editFormOf(campaign, source);
    expect(templateChanges(source, form)).toBeNull();
    expect(templateChanges(source, { ...form, subject: ' New subject ' })).toEqual({ id: 't1', body: { name: 'Intro', subjectLines: ['New subject', 'Second line'], content: 'Body' } });
  });

  it('sends name, type, sending account and recipient filter (its minimums kept)', () => {
    const source = emailSourceOf(campaign, [template]);
    const form = { ...editFormOf(campaign, source), name: ' Renamed ', audience: { cities: [], performanceTiers: ['active' as const] } };
    expect(campaignChanges(campaign, source, form)).toEqual({
      name: 'Renamed',
      type: 'email',
      fromEmailAccountId: 'a1',
      spreadAcrossMailboxes: false,
      recipientFilter: { cities: [], performanceTiers: ['active'], minListings: 5, minExperience: null },
    });
  });

  it("sends a campaign's own subject and content when they changed", () => {
    const own = { ...campaign, templateId: null, subject: 'Old', content: 'Old body' };
    const source = emailSourceOf(own, []);
    expect(source).toEqual({ kind: 'own' });
    const form = { ...editFormOf(own, source), content: 'New body' };
    expect(campaignChanges(own, source, form)).toMatchObject({ subject: 'Old', content: 'New body' });
    expect(campaignChanges(own, source, editFormOf(own, source))).not.toHaveProperty('content');
  });
});
