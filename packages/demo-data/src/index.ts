export {
  ADVERTISED_TIER_COUNTS,
  CALLED_CONTACT_SHARE,
  CONTACT_EVERY,
  DEMO_AGENT_COUNT,
  DEMO_DATA_SOURCE,
  DEMO_SEED,
  DEMO_TIER_TARGETS,
  MOBILE_COVERAGE,
  OFFICE_PHONE_SHARE,
  RENTAL_BUCKETS,
  generateAgents,
  rentalBucket,
  tierTargets,
} from './agents.ts';
export type { CallOutcome, CallStatus, DemoAgent, DemoCall, DemoRole, GenerateAgentsOptions } from './agents.ts';
export { CSV_BAD_ROW_KINDS, CSV_COLUMNS, csvBadRowKind, csvField, generateCsv } from './csv.ts';
export type { CsvBadRowKind, GenerateCsvOptions } from './csv.ts';
export { summarizeAgents } from './stats.ts';
export type { DemoSummary, RoleCounts } from './stats.ts';
