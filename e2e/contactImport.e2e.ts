import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, uniqueName } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { count, eventuallyFind, listContacts, uniquePhone } from './support/contacts.ts';
import { ADMIN } from './support/credentials.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import { holdRealtimePushes } from './support/realtime.ts';

const HEADER = 'First Name,Last Name,Email,Mobile Phone,Company,City,State,Listings';
const COLUMNS = HEADER.split(',');

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import Contacts' });
const mappingOf = (page: Page, column: string) => page.getByRole('combobox', { name: `Field for column ${column}` });

async function openImport(page: Page) {
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Import Contacts' }).click();
  await expect(importDialog(page)).toBeVisible();
}

/** Chooses the file through the upload area's file chooser, as a person would. */
async function uploadFile(page: Page, name: string, csv: string) {
  const chooser = page.waitForEvent('filechooser');
  await importDialog(page).getByText('Click or drag a CSV file to this area').click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test.describe('contact import', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  });

  test('a CSV file is mapped, previewed and imported: new, merged and rejected rows', async ({ page }, testInfo) => {
    // The import's progress comes both as pushes and from polling: both wait until the running import has been seen.
    const realtime = await holdRealtimePushes(page, ['contact_import_progress']);
    const run = uniqueName('csv');
    const company = `Importer Realty ${run}`;
    // An existing contact whose e-mail appears again in the file (written in capitals: the same address).
    const { contacts } = await listContacts(page.request, { status: 'active', limit: 1, offset: 200 });
    const existing = contacts[0]!;
    expect(existing.email).toBeTruthy();
    const seed = Date.now();
    const rows = [
      ['Ivy', 'Importer', `ivy.${run}@example.test`, uniquePhone(seed), company, 'Austin', 'TX', '12'],
      ['Noah', 'Importer', `noah.${run}@example.test`, uniquePhone(seed + 1), company, 'Dallas', 'tx', '55'],
      ['Mia', 'Importer', `mia.${run}@example.test`, '', company, 'Houston', 'TX', '3'],
      ['Leo', 'Importer', '', uniquePhone(seed + 3), company, 'El Paso', 'TX', ''],
      ['Bad', 'Address', 'not-an-email', uniquePhone(seed + 4), company, 'Waco', 'TX', '1'],
      [existing.firstName ?? '', existing.lastName ?? '', existing.email!.toUpperCase(), '', '', '', '', ''],
    ];
    const csv = [HEADER, ...rows.map((r) => r.join(','))].join('\n') + '\n';
    const fileName = `agents-${run}.csv`;
    const totalBefore = (await listContacts(page.request, { limit: 1 })).total;

    await openImport(page);
    await expect(importDialog(page).getByText('Upload', { exact: true })).toBeVisible();
    await screenshot(page, testInfo, 'contact-import-upload', { fullPage: false });
    await uploadFile(page, fileName, csv);

    // Map Columns: every column with its suggested field.
    await expect(importDialog(page).getByRole('heading', { name: `Map columns of ${fileName}` })).toBeVisible();
    const suggested: Record<string, string> = {
      'First Name': 'First Name',
      'Last Name': 'Last Name',
      Email: 'Email',
      'Mobile Phone': 'Phone',
      Company: 'Company',
      City: 'City',
      State: 'State',
      Listings: 'Listings',
    };
    for (const column of COLUMNS) {
      await expect(importDialog(page).getByRole('listitem').filter({ has: mappingOf(page, column) })).toHaveText(`${column}${suggested[column]}`);
    }
    // The preview shows the first rows as they will be imported, one column per mapped field.
    const preview = importDialog(page).getByRole('table', { name: 'Import preview' });
    await expect(preview.getByRole('columnheader')).toHaveText(Object.values(suggested));
    await expect(preview.getByRole('row')).toHaveCount(1 + 5); // the header and the first five rows
    await expect(preview.getByRole('row').nth(1)).toContainText(`Ivy${'Importer'}ivy.${run}@example.test`);
    await expect(preview.getByRole('row').nth(5)).toContainText('not-an-email');

    // Leaving City out takes it out of the preview; putting it back restores it.
    await chooseOption(mappingOf(page, 'City'), 'Do not import');
    await expect(preview.getByRole('columnheader', { name: 'City', exact: true })).toHaveCount(0);
    await chooseOption(mappingOf(page, 'City'), 'City');
    await expect(preview.getByRole('columnheader')).toHaveText(Object.values(suggested));
    await screenshot(page, testInfo, 'contact-import-mapping', { fullPage: false });

    // Import: the progress is shown while the server works (its first report is held until seen).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/contact-imports\/[\w-]+$/, async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await importDialog(page).getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importDialog(page).getByText('Importing contacts...')).toBeVisible();
    await expect(importDialog(page).getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    const counters = importDialog(page).getByRole('region', { name: 'Import counters' });
    await expect(counters).toContainText('Processed0');
    await expect(importDialog(page).getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' })).toBeVisible();
    release();
    realtime.release();

    // The summary: 4 new contacts, 1 merged into the existing one, 1 rejected.
    await expect(importDialog(page).getByText('Import complete')).toBeVisible();
    await expect(importDialog(page).getByText('4 imported, 1 merged, 1 rejected')).toBeVisible();
    for (const [title, value] of [['Processed', 6], ['Imported', 4], ['Merged', 1], ['Rejected', 1]] as const) {
      await expect(counters).toContainText(`${title}${value}`);
    }

    // The rejected row: its line in the file (the header is line 1) and why.
    const rejected = importDialog(page).getByRole('region', { name: 'Rejected rows' });
    const rejection = rejected.getByRole('row').filter({ hasText: 'Invalid email address: not-an-email' });
    await expect(rejection).toHaveCount(1);
    await expect(rejection.getByRole('cell').first()).toHaveText('6');
    await screenshot(page, testInfo, 'contact-import-summary', { fullPage: false });

    // Download rejected rows: a CSV of the line, the reason and the row as it was.
    const download = page.waitForEvent('download');
    await rejected.getByRole('link', { name: 'Download rejected rows' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe(`Line,Reason,${HEADER}`);
    expect(lines[1]).toBe(`6,Invalid email address: not-an-email,Bad,Address,not-an-email,${rows[4]![3]},${company},Waco,TX,1`);
    expect(lines).toHaveLength(2);

    // Done: the list counts the four new contacts, and a search finds them.
    await importDialog(page).getByRole('button', { name: 'Done' }).click();
    await expect(importDialog(page)).toBeHidden();
    await expect(page.getByText(`Manage your ${count(totalBefore + 4)} real estate agent contacts`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Search contacts' }).fill(run);
    const found = page.getByRole('table').getByRole('row').filter({ hasText: company });
    await expect(found).toHaveCount(4);
    for (const name of ['Ivy Importer', 'Noah Importer', 'Mia Importer', 'Leo Importer']) {
      await expect(found.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Normalised on the way in: the state in capitals, the tier from the listings.
    const noah = found.filter({ hasText: `noah.${run}@example.test` });
    await expect(noah).toContainText('Dallas, TX');
    await expect(noah).toContainText('elite', { ignoreCase: true });
    await expect(noah).toContainText('55 listings');
    await expect(page.getByText('Address', { exact: true })).toHaveCount(0);

    // The merged contact kept its name and gained no second row.
    const [merged] = await eventuallyFind(page.request, existing.email!);
    expect(merged!.id).toBe(existing.id);
    expect(merged!.firstName).toBe(existing.firstName);
  });

  test('the import dialog fits a phone @phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the journey above covers the wide screen');
    const run = uniqueName('csvphone');
    await openImport(page);
    await expectNoHorizontalPageScroll(page);
    await uploadFile(page, `${run}.csv`, `${HEADER}\nZoe,${run},zoe.${run}@example.test,,Phone Realty,Boise,ID,4\n`);
    await expect(importDialog(page).getByRole('heading', { name: `Map columns of ${run}.csv` })).toBeVisible();
    await expect(mappingOf(page, 'Email')).toBeVisible();
    await expectNoHorizontalPageScroll(page);
    const box = await importDialog(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await screenshot(page, testInfo, 'contact-import-mapping-small', { fullPage: false });
    // The preview scrolls inside its own box; the buttons are reachable.
    const importButton = importDialog(page).getByRole('button', { name: 'Import', exact: true });
    await importButton.scrollIntoViewIfNeeded();
    await expect(importButton).toBeInViewport();
    await expect(importDialog(page).getByRole('button', { name: 'Choose Another File' })).toBeInViewport();
    await expectNoHorizontalPageScroll(page);
    // Closing the dialog imports nothing.
    await importDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(importDialog(page)).toBeHidden();
    expect((await listContacts(page.request, { search: run, limit: 1 })).total).toBe(0);
  });
});
