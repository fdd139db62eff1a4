import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { contactsTotal, count, fullName, rentalList } from './support/contacts.ts';
import { ADMIN } from './support/credentials.ts';
import { screenshot } from './support/layout.ts';
import { toastWith } from './support/toasts.ts';

const PAGE_SIZE = 25;
const agents = (page: Page) => page.getByRole('region', { name: 'Agents to call' });
const listTitle = (page: Page) => agents(page).getByRole('heading', { level: 2 });
/** A card by the agent's e-mail address (names repeat; addresses do not). */
const cardOf = (page: Page, email: string) => agents(page).getByRole('article').filter({ hasText: email });

test.describe('rental agents', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  });

  // Needs staged agents with 3+ rental listings: run it before Import to Production (salesDashboard.e2e.ts).
  test('Import Current Page turns the staged rental agents of the page into contacts', async ({ page }, testInfo) => {
    const before = await rentalList(page.request, 3);
    const staged = before.contacts.filter((c) => !c.is_contact);
    expect(staged.length, 'staged agents with 3+ rental listings on the first page').toBeGreaterThan(0);
    const contactsBefore = await contactsTotal(page.request);

    await page.goto('/outbound-calling');
    await page.getByRole('tab', { name: 'Rental Agents' }).click();
    const minimum = page.getByRole('combobox', { name: 'Minimum rental listings' });
    await chooseOption(minimum, '3+ rental listings');
    await expect(listTitle(page)).toHaveText(`${before.total} agents available for calling • Page 1 of ${before.totalPages}`);
    await expect(agents(page).getByRole('article')).toHaveCount(Math.min(before.total, PAGE_SIZE));

    // Staged agents are not contacts yet: nothing to log, a note instead.
    await expect(agents(page).getByText('Not yet a contact', { exact: true })).toHaveCount(staged.length);
    const first = staged[0]!;
    await expect(cardOf(page, first.email!)).toContainText('Not yet a contact');
    await expect(cardOf(page, first.email!)).toContainText(`${first.rental_listings} rental listings`);
    await expect(cardOf(page, first.email!).getByRole('button', { name: 'Log Call' })).toHaveCount(0);
    await screenshot(page, testInfo, 'rental-agents');

    // Import Current Page: 'Importing...' while the request runs (held here until seen), then the toast.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contacts/bulk-import', async (route) => {
      await held;
      await route.continue();
    });
    const importButton = page.getByRole('button', { name: 'Import Current Page' });
    await importButton.click();
    const importing = page.getByRole('button', { name: 'Importing...' });
    await expect(importing).toBeVisible();
    await expect(importing).toBeDisabled();
    const answered = page.waitForResponse('**/api/contacts/bulk-import');
    release();
    const answer = (await (await answered).json()) as { imported: number; merged: number; rejected: number };
    expect(answer).toMatchObject({ imported: staged.length, merged: before.contacts.length - staged.length, rejected: 0 });
    await expect(
      toastWith(page, 'Import Successful', `Successfully imported ${staged.length} rental agents to your contacts database.`),
    ).toBeVisible();
    await expect(importButton).toBeEnabled();

    // The page's agents are contacts now: the best of them can be called.
    await expect(cardOf(page, first.email!).getByRole('button', { name: 'Log Call' })).toBeVisible();
    await expect(cardOf(page, first.email!)).not.toContainText('Not yet a contact');
    await expect(listTitle(page)).toHaveText(`${before.total} agents available for calling • Page 1 of ${before.totalPages}`);

    // ... and Contact Management finds them (once the read side, which a new page load reads as it is, has caught up).
    await expect.poll(() => contactsTotal(page.request)).toBe(contactsBefore + staged.length);
    await page.goto('/contacts');
    await expect(page.getByText(`Manage your ${count(contactsBefore + staged.length)} real estate agent contacts`)).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Search contacts' });
    for (const agent of staged.filter((c) => c.email).slice(0, 3)) {
      await search.fill(agent.email!);
      const row = page.getByRole('table').getByRole('row').filter({ hasText: agent.email! });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link', { name: fullName(agent) })).toBeVisible();
      await expect(row).toContainText('Active');
    }
  });
});
