import type { Suite } from '../support/suite.ts';
import { eventStoreSuite } from './eventStore.bench.ts';
import { projectorSuite } from './projector.bench.ts';

/** Every suite `pnpm bench` runs, in order. Add a `*.bench.ts` file and list its suite here. */
export const suites: readonly Suite[] = [eventStoreSuite, projectorSuite];
