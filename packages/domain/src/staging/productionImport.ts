import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import type { DomainEvent } from '../kit/events.ts';

/** One stream for Import to Production: at most one transfer of the staging pool runs at a time. */
export const PRODUCTION_IMPORT_STREAM = 'production-import';

export interface ProductionImportTotals {
  /** Staged agents transferred so far. */
  promoted: number;
  /** Of those, new contacts. */
  imported: number;
  /** Of those, merged into an existing contact. */
  merged: number;
}

export type ProductionImportCommand =
  | { type: 'StartProductionImport'; importId: string }
  | ({ type: 'RecordProductionImportProgress'; importId: string } & ProductionImportTotals)
  | ({ type: 'CompleteProductionImport'; importId: string } & ProductionImportTotals)
  | { type: 'FailProductionImport'; importId: string; error: string };

export type ProductionImportStarted = DomainEvent<'ProductionImportStarted', { importId: string }>;
export type ProductionImportProgressed = DomainEvent<'ProductionImportProgressed', { importId: string } & ProductionImportTotals>;
export type ProductionImportCompleted = DomainEvent<'ProductionImportCompleted', { importId: string } & ProductionImportTotals>;
export type ProductionImportFailed = DomainEvent<'ProductionImportFailed', { importId: string; error: string }>;
export type ProductionImportEvent = ProductionImportStarted | ProductionImportProgressed | ProductionImportCompleted | ProductionImportFailed;

export interface ProductionImportRun extends ProductionImportTotals {
  importId: string;
}

export interface ProductionImportState {
  /** The transfer under way, with its totals so far. */
  running: ProductionImportRun | null;
  /** How the last transfer ended. */
  last: (ProductionImportRun & { status: 'completed' | 'failed'; error: string | null }) | null;
}

const zero: ProductionImportTotals = { promoted: 0, imported: 0, merged: 0 };
const totalsOf = (t: ProductionImportTotals): ProductionImportTotals => ({ promoted: t.promoted, imported: t.imported, merged: t.merged });

/**
 * Import to Production, stream `production-import`: a request starts a transfer unless one runs
 * (then it joins that one); the process doing it records its progress and how it ended. Moves
 * that do not fit the transfer under way (a late record of another) decide nothing.
 */
export const productionImport: Decider<ProductionImportCommand, ProductionImportEvent, ProductionImportState> = {
  initialState: { running: null, last: null },
  evolve(state, event) {
    switch (event.type) {
      case 'ProductionImportStarted':
        return { ...state, running: { importId: event.data.importId, ...zero } };
      case 'ProductionImportProgressed':
        return { ...state, running: { importId: event.data.importId, ...totalsOf(event.data) } };
      case 'ProductionImportCompleted':
        return { running: null, last: { importId: event.data.importId, ...totalsOf(event.data), status: 'completed', error: null } };
      case 'ProductionImportFailed':
        return { running: null, last: { importId: event.data.importId, ...(state.running ? totalsOf(state.running) : zero), status: 'failed', error: event.data.error } };
      default:
        return assertNever(event);
    }
  },
  decide(command, state): ProductionImportEvent[] {
    const isRunning = state.running?.importId === command.importId;
    switch (command.type) {
      case 'StartProductionImport':
        return state.running ? [] : [{ type: 'ProductionImportStarted', data: { importId: command.importId } }];
      case 'RecordProductionImportProgress':
        return isRunning ? [{ type: 'ProductionImportProgressed', data: { importId: command.importId, ...totalsOf(command) } }] : [];
      case 'CompleteProductionImport':
        return isRunning ? [{ type: 'ProductionImportCompleted', data: { importId: command.importId, ...totalsOf(command) } }] : [];
      case 'FailProductionImport':
        return isRunning ? [{ type: 'ProductionImportFailed', data: { importId: command.importId, error: command.error } }] : [];
      default:
        return assertNever(command);
    }
  },
};

export const productionImports = commandHandler(productionImport, () => PRODUCTION_IMPORT_STREAM);
