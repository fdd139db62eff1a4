import { requireTemplate, templateHandler, type CampaignFields, type ReadableStore } from '@outreach/domain';

/** What a one-time campaign's e-mail says before it is filled in for a recipient: its template's, or its own. */
export interface CampaignEmailTexts {
  /** The template's name, or the campaign's when it has its own texts. */
  templateName: string;
  subject: string;
  content: string;
}

/** The e-mail of a one-time campaign: the first subject line and content of its template, or its own subject and content. */
export async function campaignEmailTexts(store: ReadableStore, fields: CampaignFields): Promise<CampaignEmailTexts> {
  const content = fields.content;
  if (!content) throw new Error(`The campaign "${fields.name}" has no e-mail content`);
  if (content.kind === 'own') return { templateName: fields.name, subject: content.subject, content: content.content };
  const template = requireTemplate(await templateHandler.load(store, content.templateId));
  return { templateName: template.name, subject: template.subjectLines[0] ?? '', content: template.content };
}
