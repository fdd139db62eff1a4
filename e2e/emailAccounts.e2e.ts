import { expect, test, type Locator, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '@outreach/testing';
import { apiSignIn, uniqueName } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { ADMIN } from './support/credentials.ts';
import {
  accountCard,
  addSmtpAccountThroughApi,
  deleteAllEmailAccounts,
  emailAccountsSection,
  listEmailAccounts,
  openEmailAccounts,
  providerGroup,
} from './support/emailAccounts.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import { toast, toastWith } from './support/toasts.ts';

/**
 * Settings → Email Accounts against a real SMTP server started here (the platform reaches it on
 * 127.0.0.1): a wrong password is refused in the server's own words, the right one signs in.
 */
const SMTP_USER = 'dana';
const SMTP_PASSWORD = `smtp-secret-${Date.now().toString(36)}`;
let smtp: SmtpSink;

test.beforeAll(async () => {
  smtp = await startSmtpSink({ [SMTP_USER]: SMTP_PASSWORD });
});
test.afterAll(async () => {
  await smtp.close();
});

const dialog = (page: Page, title: 'Add Email Account' | 'Edit Email Account') => page.getByRole('dialog', { name: title });

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

test.describe('email accounts', () => {
  test('with no account the tab says so; the Add dialog asks for what is missing, explains Microsoft 365 and fills in the presets', async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await deleteAllEmailAccounts(page.request);
    await openEmailAccounts(page);
    const section = emailAccountsSection(page);
    await expect(section.getByText('No email accounts yet')).toBeVisible();

    // Add Account: nothing filled in → 'Missing Information', and each required field says so.
    await section.getByRole('button', { name: 'Add Account' }).first().click();
    const add = dialog(page, 'Add Email Account');
    await expect(add).toBeVisible();
    await expect(add.getByRole('spinbutton', { name: 'Daily Limit' })).toHaveValue('2500');
    await expect(add.getByRole('switch', { name: 'Warm-up' })).toBeChecked();
    await expect(add.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(add.getByRole('spinbutton', { name: /^\W*Port$/ })).toHaveValue('587');
    await add.getByRole('button', { name: 'Add Account' }).click();
    await expect(toastWith(page, 'Missing Information', 'Please fill in all required fields', 'failure')).toBeVisible();
    await expectFieldError(add.getByLabel('Account Name'), 'Account name is required');
    await expectFieldError(add.getByLabel('From Name'), 'From name is required');
    await expectFieldError(add.getByLabel('From Email'), 'From email is required');
    await expectFieldError(add.getByLabel('SMTP Host'), 'SMTP host is required');
    await expectFieldError(add.getByLabel('Password', { exact: true }), 'Password is required');

    // Microsoft 365 is added by signing in with Microsoft (microsoftEmailAccount.e2e.ts goes on): the mailbox comes from the sign-in.
    const provider = add.getByRole('combobox', { name: 'Provider' });
    await chooseOption(provider, 'Microsoft 365');
    await expect(add.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
    await expect(add.getByLabel('From Email')).toHaveCount(0);
    await chooseOption(provider, 'SMTP');
    await expect(add.getByRole('button', { name: 'Add Account' })).toBeEnabled();

    // The presets fill in host and port, and where replies are read.
    const host = add.getByLabel('SMTP Host');
    const port = add.getByRole('spinbutton', { name: /^\W*Port$/ });
    const imapHost = add.getByLabel('IMAP Host (replies)');
    await add.getByRole('button', { name: 'Google SMTP' }).click();
    await expect(host).toHaveValue('smtp.gmail.com');
    await expect(port).toHaveValue('587');
    await expect(imapHost).toHaveValue('imap.gmail.com');
    await expect(add.getByRole('spinbutton', { name: 'IMAP Port' })).toHaveValue('993');
    await expect(add.getByText('personal Gmail account about 500', { exact: false })).toBeVisible();
    await add.getByRole('button', { name: 'Microsoft SMTP' }).click();
    await expect(host).toHaveValue('smtp.office365.com');
    await expect(port).toHaveValue('587');
    await expect(imapHost).toHaveValue('outlook.office365.com');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();
    expect(await listEmailAccounts(page.request)).toEqual([]);
  });

  test('an admin adds an SMTP account and tests it with a wrong, then the right password', async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await deleteAllEmailAccounts(page.request);
    await openEmailAccounts(page);
    const section = emailAccountsSection(page);

    // The local SMTP server, with a wrong password.
    await section.getByRole('button', { name: 'Add Account' }).first().click();
    const add = dialog(page, 'Add Email Account');
    await expect(add).toBeVisible();
    const host = add.getByLabel('SMTP Host');
    const port = add.getByRole('spinbutton', { name: /^\W*Port$/ });
    const sales = uniqueName('Sales');
    await add.getByLabel('Account Name').fill(sales);
    await add.getByLabel('From Name').fill('Dana from ListingPro');
    await add.getByLabel('From Email').fill('dana@listingpro.example');
    await host.fill(smtp.host);
    await port.fill(String(smtp.port));
    await chooseOption(add.getByRole('combobox', { name: 'Security' }), 'None (a local relay)');
    await add.getByLabel('Username').fill(SMTP_USER);
    await add.getByLabel('Password', { exact: true }).fill('wrong-password');
    await add.getByRole('button', { name: 'Add Account' }).click();
    await expect(toast(page, 'Email Account Added')).toBeVisible();
    await expect(add).toBeHidden();

    // The first active account becomes the primary, with the warm-up defaults.
    const salesCard = accountCard(page, sales);
    await expect(providerGroup(page, 'SMTP').getByRole('article', { name: sales })).toBeVisible();
    await expect(salesCard.getByText('Primary', { exact: true })).toBeVisible();
    await expect(salesCard.getByText('Inactive', { exact: true })).toHaveCount(0);
    await expect(salesCard).toContainText(`${smtp.host}:${smtp.port} · None · ${SMTP_USER}`);
    await expect(salesCard).toContainText("Today's limit: 50 of 2,500 emails · Day 1 of 30");
    await expect(salesCard).toContainText('Never tested');

    // Test: the SMTP server's refusal, in its own words, on the toast and on the card.
    await salesCard.getByRole('button', { name: 'Test' }).click();
    await expect(toastWith(page, 'Connection Failed', /Invalid login: 535 Authentication failed/, 'failure')).toBeVisible();
    await expect(salesCard.getByRole('group', { name: 'Last test' })).toContainText(/Failed: Could not connect to 127\.0\.0\.1:\d+: Invalid login: 535 Authentication failed/);

    // Edit: the stored password is never shown; the right one replaces it.
    await salesCard.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Email Account');
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel('Account Name')).toHaveValue(sales);
    await expect(edit.getByLabel('SMTP Host')).toHaveValue(smtp.host);
    await expect(edit.getByRole('combobox', { name: 'Provider' })).toBeDisabled();
    const password = edit.getByLabel('Password', { exact: true });
    await expect(password).toHaveValue('');
    await expect(password).toHaveAttribute('placeholder', 'A password is stored');
    await expect(edit.getByText('Leave empty to keep the stored one.')).toBeVisible();
    await password.fill(SMTP_PASSWORD);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Email Account Updated')).toBeVisible();
    await expect(edit).toBeHidden();
    // A new password: the failed test no longer tells how the account signs in.
    await expect(salesCard).toContainText('Never tested');

    await salesCard.getByRole('button', { name: 'Test' }).click();
    const signedIn = `Connected to 127.0.0.1:${smtp.port} and signed in as ${SMTP_USER}`;
    await expect(toastWith(page, 'Connection Successful', signedIn)).toBeVisible();
    await expect(salesCard.getByRole('group', { name: 'Last test' })).toContainText(`Success: ${signedIn}`);

    // What the server keeps: never the password in an answer.
    const listed = await listEmailAccounts(page.request);
    expect(listed.map((a) => [a.name, a.isPrimary, a.isActive, a.secretSet])).toEqual([[sales, true, true, true]]);
    expect(JSON.stringify(listed)).not.toContain(SMTP_PASSWORD);
  });

  test('a second account, on SendGrid, is made primary (the badge moves), made inactive, and deleted after a confirmation', async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await deleteAllEmailAccounts(page.request);
    const sales = uniqueName('Sales');
    await addSmtpAccountThroughApi(page.request, { name: sales, host: smtp.host, port: smtp.port, username: SMTP_USER, password: SMTP_PASSWORD });
    await openEmailAccounts(page);
    const section = emailAccountsSection(page);
    const salesCard = accountCard(page, sales);
    await expect(salesCard.getByText('Primary', { exact: true })).toBeVisible();

    // Added on SendGrid: its own group; the API key is required.
    const bulk = uniqueName('Bulk');
    const add = dialog(page, 'Add Email Account');
    const edit = dialog(page, 'Edit Email Account');
    await section.getByRole('button', { name: 'Add Account' }).first().click();
    await expect(add).toBeVisible();
    await expect(add.getByLabel('Account Name')).toHaveValue('');
    await chooseOption(add.getByRole('combobox', { name: 'Provider' }), 'SendGrid');
    await add.getByLabel('Account Name').fill(bulk);
    await add.getByLabel('From Name').fill('ListingPro News');
    await add.getByLabel('From Email').fill('news@listingpro.example');
    await add.getByRole('button', { name: 'Add Account' }).click();
    await expectFieldError(add.getByLabel('API Key'), 'API key is required');
    await expect(toastWith(page, 'Missing Information', 'Please fill in all required fields', 'failure')).toBeVisible();
    await add.getByLabel('API Key').fill('SG.e2e-key');
    await add.getByRole('button', { name: 'Add Account' }).click();
    await expect(toast(page, 'Email Account Added')).toBeVisible();
    const bulkCard = accountCard(page, bulk);
    await expect(providerGroup(page, 'SendGrid').getByRole('article', { name: bulk })).toBeVisible();
    await expect(bulkCard).toContainText('SendGrid API key stored');
    await expect(bulkCard.getByText('Primary', { exact: true })).toHaveCount(0);

    // Set Primary: the badge moves.
    await bulkCard.getByRole('button', { name: 'Set Primary' }).click();
    await expect(toast(page, 'Primary Account Set')).toBeVisible();
    await expect(bulkCard.getByText('Primary', { exact: true })).toBeVisible();
    await expect(salesCard.getByText('Primary', { exact: true })).toHaveCount(0);
    await expect(salesCard.getByRole('button', { name: 'Set Primary' })).toBeEnabled();

    // Made inactive: the Inactive badge; it stops being the primary, and the oldest active account, Sales, takes its place.
    await bulkCard.getByRole('button', { name: 'Edit' }).click();
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel('API Key')).toHaveValue('');
    await edit.getByRole('switch', { name: 'Active' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Email Account Updated')).toBeVisible();
    await expect(bulkCard.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(bulkCard.getByText('Primary', { exact: true })).toHaveCount(0);
    await expect(bulkCard.getByRole('button', { name: 'Set Primary' })).toBeDisabled();
    await expect(salesCard.getByText('Primary', { exact: true })).toBeVisible();

    // Delete, after a confirmation: the SendGrid group goes with its only account.
    await bulkCard.getByRole('button', { name: 'Delete' }).click();
    const confirmation = page.getByRole('tooltip').filter({ hasText: 'Delete email account' });
    await expect(confirmation).toContainText(`Are you sure you want to delete ${bulk}?`);
    await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Email Account Deleted')).toBeVisible();
    await expect(bulkCard).toHaveCount(0);
    await expect(providerGroup(page, 'SendGrid')).toHaveCount(0);
    await expect(salesCard).toBeVisible();

    const listed = await listEmailAccounts(page.request);
    expect(listed.map((a) => [a.name, a.isPrimary, a.isActive])).toEqual([[sales, true, true]]);
  });

  test('Email Accounts fits the screen, and so does its dialog @phone', async ({ page }, testInfo) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    const name = uniqueName('Phone');
    await addSmtpAccountThroughApi(page.request, { name, host: smtp.host, port: smtp.port, username: SMTP_USER, password: SMTP_PASSWORD });
    await openEmailAccounts(page);
    const card = accountCard(page, name);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Test' }).click();
    await expect(toastWith(page, 'Connection Successful', `signed in as ${SMTP_USER}`)).toBeVisible();
    await expect(card.getByRole('group', { name: 'Last test' })).toContainText('Success');
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'email-accounts');

    await emailAccountsSection(page).getByRole('button', { name: 'Add Account' }).first().click();
    const add = dialog(page, 'Add Email Account');
    await expect(add).toBeVisible();
    await add.getByRole('button', { name: 'Add Account' }).click();
    await expect(toast(page, 'Missing Information', 'failure')).toBeVisible();
    const box = await add.boundingBox();
    const viewport = page.viewportSize();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'email-accounts-add', { fullPage: false });
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();
  });
});
