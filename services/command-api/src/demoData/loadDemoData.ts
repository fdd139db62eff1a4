import { randomUUID } from 'node:crypto';
import {
  contactStream,
  initialContactState,
  logCall,
  setContactStatus,
  withMetadata,
  type CommandContext,
  type ContactEvent,
  type ContactState,
  type Position,
} from '@outreach/domain';
import { DEMO_AGENT_COUNT, generateAgents, type DemoAgent } from '@outreach/demo-data';
import { processContext, type Runtime } from '@outreach/server-kit';
import type { StreamAppend } from '../contacts/importPlan.ts';
import { latest } from '../shared/positions.ts';
import { promoteStagedAgents } from '../staging/promoteStagedAgents.ts';
import { stageAgents } from '../staging/stageAgents.ts';
import { stagingBatchIds } from '../staging/stagingIndex.ts';
import { DEMO_BATCH_SIZE, demoBatchId, toStagedAgent } from './demoStaging.ts';

export interface DemoLoadResult {
  loaded: boolean;
  agents: number;
  contacts: number;
  calls: number;
  /** Position of the last event loaded (for reads that must include the demo data). */
  position: Position | undefined;
  seconds: number;
}

const DAY = 24 * 60 * 60 * 1000;
const APPEND_STREAMS = 500;

/** The state a freshly promoted demo contact has, for deciding its history without reading it back. */
function promotedState(contactId: string): ContactState {
  return { ...initialContactState, exists: true, contactId };
}

/** Status changes and past calls of the demo contacts, decided by the domain like any other. */
function historyEvents(agent: DemoAgent, contactId: string, now: Date, context: CommandContext): ContactEvent[] {
  const state = promotedState(contactId);
  const events: ContactEvent[] = [];
  for (const call of agent.callHistory) {
    const calledAt = new Date(now.getTime() - call.daysAgo * DAY).toISOString();
    const followUpDate = call.followUpInDays === null ? null : new Date(now.getTime() + call.followUpInDays * DAY).toISOString().slice(0, 10);
    events.push(
      ...logCall(
        {
          type: 'LogCall',
          contactId,
          callId: randomUUID(),
          phoneNumber: agent.mobilePhone,
          callStatus: call.callStatus,
          outcome: call.outcome,
          notes: call.notes,
          followUpRequired: call.followUpRequired,
          followUpDate,
          calledAt,
        },
        state,
        context,
      ),
    );
  }
  if (agent.status !== 'active') events.push(...setContactStatus({ type: 'SetContactStatus', contactId, status: agent.status }, state));
  return events;
}

/**
 * Load the 95,836 demo agents through the same commands and events as real imports: every agent
 * is staged (batches of 1,000), a quarter are promoted to contacts, and their statuses and past
 * calls are recorded. Does nothing when the staging pool already has batches.
 */
export async function loadDemoData(runtime: Runtime, options: { count?: number } = {}): Promise<DemoLoadResult> {
  const started = performance.now();
  if ((await stagingBatchIds(runtime)).length > 0) {
    return { loaded: false, agents: 0, contacts: 0, calls: 0, position: undefined, seconds: 0 };
  }
  const now = runtime.clock.now();
  const context = processContext(runtime.clock, 'demo-data', { requestId: `demo-data-${randomUUID()}`, reason: 'Demo data' });
  const log = runtime.logger.child({ demoData: true });
  const agents: DemoAgent[] = [];
  const contacts = new Set<string>();
  let batch: DemoAgent[] = [];
  let batchNo = 0;
  const stage = async () => {
    if (batch.length === 0) return;
    const batchId = demoBatchId(++batchNo);
    const staged = batch.map((a) => toStagedAgent(a, batchId));
    await stageAgents(runtime, batchId, 'Demo Data', staged, context);
    batch.forEach((a, i) => {
      if (a.role === 'contact') contacts.add(staged[i]!.stagedAgentId);
      if (a.role === 'contact' && (a.callHistory.length || a.status !== 'active')) agents.push(a);
    });
    batch = [];
  };
  for (const agent of generateAgents({ count: options.count ?? DEMO_AGENT_COUNT })) {
    batch.push(agent);
    if (batch.length === DEMO_BATCH_SIZE) await stage();
  }
  await stage();
  log.info({ batches: batchNo }, 'demo agents staged');

  const promoted = await promoteStagedAgents(runtime, contacts, 'demo', context);
  log.info({ contacts: promoted.imported }, 'demo contacts created');

  let calls = 0;
  let position = promoted.position;
  let appends: StreamAppend[] = [];
  const flush = async () => {
    if (appends.length) position = latest(position, ...(await runtime.eventStore.appendToStreams(appends)).map((r) => r.position));
    appends = [];
  };
  const batchOfIndex = (index: number) => demoBatchId(Math.floor(index / DEMO_BATCH_SIZE) + 1);
  for (const agent of agents) {
    const contactId = promoted.contactIds.get(`${batchOfIndex(agent.index)}.${agent.index}`);
    if (!contactId) continue;
    const events = historyEvents(agent, contactId, now, context);
    calls += agent.callHistory.length;
    appends.push({ streamId: contactStream(contactId), events: withMetadata(events, context), expectedRevision: 'any' });
    if (appends.length >= APPEND_STREAMS) await flush();
  }
  await flush();
  const seconds = (performance.now() - started) / 1000;
  const result = { loaded: true, agents: options.count ?? DEMO_AGENT_COUNT, contacts: promoted.imported, calls, position, seconds };
  log.info(result, 'demo data loaded');
  return result;
}
