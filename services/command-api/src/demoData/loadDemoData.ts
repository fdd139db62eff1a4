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
  type Promotion,
} from '@outreach/domain';
import { DEMO_AGENT_COUNT, generateAgents, type DemoAgent } from '@outreach/demo-data';
import { processContext, type Runtime } from '@outreach/server-kit';
import type { StreamAppend } from '../contacts/importPlan.ts';
import { latest } from '../shared/positions.ts';
import { promoteStagedAgents } from '../staging/promoteStagedAgents.ts';
import { stageAgents } from '../staging/stageAgents.ts';
import { stagingBatchIds } from '../staging/stagingIndex.ts';
import { DEMO_BATCH_SIZE, demoBatchId, isDemoBatch, toStagedAgent } from './demoStaging.ts';
import { recordDemoDataLoaded } from './firstStart.ts';

export interface DemoLoadResult {
  /** False when there was nothing to do: the demo data was loaded before, or the staging pool holds other agents. */
  loaded: boolean;
  /** True when this load finished one that was interrupted (its figures count what this one added). */
  resumed: boolean;
  /** Agents staged, contacts created (or merged) and past calls recorded by this load. */
  agents: number;
  contacts: number;
  calls: number;
  /** Position of the last event loaded (for reads that must include the demo data). */
  position: Position | undefined;
  seconds: number;
  /** False when `signal` stopped it first: the next load goes on from where it stopped. */
  complete: boolean;
}

export interface DemoLoadOptions {
  /** Agents in the demo set (default: the 95,836 of the demo data set). */
  count?: number;
  /** Stops the load after the append under way (Ctrl-C): nothing is half-recorded, and the next load finishes it. */
  signal?: AbortSignal;
  /** Hears each step: a batch of agents staged, a chunk of contacts promoted with their history. */
  onProgress?: (progress: { staged: number; contacts: number }) => void;
}

const DAY = 24 * 60 * 60 * 1000;

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
 * is staged (batches of 1,000), a quarter are promoted to contacts, each contact recorded together
 * with its status and past calls (one append). The demo set is the same every time, so a load that
 * was stopped (Ctrl-C, a crash) is finished by the next one: the batches not yet staged are staged
 * and the contacts not yet promoted are promoted, nothing twice. Ends by recording that the demo
 * data is loaded (`DemoDataLoaded`). Does nothing when the staging pool holds only agents of
 * other sources, or when there is nothing left to do.
 */
export async function loadDemoData(runtime: Runtime, options: DemoLoadOptions = {}): Promise<DemoLoadResult> {
  const started = performance.now();
  const { signal, onProgress } = options;
  const batches = await stagingBatchIds(runtime);
  const staged = new Set(batches.filter(isDemoBatch));
  const nothing = { loaded: false, resumed: false, agents: 0, contacts: 0, calls: 0, position: undefined, seconds: 0, complete: true };
  if (batches.length > 0 && staged.size === 0) return nothing;
  const now = runtime.clock.now();
  const context = processContext(runtime.clock, 'demo-data', { requestId: `demo-data-${randomUUID()}`, reason: 'Demo data' });
  const log = runtime.logger.child({ demoData: true });
  const contacts = new Set<string>();
  /** The contacts to be, by staged agent id, whose status or past calls are recorded with them. */
  const withHistory = new Map<string, DemoAgent>();
  let position: Position | undefined;
  let agents = 0;
  let batch: DemoAgent[] = [];
  let batchNo = 0;
  const stage = async () => {
    if (batch.length === 0) return;
    const batchId = demoBatchId(++batchNo);
    const members = batch.map((a) => toStagedAgent(a, batchId));
    batch.forEach((a, i) => {
      if (a.role !== 'contact') return;
      contacts.add(members[i]!.stagedAgentId);
      if (a.callHistory.length || a.status !== 'active') withHistory.set(members[i]!.stagedAgentId, a);
    });
    batch = [];
    if (staged.has(batchId) || signal?.aborted) return;
    position = latest(position, await stageAgents(runtime, batchId, 'Demo Data', members, context));
    agents += members.length;
    onProgress?.({ staged: agents, contacts: 0 });
  };
  for (const agent of generateAgents({ count: options.count ?? DEMO_AGENT_COUNT })) {
    batch.push(agent);
    if (batch.length === DEMO_BATCH_SIZE) await stage();
  }
  await stage();
  log.info({ batches: batchNo, staged: agents }, 'demo agents staged');

  let calls = 0;
  const history = (promoted: readonly Promotion[]): StreamAppend[] =>
    promoted.flatMap(({ stagedAgentId, contactId }) => {
      const agent = withHistory.get(stagedAgentId);
      const events = agent ? historyEvents(agent, contactId, now, context) : [];
      return events.length ? [{ streamId: contactStream(contactId), events: withMetadata(events, context), expectedRevision: 'any' as const }] : [];
    });
  const promoted = await promoteStagedAgents(runtime, contacts, 'demo', context, {
    signal,
    alsoRecord: history,
    onProgress: (totals) => onProgress?.({ staged: agents, contacts: totals.promoted }),
  });
  for (const stagedAgentId of promoted.contactIds.keys()) calls += withHistory.get(stagedAgentId)?.callHistory.length ?? 0;
  position = latest(position, promoted.position);
  const complete = !signal?.aborted;
  if (complete) position = latest(position, await recordDemoDataLoaded(runtime, context));
  const loaded = agents > 0 || promoted.promoted > 0;
  const result = {
    loaded,
    resumed: loaded && staged.size > 0,
    agents,
    contacts: promoted.imported,
    calls,
    position,
    seconds: (performance.now() - started) / 1000,
    complete,
  };
  log.info(result, complete ? 'demo data loaded' : 'demo data load stopped; the next load finishes it');
  return result;
}

/** What a load did, in words: '95,836 demo agents loaded (23,959 contacts, 9,102 past calls) in 31.2 s'. */
export function demoLoadSummary(result: DemoLoadResult): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const took = `in ${result.seconds.toFixed(1)} s`;
  if (result.resumed) return `the interrupted load is finished: ${n(result.agents)} more agents staged, ${n(result.contacts)} more contacts (${n(result.calls)} past calls) ${took}`;
  return `${n(result.agents)} demo agents loaded (${n(result.contacts)} contacts, ${n(result.calls)} past calls) ${took}`;
}
