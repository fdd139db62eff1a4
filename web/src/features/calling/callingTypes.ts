import type {
  bulkImportItem,
  CallFilter,
  CallingContact,
  CallLogView,
  callStats,
  callingList,
  importResult,
  LogCallBody,
  rentalList,
  Tier,
  TierCounts,
} from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

export type { CallFilter, CallingContact, Tier, TierCounts };
export type CallingList = WireType<typeof callingList>;
export type RentalList = WireType<typeof rentalList>;
export type CallStats = WireType<typeof callStats>;
export type CallLog = CallLogView;
export type LogCallInput = LogCallBody;
export type BulkImportItem = WireType<typeof bulkImportItem>;
export type ImportResult = WireType<typeof importResult>;

export interface CallingListParams {
  tier: Tier;
  /** 1-based: the page shown (asked for by number only without a cursor). */
  page: number;
  filter: CallFilter;
  /** Page by key: after (or before) the row this cursor of a previous answer names. */
  after?: string;
  before?: string;
}

export interface RentalListParams {
  minRentals: number;
  page: number;
  filter: CallFilter;
}

/** Whom a Log Call or Call Notes dialog is about. */
export interface CallTarget {
  contactId: string;
  name: string;
  phone: string | null;
}
