import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from './support/accounts.ts';
import { contactsTotal, count } from './support/contacts.ts';
import { ADMIN } from './support/credentials.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';

/** The advertised agents per tier: static text on this screen (spec part 1 §1), not live counts. */
const ADVERTISED_TIERS: [string, string, string][] = [
  ['Elite', '50+ listings', '1,005 agents'],
  ['High Performer', '20-49 listings', '4,988 agents'],
  ['Active', '10-19 listings', '13,521 agents'],
  ['Moderate', '5-9 listings', '59,734 agents'],
  ['Entry Level', '0-4 listings', '14,923 agents'],
];

const stat = (page: Page, title: string) => page.getByRole('region', { name: 'Statistics' }).getByRole('group', { name: title });
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('dashboard overview', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  });

  test('figures, tiers, campaigns, warm-up and quick actions @phone', async ({ page }, testInfo) => {
    const total = await contactsTotal(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview Dashboard' })).toBeVisible();

    // Four stat cards; Total Contacts is the contacts count.
    await expect(stat(page, 'Total Contacts')).toHaveText(`Total Contacts${count(total)}`);
    await expect(stat(page, 'Emails Sent (30d)')).toHaveText(/^Emails Sent \(30d\)[\d,]+$/);
    await expect(stat(page, 'Avg Open Rate')).toHaveText(/^Avg Open Rate[\d.]+%$/);
    await expect(stat(page, 'Avg Click Rate')).toHaveText(/^Avg Click Rate[\d.]+%$/);

    // Agent Performance Tiers: the advertised figures, whatever the database holds.
    const tiers = card(page, 'Agent Performance Tiers').getByRole('listitem');
    await expect(tiers).toHaveCount(ADVERTISED_TIERS.length);
    for (const [index, [label, criteria, agents]] of ADVERTISED_TIERS.entries()) {
      await expect(tiers.nth(index)).toHaveText(`${label}${criteria}${agents}`);
    }

    await expect(card(page, 'Recent Campaigns')).toContainText('No campaigns yet');
    await expect(card(page, 'Recent Campaigns')).toContainText('Create your first campaign to see results here');

    // No e-mail account yet: the warm-up card asks for one and leads to Settings.
    const warmup = card(page, 'Email Warm-up Status');
    await expect(warmup).toContainText('Email Setup Required');
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'overview', { fullPage: testInfo.project.name !== 'phone' });
    await warmup.getByRole('button', { name: 'Go to Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // On the tab of the settings the card reads: Legacy Settings, with its Deliverability and Warm-up card.
    await expect(page.getByRole('tab', { name: 'Legacy Settings', selected: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview Dashboard' })).toBeVisible();

    // Quick Actions: Import Contacts ('Add new real estate agents') opens Contact Management.
    const quickActions = card(page, 'Quick Actions');
    await expect(quickActions.getByRole('button')).toHaveText([
      /^Create Campaign/,
      /^Import Contacts\s*Add new real estate agents$/,
      /^Create Template/,
    ]);
    await quickActions.getByRole('button', { name: 'Import Contacts' }).scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'overview-quick-actions', { fullPage: false });
    // Create Campaign opens the Email Campaigns section, with its creators and table.
    await quickActions.getByRole('button', { name: /^Create Campaign/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Campaigns' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Campaigns' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Streamlined Creator' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview Dashboard' })).toBeVisible();
    await quickActions.getByRole('button', { name: 'Import Contacts' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
    await expect(page.getByText(`Manage your ${count(total)} real estate agent contacts`)).toBeVisible();
  });
});
