import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { outboundEmailPath, OUTBOX_ROUTE } from './outboxDisplay.ts';
import { OUTBOX_QUERY_KEY } from './outboxQueries.ts';
import type { OutboundEmailDetail } from './outboxTypes.ts';
import { followTestEmail, queuedTestToast, TEST_FOLLOW, testOutcomeToast, type TakenTest } from './testEmailFollowUp.ts';

/** The test e-mail as recorded now; null while it is not recorded yet or cannot be read (it is read again until the time is up). */
async function readTestEmail(messageId: string): Promise<OutboundEmailDetail | null> {
  try {
    return await apiFetch<OutboundEmailDetail>(outboundEmailPath(messageId));
  } catch {
    return null;
  }
}

/**
 * What follows a test e-mail the server took (202, on its way, not yet sent): says so, follows it
 * (GET /api/outbound-emails/{id}) and tells what became of it: 'Test Email Sent' (simulated by the
 * sandbox when no mailbox sends), or why it was not sent (skipped, refused…) or when it will be,
 * with a way to the outbox. Resolves once told; the outbox reloads.
 */
export function useTestEmailFollowUp() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (test: TakenTest & { messageId: string }) => {
    toast(queuedTestToast(test));
    const followed = await followTestEmail(() => readTestEmail(test.messageId), TEST_FOLLOW);
    const { outboxHelps, ...outcome } = testOutcomeToast(test, followed);
    toast(outboxHelps ? { ...outcome, action: { label: 'View outbox', onClick: () => navigate(OUTBOX_ROUTE) } } : outcome);
    await queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
  };
}
