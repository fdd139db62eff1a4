import { TEMPLATE_SAMPLE_VALUES, type CampaignTestBody } from '@outreach/contracts';
import {
  campaignHandler,
  illegalState,
  renderEmail,
  requireCampaign,
  requireTemplate,
  templateHandler,
  type CampaignContent,
  type CampaignFields,
  type CommandContext,
  type Position,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { sendTestEmail } from '../outboundEmails/sendTestEmail.ts';

/** The e-mail a recipient gets first: a one-time campaign's, an A/B test's first variant, a sequence's first step. */
function firstEmailOf(fields: CampaignFields): { content: CampaignContent; subject: string | null; text: string | null } {
  if (fields.type === 'sequence') return { content: fields.sequence![0]!.content, subject: null, text: null };
  const variant = fields.type === 'ab-test' ? fields.abTest?.variants[0] : undefined;
  return { content: fields.content!, subject: variant?.subject ?? null, text: variant?.content ?? null };
}

async function subjectAndContent(runtime: Runtime, content: CampaignContent): Promise<{ subject: string; content: string }> {
  if (content.kind === 'own') return { subject: content.subject, content: content.content };
  const template = requireTemplate(await templateHandler.load(runtime.eventStore, content.templateId));
  return { subject: template.subjectLines[0] ?? '', content: template.content };
}

/**
 * POST /api/campaigns/{id}/test: the campaign's first e-mail, filled in with the sample values of
 * the variables, to one address through the campaign's mailbox (else the primary one, else the
 * sandbox, which records it simulated), as a test: no campaign figure counts it.
 */
export async function sendCampaignTest(
  runtime: Runtime,
  campaignId: string,
  body: CampaignTestBody,
  context: CommandContext,
): Promise<{ simulation: boolean; testEmail: string; preview: { subject: string; content: string }; messageId: string; message: string; position: Position | undefined }> {
  const fields = requireCampaign(await campaignHandler.load(runtime.eventStore, campaignId));
  if (fields.type === 'sms') throw illegalState('An SMS campaign is tried with a test text, not a test e-mail');
  const first = firstEmailOf(fields);
  const base = await subjectAndContent(runtime, first.content);
  const rendered = renderEmail({ subject: first.subject ?? base.subject, content: first.text ?? base.content }, TEMPLATE_SAMPLE_VALUES);
  const emailAccountId = fields.sender?.kind === 'mailbox' ? fields.sender.emailAccountId : undefined;
  const sent = await sendTestEmail(runtime, { to: body.testEmail, subject: rendered.subject, text: rendered.text, emailAccountId }, context);
  return {
    simulation: sent.sandbox,
    testEmail: body.testEmail,
    preview: { subject: rendered.subject, content: rendered.text },
    messageId: sent.messageId,
    message: sent.message,
    position: sent.position,
  };
}
