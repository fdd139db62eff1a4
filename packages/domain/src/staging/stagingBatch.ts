import { assertNever, type Decider } from '../kit/decider.ts';
import { conflict, invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { StagedAgent } from './stagedAgent.ts';

export const MAX_AGENTS_PER_STAGING_EVENT = 1000;

export type StageAgents = { type: 'StageAgents'; batchId: string; source: string; agents: StagedAgent[] };
export type RecordPromotions = { type: 'RecordPromotions'; batchId: string; promotions: Promotion[] };

export interface Promotion {
  stagedAgentId: string;
  contactId: string;
  /** True when the agent matched an existing contact and was merged into it. */
  merged: boolean;
}

export type AgentsStaged = DomainEvent<'AgentsStaged', { batchId: string; source: string; agents: StagedAgent[] }>;
export type StagedAgentsPromoted = DomainEvent<'StagedAgentsPromoted', { batchId: string; promotions: Promotion[] }>;
export type StagingEvent = AgentsStaged | StagedAgentsPromoted;
export type StagingCommand = StageAgents | RecordPromotions;

export interface StagingState {
  agents: Map<string, StagedAgent>;
  promoted: Set<string>;
}

/** A batch of staged agents, stream `staging-{batchId}`: staged once, each promoted at most once. */
export const stagingBatch: Decider<StagingCommand, StagingEvent, StagingState> = {
  initialState: { agents: new Map(), promoted: new Set() },
  evolve(state, event) {
    switch (event.type) {
      case 'AgentsStaged': {
        const agents = new Map(state.agents);
        for (const a of event.data.agents) agents.set(a.stagedAgentId, a);
        return { agents, promoted: state.promoted };
      }
      case 'StagedAgentsPromoted': {
        const promoted = new Set(state.promoted);
        for (const p of event.data.promotions) promoted.add(p.stagedAgentId);
        return { agents: state.agents, promoted };
      }
      default:
        return assertNever(event);
    }
  },
  decide(command, state): StagingEvent[] {
    switch (command.type) {
      case 'StageAgents': {
        if (command.agents.length === 0) throw invalid('No agents to stage');
        if (command.agents.length > MAX_AGENTS_PER_STAGING_EVENT) throw invalid(`At most ${MAX_AGENTS_PER_STAGING_EVENT} agents per staging batch`);
        for (const a of command.agents) {
          if (!a.stagedAgentId.startsWith(`${command.batchId}.`)) throw invalid(`Staged agent ${a.stagedAgentId} does not belong to batch ${command.batchId}`);
          if (state.agents.has(a.stagedAgentId)) throw conflict(`Agent ${a.stagedAgentId} is already staged`);
        }
        return [{ type: 'AgentsStaged', data: { batchId: command.batchId, source: command.source, agents: command.agents } }];
      }
      case 'RecordPromotions': {
        const fresh = command.promotions.filter((p) => state.agents.has(p.stagedAgentId) && !state.promoted.has(p.stagedAgentId));
        if (fresh.length === 0) return [];
        return [{ type: 'StagedAgentsPromoted', data: { batchId: command.batchId, promotions: fresh } }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** Agents of a batch not promoted yet, in staging order. */
export function unpromoted(state: StagingState): StagedAgent[] {
  return [...state.agents.values()].filter((a) => !state.promoted.has(a.stagedAgentId));
}
