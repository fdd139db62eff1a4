import { randomUUID } from 'node:crypto';
import type { CampaignView, CopyCampaignBody, CreateCampaignBody, UpdateCampaignBody } from '@outreach/contracts';
import {
  campaignHandler,
  DEFAULT_CAMPAIGN_INPUT,
  invalid,
  mergeCampaignInput,
  requireCampaign,
  type CampaignInput,
  type CampaignState,
  type CommandContext,
  type Position,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { countAudience, readCampaignReferences, readRecordedReferences } from './campaignReads.ts';
import { toCampaignView } from './campaignView.ts';

export interface CampaignAnswer {
  campaign: CampaignView;
  position: Position | undefined;
}

export interface CampaignStatusAnswer {
  status: { id: string; status: CampaignView['status']; scheduledAt: string | null };
  position: Position | undefined;
}

type Given = Partial<Omit<CampaignInput, 'tracking'>> & { tracking?: { opens?: boolean | undefined; clicks?: boolean | undefined } | undefined };

/** The campaign fields of a body, as the domain takes them (undefined: not given). */
function fieldsOf(body: UpdateCampaignBody): Given {
  return {
    name: body.name,
    type: body.type,
    templateId: body.templateId,
    subject: body.subject,
    content: body.content,
    fromEmailAccountId: body.fromEmailAccountId,
    spreadAcrossMailboxes: body.spreadAcrossMailboxes,
    recipientFilter: body.recipientFilter,
    abTest: body.abTest,
    sequence: body.sequence,
    sendWindow: body.sendWindow,
    tracking: body.tracking,
  };
}

/** POST /api/campaigns: a new draft (or scheduled at once), checked against what it names and counted. */
export async function createCampaign(runtime: Runtime, body: CreateCampaignBody, context: CommandContext): Promise<CampaignAnswer> {
  const scheduledAt = body.scheduledAt?.trim() || null;
  if (body.status === 'scheduled' && !scheduledAt) throw invalid('Choose when to send it: scheduledAt is required to schedule a campaign', { errors: [{ path: 'scheduledAt', message: 'scheduledAt is required' }] });
  if (body.status === 'draft' && scheduledAt) throw invalid('A draft has no send time: leave scheduledAt out, or set status to scheduled', { errors: [{ path: 'scheduledAt', message: 'A draft has no send time' }] });
  const given = fieldsOf(body);
  const input: CampaignInput = {
    ...DEFAULT_CAMPAIGN_INPUT,
    ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined && value !== null)),
    name: body.name,
    type: body.type,
    tracking: { ...DEFAULT_CAMPAIGN_INPUT.tracking, ...stripUndefined(body.tracking ?? {}) },
  };
  const [references, audience] = await Promise.all([readCampaignReferences(runtime, input), countAudience(runtime, input.recipientFilter)]);
  const campaignId = randomUUID();
  const result = await campaignHandler.run(runtime.eventStore, campaignId, { type: 'CreateCampaign', campaignId, input, references, audience, scheduledAt }, context);
  return { campaign: toCampaignView(result.state), position: result.position };
}

const stripUndefined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as { [K in keyof T]-?: Exclude<T[K], undefined> };

/** PUT /api/campaigns/{id}: the fields given replace the recorded ones; the whole campaign is checked again. */
export async function updateCampaign(runtime: Runtime, campaignId: string, body: UpdateCampaignBody, context: CommandContext): Promise<CampaignAnswer> {
  const current = requireCampaign(await campaignHandler.load(runtime.eventStore, campaignId));
  const { tracking, ...rest } = fieldsOf(body);
  const changes: Partial<CampaignInput> = {
    ...stripUndefined(rest),
    ...(tracking ? { tracking: { ...current.tracking, ...stripUndefined(tracking) } } : {}),
  };
  const merged = mergeCampaignInput(current, changes);
  const [references, audience] = await Promise.all([readCampaignReferences(runtime, merged), countAudience(runtime, merged.recipientFilter)]);
  const result = await campaignHandler.run(runtime.eventStore, campaignId, { type: 'UpdateCampaign', campaignId, changes, references, audience }, context);
  return { campaign: toCampaignView(result.state), position: result.position };
}

/** POST /api/campaigns/{id}/copy: a new draft with everything of the source (any status). */
export async function copyCampaign(runtime: Runtime, sourceId: string, body: CopyCampaignBody | undefined, context: CommandContext): Promise<CampaignAnswer> {
  const sourceState = await campaignHandler.load(runtime.eventStore, sourceId);
  const source = requireCampaign(sourceState);
  const audience = await countAudience(runtime, source.recipientFilter);
  const campaignId = randomUUID();
  const result = await campaignHandler.run(
    runtime.eventStore,
    campaignId,
    { type: 'CopyCampaign', campaignId, source: { campaignId: sourceId, state: sourceState }, name: body?.name ?? null, audience },
    context,
  );
  return { campaign: toCampaignView(result.state), position: result.position };
}

const statusOf = (campaignId: string, state: CampaignState) => ({ id: campaignId, status: state.status === 'absent' ? ('draft' as const) : state.status, scheduledAt: state.scheduledAt });

/** POST /api/campaigns/{id}/schedule: checked again against its template, mailbox and audience now. */
export async function scheduleCampaign(runtime: Runtime, campaignId: string, scheduledAt: string, context: CommandContext): Promise<CampaignStatusAnswer> {
  const fields = requireCampaign(await campaignHandler.load(runtime.eventStore, campaignId));
  const [references, audience] = await Promise.all([readRecordedReferences(runtime, fields), countAudience(runtime, fields.recipientFilter)]);
  const result = await campaignHandler.run(runtime.eventStore, campaignId, { type: 'ScheduleCampaign', campaignId, scheduledAt, references, audience }, context);
  return { status: statusOf(campaignId, result.state), position: result.position };
}

/** POST /api/campaigns/{id}/pause, /resume, /cancel. */
export async function changeCampaignStatus(runtime: Runtime, campaignId: string, action: 'PauseCampaign' | 'ResumeCampaign' | 'CancelCampaign', context: CommandContext): Promise<CampaignStatusAnswer> {
  const result = await campaignHandler.run(runtime.eventStore, campaignId, { type: action, campaignId }, context);
  return { status: statusOf(campaignId, result.state), position: result.position };
}
