import type { EmailSettingsSummary, overviewStats } from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

export type OverviewStats = WireType<typeof overviewStats>;
export type { EmailSettingsSummary };
