import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from './support/accounts.ts';
import { statValue } from './support/antd.ts';
import { contactsTotal, count, TIER_LABELS } from './support/contacts.ts';
import { ADMIN } from './support/credentials.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import { toastWith } from './support/toasts.ts';

const TIERS = Object.values(TIER_LABELS);
const tierCard = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
/** The sample agents of a tier's card: one list item each. */
const samples = (page: Page, label: string) => tierCard(page, label).getByRole('listitem');

async function openSalesDashboard(page: Page) {
  await page.goto('/sales-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Dashboard' })).toBeVisible();
  for (const label of TIERS) await expect(tierCard(page, label).getByRole('group', { name: 'Agents' })).toHaveText(/\d/);
}

/** Every tier's total (contacts and staged agents alike). */
async function tierTotals(page: Page): Promise<number[]> {
  return Promise.all(TIERS.map((label) => statValue(tierCard(page, label).getByRole('group', { name: 'Agents' }))));
}

test.describe('sales dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  });

  test('a card per tier with its total and best agents; the way back and the user menu @phone', async ({ page }, testInfo) => {
    await openSalesDashboard(page);
    for (const label of TIERS) {
      await expect(tierCard(page, label)).toBeVisible();
      await expect(samples(page, label).first()).toContainText(/\d+ listings/);
    }
    // The Elite card lists its agents by listings, the most first.
    const listings = (await samples(page, 'Elite').allTextContents()).map((t) => Number(/(\d+) listings/.exec(t)?.[1]));
    expect(listings).toEqual([...listings].sort((a, b) => b - a));
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'sales-dashboard', { fullPage: testInfo.project.name !== 'phone' });

    // The user menu offers Sign out.
    await page.getByRole('button', { name: `User menu for ${ADMIN.username}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeHidden();

    await page.getByRole('button', { name: 'Overview Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview Dashboard' })).toBeVisible();
  });

  // Moves every staged agent into the contacts: named to run after the rental journey (rentalImport.e2e.ts).
  test('Import to Production asks first, then makes every staged agent a contact', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const contactsBefore = await contactsTotal(page.request);
    await openSalesDashboard(page);
    const totalsBefore = await tierTotals(page);
    const staged = totalsBefore.reduce((a, b) => a + b, 0) - contactsBefore;
    expect(staged, 'staged agents waiting in the pool').toBeGreaterThan(0);

    const imports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/production/import-all')) imports.push(request.method());
    });
    const confirmation = page.getByRole('tooltip').filter({ hasText: 'Import to Production' });

    // Cancel keeps everything as it was.
    await page.getByRole('button', { name: 'Import to Production' }).click();
    await expect(confirmation).toContainText('Transfer all staged agents into your contacts database?');
    await screenshot(page, testInfo, 'sales-dashboard-confirm', { fullPage: false });
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    expect(imports).toEqual([]);
    expect(await tierTotals(page)).toEqual(totalsBefore);
    expect(await contactsTotal(page.request)).toBe(contactsBefore);

    // Confirmed: every staged agent is transferred, new ones as contacts, known ones merged. The
    // server's answer reaches the page once the button has shown the import under way: an import of
    // a few hundred agents may finish before the button could be seen.
    let buttonSeen!: () => void;
    const seen = new Promise<void>((resolve) => (buttonSeen = resolve));
    await page.route('**/api/production/import-all', async (route) => {
      const response = await route.fetch({ timeout: 45_000 });
      await seen;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Import to Production' }).click();
    const answered = page.waitForResponse('**/api/production/import-all', { timeout: 45_000 });
    await confirmation.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Importing...' })).toBeVisible();
    buttonSeen();
    const result = (await (await answered).json()) as { status: string; totalTransferred: number; imported: number; merged: number };
    expect(result.status).toBe('completed');
    expect(result.totalTransferred).toBe(staged);
    expect(result.imported + result.merged).toBe(staged);
    await expect(
      toastWith(page, 'Import Successful', `Transferred ${staged} agents to production (${result.imported} new, ${result.merged} merged).`),
    ).toBeVisible();
    expect(imports).toEqual(['POST']);

    // Every sample agent is a contact now, with a page of their own.
    for (const label of TIERS) {
      for (const item of await samples(page, label).all()) await expect(item.getByRole('link')).not.toHaveCount(0);
    }
    await screenshot(page, testInfo, 'sales-dashboard-imported');

    // Contact Management counts them: 1,500 demo agents minus those merged, plus contacts from elsewhere (CSV files).
    const contactsAfter = contactsBefore + result.imported;
    // A new page load reads the read side as it is: wait until it has caught up.
    await expect.poll(() => contactsTotal(page.request)).toBe(contactsAfter);
    await page.goto('/contacts');
    await expect(page.getByText(`Manage your ${count(contactsAfter)} real estate agent contacts`)).toBeVisible();
    await openSalesDashboard(page);
    expect((await tierTotals(page)).reduce((a, b) => a + b, 0)).toBe(contactsAfter);

    // A second import finds nothing left to transfer (the server may take its time on a busy machine).
    await page.getByRole('button', { name: 'Import to Production' }).click();
    const second = page.waitForResponse('**/api/production/import-all', { timeout: 45_000 });
    await confirmation.getByRole('button', { name: 'Import', exact: true }).click();
    expect(await (await second).json()).toMatchObject({ status: 'completed', totalTransferred: 0, imported: 0, merged: 0 });
    await expect(toastWith(page, 'Import Successful', 'Transferred 0 agents to production (0 new, 0 merged).')).toBeVisible();
  });
});
