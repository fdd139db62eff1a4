import { emailAccounts, nextWarmupDayStart, teamZone, WARMUP_DAYS, warmupDayAt, type EmailAccountSettings, type RecordedEvent } from '@outreach/domain';
import { cancelWork, scheduleWork, type Reactor, type Worker } from '@outreach/runner';
import { processContext, type Runtime } from '@outreach/server-kit';
import { DISPATCHER_ACTOR } from '../dispatchContext.ts';
import { outcomeContext } from '../email/outcomeContext.ts';

/** The scheduled work that moves a mailbox's warm-up to its next day, one per account. */
export const WARMUP_DAY_WORK = 'email-warmup-day';

/**
 * A mailbox added or edited with warm-up on gets its warm-up looked at now (the look moves it to
 * the day it has reached and comes back at the next local midnight); one deleted, or with warm-up
 * off, has none.
 */
export const warmupDayReactor: Reactor = {
  name: 'email-warmup-day',
  handles: ['EmailAccountAdded', 'EmailAccountUpdated', 'EmailAccountDeleted'],
  async react(tx, event: RecordedEvent) {
    const data = event.data as { accountId: string } & Partial<EmailAccountSettings>;
    if (event.type !== 'EmailAccountDeleted' && data.warmupEnabled) {
      await scheduleWork(tx, { kind: WARMUP_DAY_WORK, key: data.accountId, dueAt: new Date(event.metadata.occurredAt) }, { replace: true });
    } else {
      await cancelWork(tx, WARMUP_DAY_WORK, data.accountId);
    }
  },
};

/**
 * Moves a mailbox's warm-up to the day it has reached in the team's time zone (day 1 on the date
 * it began, the next from each local midnight, 30 at most), recording the day and its limit
 * (EmailAccountWarmupAdvanced, whose id is made from the account and the day: a look done twice
 * records it once), then comes back at the next local midnight until the 30th day. A dispatcher
 * that was stopped for days moves it straight to the day it has reached.
 */
export function warmupDayWorker(runtime: Runtime): Worker {
  return {
    kind: WARMUP_DAY_WORK,
    concurrency: 1,
    async perform(work) {
      const accountId = work.key;
      const account = await emailAccounts.load(runtime.eventStore, accountId);
      const startedAt = account.warmupStartedAt;
      if (account.status !== 'active' || !account.settings?.warmupEnabled || startedAt === null || account.warmupDay >= WARMUP_DAYS) return 'done';
      const zone = await teamZone(runtime.eventStore);
      const base = processContext(runtime.clock, DISPATCHER_ACTOR, { reason: 'A new warm-up day began' });
      const day = warmupDayAt(startedAt, base.now, zone);
      const { state } = await emailAccounts.run(
        runtime.eventStore,
        accountId,
        { type: 'AdvanceEmailAccountWarmup', accountId, zone },
        outcomeContext(base, `${accountId}/warmup-from-${startedAt}/day-${day}`),
      );
      if (state.warmupDay >= WARMUP_DAYS) return 'done';
      return { until: nextWarmupDayStart(runtime.clock.now(), zone), reason: 'The next warm-up day' };
    },
  };
}
