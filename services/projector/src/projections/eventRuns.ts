import type { RecordedEvent } from '@outreach/domain';

/**
 * A batch's events cut into runs that one set-based statement each can apply: consecutive events
 * of one type that `batched` takes, each about another row (`rowOf`: no row twice in a run, so
 * the run's statement never has to order two changes to one row); every other event stands alone.
 * The runs keep the batch's order, so the rows end as one-by-one application would leave them.
 */
export function eventRuns(events: readonly RecordedEvent[], batched: (event: RecordedEvent) => boolean, rowOf: (event: RecordedEvent) => string): RecordedEvent[][] {
  const runs: RecordedEvent[][] = [];
  let run: RecordedEvent[] | undefined;
  let rows = new Set<string>();
  for (const event of events) {
    const row = batched(event) ? rowOf(event) : undefined;
    if (row !== undefined && run && run[0]!.type === event.type && !rows.has(row)) {
      run.push(event);
      rows.add(row);
      continue;
    }
    run = row === undefined ? undefined : [event];
    rows = new Set(row === undefined ? [] : [row]);
    runs.push(run ?? [event]);
  }
  return runs;
}
