import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { illegalState, invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';

export interface ImportRejection {
  /** Line of the file (the header is line 1). */
  line: number;
  reason: string;
  row: Record<string, string>;
}

export type ImportMapping = Record<string, string | null>;

export type ContactImportUploaded = DomainEvent<'ContactImportUploaded', { importId: string; fileName: string | null; columns: string[]; bytes: number }>;
export type ContactImportStarted = DomainEvent<'ContactImportStarted', { importId: string; mapping: ImportMapping }>;
export type ContactImportProgressed = DomainEvent<
  'ContactImportProgressed',
  { importId: string; processed: number; imported: number; merged: number; rejected: number; lastLine: number; rejections: ImportRejection[] }
>;
export type ContactImportCompleted = DomainEvent<'ContactImportCompleted', { importId: string; processed: number; imported: number; merged: number; rejected: number }>;
export type ContactImportFailed = DomainEvent<'ContactImportFailed', { importId: string; error: string }>;
export type ContactImportEvent = ContactImportUploaded | ContactImportStarted | ContactImportProgressed | ContactImportCompleted | ContactImportFailed;

export type ContactImportCommand =
  | { type: 'RecordUpload'; importId: string; fileName: string | null; columns: string[]; bytes: number }
  | { type: 'StartImport'; importId: string; mapping: ImportMapping }
  | { type: 'RecordProgress'; importId: string; processed: number; imported: number; merged: number; lastLine: number; rejections: ImportRejection[] }
  | { type: 'CompleteImport'; importId: string }
  | { type: 'FailImport'; importId: string; error: string };

export interface ContactImportState {
  status: 'absent' | 'uploaded' | 'running' | 'completed' | 'failed';
  columns: string[];
  mapping: ImportMapping;
  processed: number;
  imported: number;
  merged: number;
  rejected: number;
  /** Last file line already imported: a resumed run skips to after it. */
  lastLine: number;
}

const initial: ContactImportState = { status: 'absent', columns: [], mapping: {}, processed: 0, imported: 0, merged: 0, rejected: 0, lastLine: 1 };

/** A CSV import of contacts, stream `import-{id}`: uploaded, started once, progressing, ended. */
export const contactImport: Decider<ContactImportCommand, ContactImportEvent, ContactImportState> = {
  initialState: initial,
  evolve(state, event) {
    switch (event.type) {
      case 'ContactImportUploaded':
        return { ...state, status: 'uploaded', columns: event.data.columns };
      case 'ContactImportStarted':
        return { ...state, status: 'running', mapping: event.data.mapping };
      case 'ContactImportProgressed':
        return {
          ...state,
          processed: event.data.processed,
          imported: event.data.imported,
          merged: event.data.merged,
          rejected: event.data.rejected,
          lastLine: event.data.lastLine,
        };
      case 'ContactImportCompleted':
        return { ...state, status: 'completed' };
      case 'ContactImportFailed':
        return { ...state, status: 'failed' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state): ContactImportEvent[] {
    switch (command.type) {
      case 'RecordUpload':
        if (state.status !== 'absent') throw illegalState('This import already exists');
        if (command.columns.length === 0) throw invalid('The file has no header row');
        return [{ type: 'ContactImportUploaded', data: { importId: command.importId, fileName: command.fileName, columns: command.columns, bytes: command.bytes } }];
      case 'StartImport': {
        if (state.status === 'absent') throw illegalState('Upload a file first');
        if (state.status !== 'uploaded') throw illegalState('This import has already been started');
        const unknown = Object.keys(command.mapping).filter((c) => !state.columns.includes(c));
        if (unknown.length) throw invalid(`The file has no column named ${unknown.join(', ')}`);
        const fields = Object.values(command.mapping).filter((f): f is string => f !== null);
        const twice = fields.find((f, i) => fields.indexOf(f) !== i);
        if (twice) throw invalid(`Two columns are mapped to ${twice}`);
        if (!fields.some((f) => f === 'email' || f === 'phone' || f === 'mobilePhone')) throw invalid('Map at least an email or a phone column');
        return [{ type: 'ContactImportStarted', data: { importId: command.importId, mapping: command.mapping } }];
      }
      case 'RecordProgress':
        if (state.status !== 'running') throw illegalState('This import is not running');
        return [
          {
            type: 'ContactImportProgressed',
            data: {
              importId: command.importId,
              processed: state.processed + command.processed,
              imported: state.imported + command.imported,
              merged: state.merged + command.merged,
              rejected: state.rejected + command.rejections.length,
              lastLine: command.lastLine,
              rejections: command.rejections,
            },
          },
        ];
      case 'CompleteImport':
        if (state.status !== 'running') throw illegalState('This import is not running');
        return [{ type: 'ContactImportCompleted', data: { importId: command.importId, processed: state.processed, imported: state.imported, merged: state.merged, rejected: state.rejected } }];
      case 'FailImport':
        if (state.status !== 'running' && state.status !== 'uploaded') return [];
        return [{ type: 'ContactImportFailed', data: { importId: command.importId, error: command.error } }];
      default:
        return assertNever(command);
    }
  },
};

export const contactImportStream = (importId: string) => `import-${importId}`;

/** Load an import, or run a command on one. */
export const contactImportHandler = commandHandler(contactImport, contactImportStream);
