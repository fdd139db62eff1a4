/**
 * E-mail account helpers for the journeys: what the API lists (the set-up and the checks behind a
 * screen), and the parts of Settings → Email Accounts by role.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cancelCampaignsStillToGo } from './campaigns.ts';

/** An account as GET /api/email-accounts answers it (the fields the journeys look at). */
export interface ApiEmailAccount {
  id: string;
  name: string;
  provider: 'smtp' | 'sendgrid' | 'microsoft' | 'google';
  isActive: boolean;
  isPrimary: boolean;
  secretSet: boolean;
}

/** The accounts as listed now; with `position`, once the read side has applied it (or 2 s have passed: it then answers anyway). */
export async function listEmailAccounts(request: APIRequestContext, position?: string): Promise<ApiEmailAccount[]> {
  const response = await request.get('/api/email-accounts', { headers: position ? { 'X-Min-Position': position } : {} });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiEmailAccount[];
}

/** Waits until the list, read after `position`, passes `check` (a busy read side may answer once before it has caught up). */
async function eventuallyListed(request: APIRequestContext, position: string | undefined, check: (accounts: ApiEmailAccount[]) => boolean, message: string) {
  await expect.poll(async () => check(await listEmailAccounts(request, position)), { message }).toBe(true);
}

/** Deletes every account through the API (the set-up of a journey that starts from none), the campaigns still to go from them cancelled first. */
export async function deleteAllEmailAccounts(request: APIRequestContext): Promise<void> {
  await cancelCampaignsStillToGo(request);
  let position: string | undefined;
  for (const account of await listEmailAccounts(request)) {
    const response = await request.delete(`/api/email-accounts/${account.id}`);
    expect(response.status(), await response.text()).toBe(200);
    position = response.headers()['x-event-position'] ?? position;
  }
  await eventuallyListed(request, position, (accounts) => accounts.length === 0, 'no account is listed');
}

/**
 * Adds an SMTP account through the API (set-up, not what a journey checks) and answers it once
 * listed. Its from address is `fromEmail`, else one of its own (`{username}+{name}@listingpro.example`):
 * two accounts never send from one address.
 */
export async function addSmtpAccountThroughApi(
  request: APIRequestContext,
  account: { name: string; host: string; port: number; username: string; password: string; fromEmail?: string; dailyLimit?: number; warmupEnabled?: boolean },
): Promise<ApiEmailAccount> {
  const response = await request.post('/api/email-accounts', {
    data: {
      name: account.name,
      provider: 'smtp',
      fromName: account.name,
      fromEmail: account.fromEmail ?? `${account.username}+${account.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@listingpro.example`,
      smtpHost: account.host,
      smtpPort: account.port,
      smtpUsername: account.username,
      smtpSecurity: 'none',
      smtpPassword: account.password,
      ...(account.dailyLimit === undefined ? {} : { dailyLimit: account.dailyLimit }),
      ...(account.warmupEnabled === undefined ? {} : { warmupEnabled: account.warmupEnabled }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const added = (await response.json()) as ApiEmailAccount;
  await eventuallyListed(request, response.headers()['x-event-position'], (accounts) => accounts.some((a) => a.id === added.id), `${account.name} is listed`);
  return added;
}

/** Opens Settings at its first tab, Email Accounts. */
export async function openEmailAccounts(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const tab = page.getByRole('tab', { name: 'Email Accounts' });
  await expect(page.getByRole('tab').first()).toHaveText('Email Accounts');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(emailAccountsSection(page)).toBeVisible();
}

export const emailAccountsSection = (page: Page) => page.getByRole('region', { name: 'Email Accounts' });
/** A provider's group of accounts ('SMTP', 'SendGrid'). */
export const providerGroup = (page: Page, label: string) => page.getByRole('region', { name: `${label} accounts` });
/** An account's card, named after the account. */
export const accountCard = (page: Page, name: string) => emailAccountsSection(page).getByRole('article', { name, exact: true });
