import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '@outreach/testing';
import { apiSignIn, uniqueName } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { ADMIN } from './support/credentials.ts';
import { addSmtpAccountThroughApi, deleteAllEmailAccounts, emailAccountsSection, openEmailAccounts } from './support/emailAccounts.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import { toast, toastWith } from './support/toasts.ts';

/**
 * Settings → Email Accounts → Send Test Email with no mailbox set up: the sandbox simulates the
 * e-mail, and the outbox shows it sent, with the message as it would have gone out. The platform's
 * DNS (serve.ts) says agents.test receives mail, so the address passes the check before a send.
 */
const TEST_SUBJECT = 'Test e-mail from Outreach';
const SMTP_USER = 'dana';
const SMTP_PASSWORD = `outbox-smtp-${Date.now().toString(36)}`;
let smtp: SmtpSink;

test.beforeAll(async () => {
  smtp = await startSmtpSink({ [SMTP_USER]: SMTP_PASSWORD });
});
test.afterAll(async () => {
  await smtp.close();
});

/** A recipient no other run uses (the server keeps addresses in lower case). */
const recipient = () => `${uniqueName('ana')}@agents.test`.toLowerCase();

const sendTestCard = (page: Page) => emailAccountsSection(page).getByRole('region', { name: 'Send Test Email' });
const outboxRow = (page: Page, address: string) => page.getByRole('row').filter({ hasText: address });

/** The e-mails the API lists now (what the screen shows, checked behind it). */
async function listedEmails(request: APIRequestContext): Promise<{ to: string }[]> {
  const response = await request.get('/api/outbound-emails?limit=200');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { emails: { to: string }[] }).emails;
}

test.describe('outbox', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await deleteAllEmailAccounts(page.request);
  });

  test('with no mailbox a test e-mail is simulated, and the outbox shows it sent with the message as it would have gone out', async ({ page }, testInfo) => {
    await openEmailAccounts(page);
    const card = sendTestCard(page);
    await expect(card).toBeVisible();
    await expect(card).toContainText('No mailbox is set up yet');
    const address = card.getByRole('textbox', { name: 'Test email address' });

    // Nothing typed, then a malformed address: the spec's toasts, and nothing is sent.
    const before = (await listedEmails(page.request)).length;
    await card.getByRole('button', { name: 'Send Test' }).click();
    await expect(toastWith(page, 'Email Required', 'Please enter a test email address', 'failure')).toBeVisible();
    await address.fill('not-an-address');
    await address.press('Enter');
    await expect(toastWith(page, 'Invalid Email', 'Please enter a valid email address', 'failure')).toBeVisible();
    expect((await listedEmails(page.request)).length).toBe(before);

    // A good address, sent with Enter: followed until the sandbox has simulated it.
    const to = recipient();
    await address.fill(to);
    await address.press('Enter');
    await expect(toastWith(page, 'Test Email Sent', 'Test email simulated successfully')).toBeVisible();
    await expect(address).toHaveValue('');

    // The card leads to the outbox, where the sandbox has sent it.
    await card.getByRole('link', { name: 'View outbox' }).click();
    await expect(page).toHaveURL(/\/outbox$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const row = outboxRow(page, to);
    await expect(row).toBeVisible();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await expect(row).toContainText('Sandbox (simulated)');
    await expect(row).toContainText(TEST_SUBJECT);

    // The filters: the sandbox's e-mails keep it, another status does not.
    await page.getByRole('checkbox', { name: 'Sandbox only' }).check();
    await expect(row).toBeVisible();
    const status = page.getByRole('combobox', { name: 'Status' });
    await chooseOption(status, 'Bounced');
    await expect(row).toBeHidden();
    await chooseOption(status, 'Sent');
    await expect(row).toBeVisible();
    await screenshot(page, testInfo, 'outbox');

    // Its details: the text, and the message as it would have gone out, to copy.
    await row.getByRole('button', { name: TEST_SUBJECT }).click();
    const details = page.getByRole('dialog', { name: TEST_SUBJECT });
    await expect(details).toBeVisible();
    await expect(details.getByRole('region', { name: 'Text', exact: true })).toContainText('This is a test e-mail from Outreach.');
    const message = details.getByRole('region', { name: 'Simulated message' });
    const source = message.getByLabel('Simulated message source');
    await expect(source).toContainText(`Subject: ${TEST_SUBJECT}`);
    await expect(source).toContainText(`To: ${to}`);
    await message.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page, 'Message copied to clipboard')).toBeVisible();
    await screenshot(page, testInfo, 'outbox-email', { fullPage: false });
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
  });

  test('with a mailbox the test goes out from the primary one, and the outbox shows it sent by SMTP', async ({ page }) => {
    const name = uniqueName('Sales');
    await addSmtpAccountThroughApi(page.request, { name, host: smtp.host, port: smtp.port, username: SMTP_USER, password: SMTP_PASSWORD, fromEmail: `${SMTP_USER}@listingpro.example` });
    await openEmailAccounts(page);
    const card = sendTestCard(page);
    await expect(card.getByRole('combobox', { name: 'From' })).toBeVisible();
    await expect(card).toContainText(`${name} <${SMTP_USER}@listingpro.example> (primary)`);

    const to = recipient();
    await card.getByRole('textbox', { name: 'Test email address' }).fill(to);
    await card.getByRole('button', { name: 'Send Test' }).click();
    await expect(toastWith(page, 'Test Email Sent', `The test email to ${to} was accepted by the mail server.`)).toBeVisible();

    await emailAccountsSection(page).getByRole('button', { name: 'View outbox' }).click();
    const row = outboxRow(page, to);
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await expect(row).toContainText('SMTP');
    await expect.poll(() => smtp.received.map((m) => m.to)).toContainEqual([to]);

    await row.getByRole('button', { name: TEST_SUBJECT }).click();
    const details = page.getByRole('dialog', { name: TEST_SUBJECT });
    await expect(details.getByRole('region', { name: 'Text', exact: true })).toBeVisible();
    await expect(details.getByRole('region', { name: 'Simulated message' })).toHaveCount(0);
  });

  test('the outbox and the test card fit a phone @phone', async ({ page }, testInfo) => {
    const to = recipient();
    const response = await page.request.post('/api/outbound-emails/test', { data: { to } });
    expect(response.status(), await response.text()).toBe(202);

    await openEmailAccounts(page);
    await expect(sendTestCard(page)).toBeVisible();
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'send-test-email');

    await emailAccountsSection(page).getByRole('button', { name: 'View outbox' }).click();
    await expect(page).toHaveURL(/\/outbox$/);
    const row = outboxRow(page, to);
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'outbox');

    await row.getByRole('button', { name: TEST_SUBJECT }).click();
    const details = page.getByRole('dialog', { name: TEST_SUBJECT });
    await expect(details.getByLabel('Simulated message source')).toContainText(`Subject: ${TEST_SUBJECT}`);
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'outbox-email', { fullPage: false });
  });
});
