import { describe, it } from 'vitest';
import { iso, projectionSpec, type GivenEvent } from '../projectionSpec.ts';
import { emailAccounts } from './emailAccounts.ts';

const spec = projectionSpec(emailAccounts);

const A = '22222222-2222-4222-8222-222222222221';
const B = '22222222-2222-4222-8222-222222222222';
const settings = {
  provider: 'smtp',
  fromName: 'Dana',
  isActive: true,
  signature: null,
  smtpHost: 'smtp.example.com',
  smtpPort: 587,
  smtpUsername: 'dana',
  smtpSecurity: 'starttls',
  warmupEnabled: true,
  dailyLimit: 2500,
};
const added = (accountId: string, name: string, createdAt: string): GivenEvent => ({
  type: 'EmailAccountAdded',
  data: { accountId, name, fromEmail: `${name}@example.com`, createdAt, currentDailyLimit: 50, warmupDay: 1, ...settings },
});
const query = `select id::text, name, is_active, is_primary, smtp_port, secret_set, current_daily_limit, last_test_success, last_test_message,
                      ${iso('last_tested_at')} as tested_at, ${iso('updated_at')} as updated_at
                 from read.email_accounts order by name`;
const row = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  is_active: true,
  is_primary: false,
  smtp_port: 587,
  secret_set: true,
  current_daily_limit: 50,
  last_test_success: null,
  last_test_message: null,
  tested_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('email accounts projection', () => {
  it('lists each account added, with its warm-up start and no secret, once', async () => {
    await spec.given([added(A, 'sales', '2026-01-01T00:00:00.000Z'), added(A, 'again', '2026-01-02T00:00:00.000Z')]).then(query, [row(A, 'sales')]);
  });

  it('follows the warm-up day by day; turned off it keeps its day, turned on again it starts over from day 1', async () => {
    const warmup = `select warmup_enabled, warmup_day, current_daily_limit from read.email_accounts where id = '${A}'`;
    const updated = (warmupEnabled: boolean, updatedAt: string): GivenEvent => ({
      type: 'EmailAccountUpdated',
      data: { accountId: A, updatedAt, secretChanged: false, name: 'sales', fromEmail: 'sales@example.com', ...settings, warmupEnabled },
    });
    const advanced = (warmupDay: number, currentDailyLimit: number): GivenEvent => ({
      type: 'EmailAccountWarmupAdvanced',
      data: { accountId: A, warmupDay, currentDailyLimit, advancedAt: '2026-01-05T08:00:00.000Z' },
    });
    const first = [added(A, 'sales', '2026-01-01T00:00:00.000Z'), advanced(2, 57), advanced(9, 147)];
    await spec.given(first).then(warmup, [{ warmup_enabled: true, warmup_day: 9, current_daily_limit: 147 }]);
    await spec.given([...first, updated(false, '2026-01-10T00:00:00.000Z')]).then(warmup, [{ warmup_enabled: false, warmup_day: 9, current_daily_limit: 147 }]);
    await spec
      .given([...first, updated(false, '2026-01-10T00:00:00.000Z'), updated(true, '2026-01-11T00:00:00.000Z'), updated(true, '2026-01-11T01:00:00.000Z')])
      .then(warmup, [{ warmup_enabled: true, warmup_day: 1, current_daily_limit: 50 }]);
  });

  it('applies edits and tests, and keeps one primary as it moves', async () => {
    await spec
      .given([
        added(A, 'sales', '2026-01-01T00:00:00.000Z'),
        added(B, 'support', '2026-01-01T00:00:00.000Z'),
        { type: 'PrimaryEmailAccountChosen', data: { accountId: A, previousAccountId: null } },
        { type: 'EmailAccountUpdated', data: { accountId: B, updatedAt: '2026-01-03T00:00:00.000Z', secretChanged: true, name: 'support', fromEmail: 'support@example.com', ...settings, smtpPort: 465, isActive: false } },
        { type: 'EmailAccountTested', data: { accountId: A, success: false, message: 'Invalid login: 535 Authentication failed', testedAt: '2026-01-04T00:00:00.000Z' } },
        { type: 'PrimaryEmailAccountChosen', data: { accountId: B, previousAccountId: A } },
      ])
      .then(query, [
        row(A, 'sales', { last_test_success: false, last_test_message: 'Invalid login: 535 Authentication failed', tested_at: '2026-01-04T00:00:00.000Z' }),
        row(B, 'support', { is_primary: true, is_active: false, smtp_port: 465, updated_at: '2026-01-03T00:00:00.000Z' }),
      ]);
  });

  it('clears the last test when the way the account connects changes (server, port, user, security, from e-mail, IMAP, secret), not for other edits', async () => {
    const tested: GivenEvent = { type: 'EmailAccountTested', data: { accountId: A, success: true, message: '250 OK: smtp.example.com:587', testedAt: '2026-01-04T00:00:00.000Z' } };
    const edit = (changes: Record<string, unknown>, secretChanged = false): GivenEvent => ({
      type: 'EmailAccountUpdated',
      data: { accountId: A, updatedAt: '2026-01-05T00:00:00.000Z', secretChanged, name: 'sales', fromEmail: 'sales@example.com', ...settings, ...changes },
    });
    const lastTest = `select last_test_success, last_test_message from read.email_accounts where id = '${A}'`;
    const kept = [{ last_test_success: true, last_test_message: '250 OK: smtp.example.com:587' }];
    const cleared = [{ last_test_success: null, last_test_message: null }];
    const given = (e: GivenEvent) => spec.given([added(A, 'sales', '2026-01-01T00:00:00.000Z'), tested, e]);
    for (const other of [{ name: 'Sales desk' }, { fromName: 'Dana W.' }, { dailyLimit: 500 }, { signature: 'Dana' }, { fromEmail: 'SALES@example.com' }]) await given(edit(other)).then(lastTest, kept);
    for (const changed of [{ smtpHost: 'smtp2.example.com' }, { smtpPort: 465 }, { smtpUsername: 'dana2' }, { smtpSecurity: 'tls' }, { fromEmail: 'dana@example.com' }, { imapHost: 'imap.example.com' }]) {
      await given(edit(changed)).then(lastTest, cleared);
    }
    await given(edit({}, true)).then(lastTest, cleared);
  });

  it('removes a deleted account and clears the primary it held', async () => {
    await spec
      .given([
        added(A, 'sales', '2026-01-01T00:00:00.000Z'),
        added(B, 'support', '2026-01-01T00:00:00.000Z'),
        { type: 'PrimaryEmailAccountChosen', data: { accountId: B, previousAccountId: null } },
        { type: 'EmailAccountDeleted', data: { accountId: A, name: 'sales', fromEmail: 'sales@example.com' } },
        { type: 'PrimaryEmailAccountCleared', data: { accountId: B } },
      ])
      .then(query, [row(B, 'support')]);
  });

  it('counts the tokens of a Microsoft or Google sign-in as the account’s secret', async () => {
    const signedIn = (accountId: string, name: string, provider: string): GivenEvent => ({
      type: 'EmailAccountAdded',
      data: { ...(added(accountId, name, '2026-01-01T00:00:00.000Z').data as Record<string, unknown>), provider, smtpHost: null, smtpPort: null, smtpUsername: null, smtpSecurity: null },
    });
    await spec
      .given([signedIn(A, 'office', 'microsoft'), signedIn(B, 'workspace', 'google')])
      .then(`select name, provider, secret_set from read.email_accounts order by name`, [
        { name: 'office', provider: 'microsoft', secret_set: true },
        { name: 'workspace', provider: 'google', secret_set: true },
      ]);
  });
});
