import { randomUUID } from 'node:crypto';
import type { CopyTemplateBody, CreateTemplateBody, TemplateView, UpdateTemplateBody } from '@outreach/contracts';
import { smsLength, templateHandler, templateTypeOf, type CommandContext, type Position, type TemplateState } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { refuseWhileCampaignsUse } from '../campaigns/campaignsStillToGo.ts';

/** A template as every answer shows it. */
export function toTemplateView(state: TemplateState): TemplateView {
  const fields = state.fields!;
  return {
    id: state.templateId!,
    type: fields.type,
    name: fields.name,
    subjectLines: fields.subjectLines,
    content: fields.content,
    variables: fields.variables,
    targetTier: fields.targetTier,
    category: fields.category,
    status: fields.status,
    copiedFromId: state.copiedFromId,
    sms: fields.type === 'sms' ? smsLength(fields.content) : null,
    createdAt: state.createdAt!,
    updatedAt: state.updatedAt!,
  };
}

export interface TemplateAnswer {
  template: TemplateView;
  position: Position | undefined;
}

/** Save a new template (Save Template, or Save Draft with status 'draft'). */
export async function createTemplate(runtime: Runtime, body: CreateTemplateBody, context: CommandContext): Promise<TemplateAnswer> {
  const templateId = randomUUID();
  const input = {
    name: body.name,
    subjectLines: body.subjectLines,
    content: body.content,
    variables: body.variables ?? [],
    targetTier: body.targetTier ?? null,
    category: body.category ?? '',
    status: body.status ?? ('saved' as const),
  };
  const result = await templateHandler.run(runtime.eventStore, templateId, { type: 'CreateTemplate', templateId, input }, context);
  return { template: toTemplateView(result.state), position: result.position };
}

/** A change that leaves an e-mail template unusable for a campaign: made an SMS template, its subject lines or its content emptied. */
const unfitsCampaigns = (body: UpdateTemplateBody) =>
  (body.category !== undefined && templateTypeOf(body.category.trim().toLowerCase()) === 'sms') || body.subjectLines?.length === 0 || (body.content !== undefined && body.content.trim() === '');

/** Change the fields given; answer the template as it now is. Not what campaigns still to go out would then fail on (409). */
export async function updateTemplate(runtime: Runtime, templateId: string, body: UpdateTemplateBody, context: CommandContext): Promise<TemplateAnswer> {
  if (unfitsCampaigns(body)) await refuseWhileCampaignsUse(runtime, { templateId }, 'made unfit for e-mail campaigns');
  const result = await templateHandler.run(runtime.eventStore, templateId, { type: 'UpdateTemplate', templateId, changes: body }, context);
  return { template: toTemplateView(result.state), position: result.position };
}

/** Delete a template, unless campaigns still to go out use it (409). */
export async function deleteTemplate(runtime: Runtime, templateId: string, context: CommandContext): Promise<Position | undefined> {
  await refuseWhileCampaignsUse(runtime, { templateId }, 'deleted');
  return (await templateHandler.run(runtime.eventStore, templateId, { type: 'DeleteTemplate', templateId }, context)).position;
}

/** A new template from an existing one, read from its stream (a missing one is a 404). */
export async function copyTemplate(runtime: Runtime, sourceId: string, body: CopyTemplateBody | undefined, context: CommandContext): Promise<TemplateAnswer> {
  const source = { templateId: sourceId, state: await templateHandler.load(runtime.eventStore, sourceId) };
  const templateId = randomUUID();
  const result = await templateHandler.run(runtime.eventStore, templateId, { type: 'CopyTemplate', templateId, source, name: body?.name ?? null }, context);
  return { template: toTemplateView(result.state), position: result.position };
}
