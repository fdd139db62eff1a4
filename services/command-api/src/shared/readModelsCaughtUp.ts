import { setTimeout as sleep } from 'node:timers/promises';
import { comparePositions } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';

/** How long a check waits for the read models it reads to reach the log's end, and how often it looks. */
export const CATCH_UP_WAIT_MS = 2_000;
const LOOK_EVERY_MS = 20;

/**
 * Whether the named projections have applied every event stored when this was asked, waiting up
 * to CATCH_UP_WAIT_MS: a check that reads them (the campaigns still to go that use a mailbox) then
 * sees a write made a moment before it, such as a campaign scheduled just before its mailbox is
 * deleted. False when they are still behind at the deadline.
 */
export async function readModelsCaughtUp(runtime: Runtime, projections: readonly string[]): Promise<boolean> {
  const head = await runtime.eventStore.headPosition();
  if (!head) return true;
  const deadline = Date.now() + CATCH_UP_WAIT_MS;
  for (;;) {
    const { rows } = await runtime.pg.query<{ commit: string; prepare: string }>(
      `select position_commit::text as commit, position_prepare::text as prepare from projector.checkpoints where name = any($1::text[])`,
      [projections],
    );
    const reached = rows.filter((r) => comparePositions({ commit: BigInt(r.commit), prepare: BigInt(r.prepare) }, head) >= 0).length;
    if (reached === projections.length) return true;
    if (Date.now() >= deadline) return false;
    await sleep(LOOK_EVERY_MS);
  }
}
