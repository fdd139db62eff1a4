import { emailAccountList, emailAccountView, noQuery, type EmailAccountView } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

/** A row of read.email_accounts: the account as answered, its last test in three columns. */
const accountRow = emailAccountView.omit({ lastTest: true }).extend({
  lastTestSuccess: z.boolean().nullable(),
  lastTestMessage: z.string().nullable(),
  lastTestedAt: z.string().nullable(),
});

/** GET /api/email-accounts: the team's mailboxes, primary first, then by provider and name (never a password or key). */
export function registerListEmailAccountsRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/email-accounts', { config: { projections: ['email-accounts'] }, schema: { querystring: noQuery, response: { 200: emailAccountList } } }, async () => {
    const rows = await runtime.db.any(sql.type(accountRow)`
      select id::text as id, name, provider, from_name as "fromName", from_email as "fromEmail", is_active as "isActive", is_primary as "isPrimary",
             signature, smtp_host as "smtpHost", smtp_port as "smtpPort", smtp_username as "smtpUsername", smtp_security as "smtpSecurity",
             imap_host as "imapHost", imap_port as "imapPort", secret_set as "secretSet", warmup_enabled as "warmupEnabled", daily_limit as "dailyLimit", current_daily_limit as "currentDailyLimit",
             warmup_day as "warmupDay", last_test_success as "lastTestSuccess", last_test_message as "lastTestMessage", last_tested_at as "lastTestedAt",
             created_at as "createdAt", updated_at as "updatedAt"
        from read.email_accounts
       order by is_primary desc, provider, lower(name), id`);
    return rows.map(({ lastTestSuccess, lastTestMessage, lastTestedAt, ...account }): EmailAccountView => ({
      ...account,
      lastTest: lastTestSuccess === null || lastTestMessage === null || lastTestedAt === null ? null : { success: lastTestSuccess, message: lastTestMessage, testedAt: lastTestedAt },
    }));
  });
}
