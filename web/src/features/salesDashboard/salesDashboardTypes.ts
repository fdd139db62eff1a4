import type { importAllResult, topPerformers } from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

export type TopPerformers = WireType<typeof topPerformers>;
export type ImportAllResult = WireType<typeof importAllResult>;
