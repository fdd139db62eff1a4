import { describe, expect, it } from 'vitest';
import type { SavedCampaign } from '../audience/campaignApi.ts';
import { saveCampaignEdit, TemplateNotSavedError, type CampaignEdit, type CampaignEditWrites } from './saveCampaignEdit.ts';

const saved = { id: 'c1', name: 'Spring' } as SavedCampaign;
const edit: CampaignEdit = {
  campaignId: 'c1',
  template: { id: 't1', body: { name: 'Intro', subjectLines: ['New subject'], content: 'Body' } },
  campaign: { name: 'Spring' },
};

function writes(refuse: { campaign?: Error; template?: Error } = {}) {
  const calls: string[] = [];
  const fake: CampaignEditWrites = {
    putCampaign: async (id) => {
      calls.push(`campaign ${id}`);
      if (refuse.campaign) throw refuse.campaign;
      return saved;
    },
    putTemplate: async (id) => {
      calls.push(`template ${id}`);
      if (refuse.template) throw refuse.template;
      return {};
    },
  };
  return { calls, fake };
}

describe('saving an edit', () => {
  it('saves the campaign first, then the template', async () => {
    const { calls, fake } = writes();
    await expect(saveCampaignEdit(edit, fake)).resolves.toBe(saved);
    expect(calls).toEqual(['campaign c1', 'template t1']);
  });

  it('leaves the shared template alone when the campaign cannot be edited', async () => {
    const { calls, fake } = writes({ campaign: new Error('409: Cannot edit: the campaign was sent.') });
    await expect(saveCampaignEdit(edit, fake)).rejects.toThrow('409: Cannot edit: the campaign was sent.');
    expect(calls).toEqual(['campaign c1']);
  });

  it('writes no template when its fields did not change', async () => {
    const { calls, fake } = writes();
    await saveCampaignEdit({ ...edit, template: null }, fake);
    expect(calls).toEqual(['campaign c1']);
  });

  it('says the campaign was saved when only the template could not be', async () => {
    const { fake } = writes({ template: new Error('400: Subject line is required') });
    const failure = await saveCampaignEdit(edit, fake).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TemplateNotSavedError);
    expect((failure as TemplateNotSavedError).message).toBe("The campaign was saved, but its template's name, subject line or content could not be: Subject line is required");
    expect((failure as TemplateNotSavedError).campaign).toBe(saved);
  });
});
