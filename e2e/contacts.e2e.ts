import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { contactsTotal, count, fullName, listContacts, type ApiContact } from './support/contacts.ts';
import { ADMIN } from './support/credentials.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import { toastWith } from './support/toasts.ts';

const PAGE_SIZE = 25;

const table = (page: Page) => page.getByRole('table');
/** The body rows: each has a 'Select …' checkbox (the header's is 'Select all'). */
const contactRows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select (?!all$)/ }) });
/** A contact's row, by its e-mail address (unique, unlike names). */
const rowOf = (page: Page, contact: Pick<ApiContact, 'email'>) => contactRows(page).filter({ hasText: contact.email! });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search contacts' });
const footer = (page: Page) => page.getByText(/^Showing [\d,]+ to [\d,]+ of [\d,]+ contacts$/);

/** The Status column of a row: its badge (the Actions column's dropdown shows the status too). */
const statusCell = (row: Locator) => row.getByRole('cell').nth(4);

async function openContacts(page: Page, path = '/contacts') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
}

/** Searches and waits until the list shows that search's results (the footer's total moves to theirs). */
async function search(page: Page, term: string, expectedTotal: number) {
  await searchBox(page).fill(term);
  await expect(footer(page)).toHaveText(`Showing ${expectedTotal ? 1 : 0} to ${Math.min(expectedTotal, PAGE_SIZE)} of ${count(expectedTotal)} contacts`);
}

/** Every row shown contains the term (in the name, company or e-mail address), whatever its case. */
async function expectRowsContain(page: Page, term: string) {
  const texts = await contactRows(page).allInnerTexts();
  expect(texts.length, `rows for ${term}`).toBeGreaterThan(0);
  for (const text of texts) expect(text.toLowerCase(), `a row found by "${term}"`).toContain(term.toLowerCase());
}

test.describe('contact management', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  });

  test('lists every contact with its total, pages through them and searches by name, e-mail and company', async ({ page }, testInfo) => {
    const total = await contactsTotal(page.request);
    const pages = Math.ceil(total / PAGE_SIZE);
    await openContacts(page);
    await expect(page.getByText(`Manage your ${count(total)} real estate agent contacts`)).toBeVisible();
    await expect(footer(page)).toHaveText(`Showing 1 to 25 of ${count(total)} contacts`);
    await expect(page.getByText(`Page 1 of ${pages}`, { exact: true })).toBeVisible();
    await expect(contactRows(page)).toHaveCount(PAGE_SIZE);
    for (const column of ['Name', 'Contact', 'Location', 'Status', 'Tier', 'Actions']) {
      await expect(table(page).getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    // The last column is in view on a laptop screen, not behind a sideways scroll.
    await expect(contactRows(page).first().getByRole('combobox', { name: /^Change status of / })).toBeInViewport();
    await screenshot(page, testInfo, 'contacts');

    // Paging: Previous is off on page 1, Next moves on and back.
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    const firstRow = (await contactRows(page).first().textContent()) ?? '';
    await next.click();
    await expect(footer(page)).toHaveText(`Showing 26 to 50 of ${count(total)} contacts`);
    await expect(page.getByText(`Page 2 of ${pages}`, { exact: true })).toBeVisible();
    await expect(contactRows(page).first()).not.toHaveText(firstRow);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(footer(page)).toHaveText(`Showing 1 to 25 of ${count(total)} contacts`);
    await expect(contactRows(page).first()).toHaveText(firstRow);

    // Search by part of a name, of an e-mail address and of a company (at least three characters).
    const sample = (await listContacts(page.request, { limit: 25, offset: 25 })).contacts.find(
      (c) => (c.lastName ?? '').length >= 4 && (c.email ?? '').split('@')[0]!.length >= 6 && (c.company ?? '').length >= 7,
    );
    expect(sample, 'a contact with a long enough name, e-mail and company').toBeDefined();
    const terms = [sample!.lastName!.slice(0, 4), sample!.email!.split('@')[0]!.slice(0, 6), sample!.company!.slice(0, 7)];
    for (const term of terms) {
      const expected = await contactsTotal(page.request, { search: term });
      await search(page, term, expected);
      await expectRowsContain(page, term);
      // The subtitle still counts every contact.
      await expect(page.getByText(`Manage your ${count(total)} real estate agent contacts`)).toBeVisible();
    }
    await expect(rowOf(page, sample!)).toHaveCount(1);

    // Nothing matches: the empty state says so and hints at the filters.
    await search(page, 'zzqx-no-such-agent', 0);
    await expect(page.getByText('No contacts found', { exact: true })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 1', { exact: true })).toBeVisible();
    await expect(next).toBeDisabled();
    await screenshot(page, testInfo, 'contacts-no-match');

    // The search parameter of the address preselects the search (SMS inbox → view contact profile).
    const term = terms[1]!;
    await openContacts(page, `/contacts?search=${encodeURIComponent(term)}`);
    await expect(searchBox(page)).toHaveValue(term);
    await expect(footer(page)).toHaveText(new RegExp(` of ${count(await contactsTotal(page.request, { search: term }))} contacts$`));
    await expectRowsContain(page, term);
  });

  test('filters by status, changes three contacts at once and one on its own row', async ({ page }, testInfo) => {
    await openContacts(page);

    // Inactive shows only inactive contacts.
    const inactive = await contactsTotal(page.request, { status: 'inactive' });
    await chooseOption(page.getByRole('combobox', { name: 'Filter by status' }), 'Inactive');
    await expect(footer(page)).toHaveText(`Showing 1 to ${Math.min(inactive, PAGE_SIZE)} of ${count(inactive)} contacts`);
    await expect(contactRows(page)).toHaveCount(Math.min(inactive, PAGE_SIZE));
    const statuses = await contactRows(page).evaluateAll((rows) => rows.map((row) => (row as HTMLTableRowElement).cells[4]?.textContent));
    expect(new Set(statuses)).toEqual(new Set(['Inactive']));
    await chooseOption(page.getByRole('combobox', { name: 'Filter by status' }), 'All Status');
    const total = await contactsTotal(page.request);
    await expect(footer(page)).toHaveText(`Showing 1 to 25 of ${count(total)} contacts`);

    // Three active contacts of the first page, by e-mail.
    const firstPage = (await listContacts(page.request, { limit: PAGE_SIZE })).contacts;
    const three = firstPage.filter((c) => c.status === 'active' && c.email).slice(0, 3);
    expect(three).toHaveLength(3);
    const selectThree = async () => {
      for (const contact of three) await rowOf(page, contact).getByRole('checkbox').check();
      await expect(bulkBar).toContainText('3 contact(s) selected');
    };
    const bulkBar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bulkBar).toBeHidden();
    await selectThree();
    for (const name of ['Mark Active', 'Mark Inactive', 'Unsubscribe', 'Clear Selection']) {
      await expect(bulkBar.getByRole('button', { name })).toBeEnabled();
    }
    await screenshot(page, testInfo, 'contacts-bulk', { fullPage: false });

    await bulkBar.getByRole('button', { name: 'Mark Inactive' }).click();
    await expect(toastWith(page, 'Bulk Update Successful', 'Successfully updated 3 contacts to inactive')).toBeVisible();
    for (const contact of three) {
      await expect(statusCell(rowOf(page, contact))).toHaveText('Inactive');
      await expect(rowOf(page, contact).getByRole('checkbox')).not.toBeChecked();
    }
    await expect(bulkBar).toBeHidden();

    // The same three back to active.
    await selectThree();
    await bulkBar.getByRole('button', { name: 'Mark Active' }).click();
    await expect(toastWith(page, 'Bulk Update Successful', 'Successfully updated 3 contacts to active')).toBeVisible();
    for (const contact of three) await expect(statusCell(rowOf(page, contact))).toHaveText('Active');
    await expect(bulkBar).toBeHidden();

    // One row's own dropdown: unsubscribed, then active again.
    const one = three[1]!;
    const dropdown = rowOf(page, one).getByRole('combobox', { name: `Change status of ${fullName(one)}` });
    await chooseOption(dropdown, 'Unsubscribed');
    await expect(toastWith(page, 'Status Updated', 'Contact status changed to unsubscribed')).toBeVisible();
    await expect(statusCell(rowOf(page, one))).toHaveText('Unsubscribed');
    await expect(dropdown).toBeEnabled();
    await chooseOption(dropdown, 'Active');
    await expect(toastWith(page, 'Status Updated', 'Contact status changed to active')).toBeVisible();
    await expect(statusCell(rowOf(page, one))).toHaveText('Active');

    // Everything is as it was for the next journey.
    await expect.poll(async () => (await listContacts(page.request, { limit: PAGE_SIZE })).contacts.filter((c) => three.some((t) => t.id === c.id && c.status === 'active')).length).toBe(3);
  });

  test('the list is usable at phone width @phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the journeys above cover the wide screen');
    await openContacts(page);
    await expect(contactRows(page)).toHaveCount(PAGE_SIZE);
    await expectNoHorizontalPageScroll(page);
    await expect(searchBox(page)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Import Contacts' })).toBeInViewport();

    // A row shows who, how to reach them, where, the status and its dropdown.
    const [first] = (await listContacts(page.request, { limit: 1 })).contacts;
    const row = rowOf(page, first!);
    await expect(row.getByRole('link', { name: fullName(first!) })).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Change status of ${fullName(first!)}` })).toBeVisible();
    await row.getByRole('checkbox').check();
    const bulkBar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bulkBar).toContainText('1 contact(s) selected');
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'contacts-selected', { fullPage: false });
    // Clear Selection leaves everything as it was.
    await bulkBar.getByRole('button', { name: 'Clear Selection' }).click();
    await expect(bulkBar).toBeHidden();
    await expect(row.getByRole('checkbox')).not.toBeChecked();

    // The pager at the bottom fits too.
    const next = page.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeInViewport();
    await expect(footer(page)).toBeInViewport();
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'contacts-pager', { fullPage: false });
  });
});
