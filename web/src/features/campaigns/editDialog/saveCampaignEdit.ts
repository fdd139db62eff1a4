import type { SavedCampaign, UpdateCampaignRequest } from '../audience/campaignApi.ts';
import type { TemplateChanges } from './editForm.ts';

/** What Save Changes writes: the campaign's fields, and its library template's when they changed. */
export interface CampaignEdit {
  campaignId: string;
  template: TemplateChanges | null;
  campaign: UpdateCampaignRequest;
}

/** The two writes of an edit (PUT /api/campaigns/{id}, PUT /api/templates/{id}). */
export interface CampaignEditWrites {
  putCampaign: (campaignId: string, body: UpdateCampaignRequest) => Promise<SavedCampaign>;
  putTemplate: (templateId: string, body: TemplateChanges['body']) => Promise<unknown>;
}

/** The campaign was saved but its template was not: the message says which part went through. */
export class TemplateNotSavedError extends Error {
  readonly campaign: SavedCampaign;

  constructor(campaign: SavedCampaign, cause: unknown) {
    const reason = (cause instanceof Error ? cause.message : String(cause)).replace(/^\d{3}:\s*/, '').trim();
    super(`The campaign was saved, but its template's name, subject line or content could not be${reason ? `: ${reason}` : '.'}`);
    this.name = 'TemplateNotSavedError';
    this.campaign = campaign;
  }
}

/**
 * Save an edit: the campaign first, which the server refuses when the campaign can no longer be
 * edited (sent, sending, paused, cancelled), so that nothing changes then; the shared template
 * only once the campaign is saved, and only when its fields changed.
 */
export async function saveCampaignEdit({ campaignId, template, campaign }: CampaignEdit, writes: CampaignEditWrites): Promise<SavedCampaign> {
  const saved = await writes.putCampaign(campaignId, campaign);
  if (!template) return saved;
  try {
    await writes.putTemplate(template.id, template.body);
  } catch (error) {
    throw new TemplateNotSavedError(saved, error);
  }
  return saved;
}
