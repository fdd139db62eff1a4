import { EMAIL_ACCOUNT_DEFAULTS, type EmailAccountEvent, type EmailAccountSettings, type PrimaryEmailAccountEvent } from '@outreach/domain';
import type { Projection } from '../projection.ts';

const SETTINGS_COLUMNS = `name = $2, provider = $3, from_name = $4, from_email = $5, is_active = $6, signature = $7,
  smtp_host = $8, smtp_port = $9, smtp_username = $10, smtp_security = $11, warmup_enabled = $12, daily_limit = $13, imap_host = $14, imap_port = $15`;
const settingsValues = (s: EmailAccountSettings) => [
  s.name, s.provider, s.fromName, s.fromEmail, s.isActive, s.signature, s.smtpHost, s.smtpPort, s.smtpUsername, s.smtpSecurity, s.warmupEnabled, s.dailyLimit,
  s.imapHost ?? null, s.imapPort ?? null,
];

/**
 * Whether an update ($3 provider, $5 from e-mail, $8–$11 the SMTP server, $14–$15 IMAP, $17 a new
 * secret) changes how the account connects, read against the row as it was: its last test then
 * no longer tells how the account connects now, and is cleared.
 */
const CONNECTION_CHANGED = `($17 or (provider, lower(from_email), smtp_host, smtp_port, smtp_username, smtp_security, imap_host, imap_port)
  is distinct from ($3::text, lower($5::text), $8::text, $9::int, $10::text, $11::text, $14::text, $15::int))`;

/**
 * read.email_accounts: the team's mailboxes, which one is primary, how each last test went (until
 * the way it connects changes), and
 * where each warm-up is (its day and limit; turned on again, it starts over from day 1).
 * Every account is added with its secret (`secret_set`): an SMTP password, a SendGrid API key, or
 * the tokens of the Microsoft or Google sign-in that added it.
 */
export const emailAccounts: Projection = {
  name: 'email-accounts',
  version: 4,
  tables: ['email_accounts'],
  handles: ['EmailAccountAdded', 'EmailAccountUpdated', 'EmailAccountDeleted', 'EmailAccountTested', 'EmailAccountWarmupAdvanced', 'PrimaryEmailAccountChosen', 'PrimaryEmailAccountCleared'],
  async apply({ tx, table }, events) {
    const accounts = table('email_accounts');
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as EmailAccountEvent | PrimaryEmailAccountEvent;
      switch (event.type) {
        case 'EmailAccountAdded': {
          const d = event.data;
          await tx.query(
            `insert into ${accounts} (id, name, provider, from_name, from_email, is_active, signature, smtp_host, smtp_port, smtp_username, smtp_security,
               warmup_enabled, daily_limit, imap_host, imap_port, secret_set, current_daily_limit, warmup_day, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19) on conflict (id) do nothing`,
            [d.accountId, ...settingsValues(d), true, d.currentDailyLimit, d.warmupDay, d.createdAt],
          );
          break;
        }
        case 'EmailAccountUpdated':
          // The assignments read the row as it was: warm-up turned on again (it was off) starts over.
          await tx.query(
            `update ${accounts} set ${SETTINGS_COLUMNS}, updated_at = $16, secret_set = secret_set or $17,
               warmup_day = case when $12 and not warmup_enabled then $18 else warmup_day end,
               current_daily_limit = case when $12 and not warmup_enabled then $19 else current_daily_limit end,
               last_test_success = case when ${CONNECTION_CHANGED} then null else last_test_success end,
               last_test_message = case when ${CONNECTION_CHANGED} then null else last_test_message end,
               last_tested_at = case when ${CONNECTION_CHANGED} then null else last_tested_at end
             where id = $1`,
            [event.data.accountId, ...settingsValues(event.data), event.data.updatedAt, event.data.secretChanged, EMAIL_ACCOUNT_DEFAULTS.warmupDay, EMAIL_ACCOUNT_DEFAULTS.currentDailyLimit],
          );
          break;
        case 'EmailAccountWarmupAdvanced':
          await tx.query(`update ${accounts} set warmup_day = $2, current_daily_limit = $3 where id = $1`, [event.data.accountId, event.data.warmupDay, event.data.currentDailyLimit]);
          break;
        case 'EmailAccountDeleted':
          await tx.query(`delete from ${accounts} where id = $1`, [event.data.accountId]);
          break;
        case 'EmailAccountTested':
          await tx.query(`update ${accounts} set last_test_success = $2, last_test_message = $3, last_tested_at = $4 where id = $1`, [
            event.data.accountId,
            event.data.success,
            event.data.message,
            event.data.testedAt,
          ]);
          break;
        case 'PrimaryEmailAccountChosen':
          await tx.query(`update ${accounts} set is_primary = (id = $1) where is_primary or id = $1`, [event.data.accountId]);
          break;
        case 'PrimaryEmailAccountCleared':
          await tx.query(`update ${accounts} set is_primary = false where id = $1`, [event.data.accountId]);
          break;
        default:
          break;
      }
    }
  },
};
