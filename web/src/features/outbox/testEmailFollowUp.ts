import { formatDateTime } from '../../shared/format/formatDate.ts';
import type { ToastOptions } from '../../shared/toast/useToast.ts';
import type { OutboundEmail } from './outboxTypes.ts';

/** A test e-mail the server took: the address it goes to, and whether the sandbox simulates it (no mailbox sends). */
export interface TakenTest {
  testEmail: string;
  simulation: boolean;
}

/** How often the test e-mail is read again while it is on its way, and for how long at most. */
export const TEST_FOLLOW = { intervalMs: 1_500, timeoutMs: 60_000 } as const;

/** The test e-mail as last read, and whether it had its outcome (sent, skipped, failed…, or deferred to a later time) by then. */
export interface FollowedTest {
  email: Pick<OutboundEmail, 'status' | 'reason' | 'dueAt'> | null;
  settled: boolean;
}

export interface FollowOptions {
  intervalMs: number;
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Still being worked on right now (a deferral is an outcome to tell: it waits for a later time). */
const onItsWay = (status: OutboundEmail['status']) => status === 'queued' || status === 'sending';

/**
 * Read the test e-mail (GET /api/outbound-emails/{id}; `read` answers null while it is not recorded
 * yet or cannot be read) until it is sent, skipped, failed or deferred, or the time is up.
 */
export async function followTestEmail(read: () => Promise<FollowedTest['email']>, options: FollowOptions): Promise<FollowedTest> {
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  let email: FollowedTest['email'] = null;
  for (;;) {
    email = (await read()) ?? email;
    if (email && !onItsWay(email.status)) return { email, settled: true };
    if (now() + options.intervalMs > deadline) return { email, settled: false };
    await sleep(options.intervalMs);
  }
}

/** Said as soon as the server took the test: it is on its way, not yet sent. */
export function queuedTestToast(queued: TakenTest): ToastOptions {
  return {
    title: 'Sending Test Email',
    description: `${queued.simulation ? 'Simulating the test email' : 'The test email is on its way'} to ${queued.testEmail}: you will be told when it has gone out.`,
  };
}

const reasonOf = (email: { reason: string | null }) => (email.reason?.trim() ? email.reason.trim() : 'no reason was given');

/**
 * What became of the test e-mail, for its notification: 'Test Email Sent' (or simulated), else why
 * it was not sent (skipped, refused, bounced, outcome unknown), when it waits (deferred) or that it
 * has not gone out yet. `outboxHelps`: the outbox shows more.
 */
export function testOutcomeToast(queued: TakenTest, followed: FollowedTest): ToastOptions & { outboxHelps: boolean } {
  const to = queued.testEmail;
  const { email } = followed;
  if (!email || !followed.settled) {
    return { title: 'Test Email Not Sent Yet', description: `The test email to ${to} has not gone out yet: the Outbox shows when it does.`, outboxHelps: true };
  }
  switch (email.status) {
    case 'sent':
    case 'complained':
      return {
        title: 'Test Email Sent',
        description: queued.simulation ? 'Test email simulated successfully' : `The test email to ${to} was accepted by the mail server.`,
        outboxHelps: false,
      };
    case 'deferred':
      return { title: 'Test Email Delayed', description: `The test email to ${to} waits until ${formatDateTime(email.dueAt)}: ${reasonOf(email)}`, outboxHelps: true };
    case 'skipped':
      return { title: 'Test Email Not Sent', description: `The test email to ${to} was skipped: ${reasonOf(email)}`, variant: 'destructive', outboxHelps: true };
    case 'failed':
      return { title: 'Failed to Send Test Email', description: `The mail server refused the test email to ${to}: ${reasonOf(email)}`, variant: 'destructive', outboxHelps: true };
    case 'bounced':
      return { title: 'Test Email Bounced', description: `The test email to ${to} bounced: ${reasonOf(email)}`, variant: 'destructive', outboxHelps: true };
    default:
      return { title: 'Test Email Outcome Unknown', description: `Whether the test email to ${to} went out is not known: ${reasonOf(email)}`, variant: 'destructive', outboxHelps: true };
  }
}
