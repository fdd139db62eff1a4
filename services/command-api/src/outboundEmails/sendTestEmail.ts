import { randomUUID } from 'node:crypto';
import { TEST_EMAIL_SUBJECT, TEST_EMAIL_TEXT, type SendTestEmailBody } from '@outreach/contracts';
import { CAMPAIGN_MESSAGES } from '@outreach/contracts/campaignChoices.ts';
import { emailAccounts, illegalState, notFound, outboundEmails, primaryEmailAccounts, type CommandContext, type Position } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';

/** The mailbox a test goes out from: the one asked for, else the primary one, else none (the sandbox). */
async function mailboxFor(runtime: Runtime, asked: string | null | undefined): Promise<string | null> {
  const accountId = asked ?? (await primaryEmailAccounts.load(runtime.eventStore, '')).accountId;
  if (!accountId) return null;
  const account = await emailAccounts.load(runtime.eventStore, accountId);
  if (account.status !== 'active') {
    if (asked && account.status === 'deleted') throw illegalState(CAMPAIGN_MESSAGES.emailAccountDeleted);
    if (asked) throw notFound('Email account not found');
    return null;
  }
  if (!account.settings!.isActive) throw illegalState(`The mailbox ${account.settings!.fromEmail} is inactive: make it active to send from it`);
  return accountId;
}

/**
 * Queue one test e-mail (not marketing: no footer, no unsubscribe) through the sending engine, as
 * any other e-mail: it goes out within the mailbox's limits, or the sandbox records it simulated.
 */
export async function sendTestEmail(
  runtime: Runtime,
  body: SendTestEmailBody,
  context: CommandContext,
): Promise<{ messageId: string; sandbox: boolean; message: string; position: Position | undefined }> {
  const emailAccountId = await mailboxFor(runtime, body.emailAccountId);
  const messageId = randomUUID();
  const result = await outboundEmails.run(
    runtime.eventStore,
    messageId,
    {
      type: 'QueueEmail',
      messageId,
      emailAccountId,
      to: { email: body.to.toLowerCase(), name: null },
      contactId: null,
      campaignId: null,
      source: 'test',
      marketing: false,
      subject: body.subject ?? TEST_EMAIL_SUBJECT,
      text: body.text ?? TEST_EMAIL_TEXT,
      html: null,
      notBefore: context.now,
    },
    context,
  );
  const sandbox = emailAccountId === null;
  return {
    messageId,
    sandbox,
    message: sandbox ? 'Test email simulated successfully' : `Test email to ${body.to} is on its way`,
    position: result.position,
  };
}
