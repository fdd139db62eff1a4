import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '@outreach/testing';
import { apiSignIn } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { ADMIN } from './support/credentials.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import { toast, toastWith } from './support/toasts.ts';

/**
 * Settings → Legacy Settings → Email Service Configuration against a real SMTP server started here
 * (the platform reaches it on 127.0.0.1), and the Deliverability and Warm-up card that follows it.
 */
const SMTP_USER = 'dana';
const SMTP_PASSWORD = `legacy-smtp-${Date.now().toString(36)}`;
let smtp: SmtpSink;

test.beforeAll(async () => {
  smtp = await startSmtpSink({ [SMTP_USER]: SMTP_PASSWORD });
});
test.afterAll(async () => {
  await smtp.close();
});

/** No e-mail service configured (the other journeys expect the overview to ask for one). */
async function removeEmailSettings(request: APIRequestContext) {
  const response = await request.delete('/api/settings/email');
  expect(response.status(), await response.text()).toBe(200);
}

async function openLegacySettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Legacy Settings' }).click();
  const email = page.locator('.ant-card').filter({ has: page.getByText('Email Service Configuration', { exact: true }) });
  const warmup = page.locator('.ant-card').filter({ has: page.getByText('Deliverability and Warm-up', { exact: true }) });
  await expect(email).toBeVisible();
  return { email, warmup };
}

test.describe('legacy e-mail settings', () => {
  test.afterEach(async ({ page }) => {
    await removeEmailSettings(page.request);
  });

  test('an admin sets up SMTP with a preset, tests it against the SMTP server, and turns warm-up off and on', async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await removeEmailSettings(page.request);
    const { email, warmup } = await openLegacySettings(page);
    await expect(email.getByText('No email service is configured yet')).toBeVisible();
    // It says where e-mail really goes out from.
    await expect(email.getByText(/^Campaigns and test e-mails go out from the mailboxes on the Email Accounts tab\./)).toBeVisible();
    // Nothing configured: warm-up has nothing to warm up yet.
    await expect(warmup).toContainText('Email warm-up is not enabled');
    await expect(warmup).toContainText('No email service is configured');
    await expect(warmup).not.toContainText('Day 1 of 30');

    // Nothing saved yet: the test says so.
    await email.getByRole('button', { name: 'Test Connection' }).click();
    await expect(toastWith(page, 'Connection Failed', 'Unable to connect to email service: No e-mail service is set up', 'failure')).toBeVisible();

    // SMTP: the presets fill in the server; the required fields say what is missing.
    await chooseOption(email.getByRole('combobox', { name: 'Email Service' }), 'SMTP');
    const host = email.getByLabel('SMTP Host');
    const port = email.getByRole('spinbutton', { name: 'Port' });
    await email.getByRole('button', { name: 'Google SMTP' }).click();
    await expect(host).toHaveValue('smtp.gmail.com');
    await expect(port).toHaveValue('587');
    await expect(email.getByText('personal Gmail account about 500', { exact: false })).toBeVisible();
    await email.getByRole('button', { name: 'Microsoft SMTP' }).click();
    await expect(host).toHaveValue('smtp.office365.com');
    await expect(port).toHaveValue('587');
    await email.getByRole('button', { name: 'Save Settings' }).click();
    await expect(email.getByText('Username is required')).toBeVisible();
    await expect(email.getByText('Password is required')).toBeVisible();
    await expect(email.getByText('From email is required')).toBeVisible();

    // The local SMTP server, first with a wrong password.
    await host.fill(smtp.host);
    await port.fill(String(smtp.port));
    await chooseOption(email.getByRole('combobox', { name: 'Security' }), 'None (a local relay)');
    await email.getByLabel('Username').fill(SMTP_USER);
    const password = email.getByLabel('Password', { exact: true });
    await password.fill('wrong-password');
    await email.getByLabel('From Email').fill('dana@listingpro.example');
    await email.getByLabel('From Name').fill('Dana from ListingPro');
    await email.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Email Settings Saved')).toBeVisible();
    await expect(email.getByText('Current service: SMTP')).toBeVisible();
    // The spec's defaults once a service is configured: warm-up on, day 1 of 30.
    await expect(warmup).toContainText('Email warm-up is active');
    await expect(warmup).toContainText('Day 1 of 30-day warm-up process');
    await expect(warmup).toContainText("Today's limit: 50 of 2,500 emails");
    await expect(password).toHaveValue('');
    await expect(password).toHaveAttribute('placeholder', 'A password is stored');

    await email.getByRole('button', { name: 'Test Connection' }).click();
    await expect(toastWith(page, 'Connection Failed', /Unable to connect to email service: .*Invalid login: 535 Authentication failed/, 'failure')).toBeVisible();

    // The right password replaces the stored one: signed in.
    await password.fill(SMTP_PASSWORD);
    await email.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Email Settings Saved')).toBeVisible();
    await email.getByRole('button', { name: 'Test Connection' }).click();
    await expect(toastWith(page, 'Connection Successful', `Connected to 127.0.0.1:${smtp.port} and signed in as ${SMTP_USER}`)).toBeVisible();

    // Warm-up off: the card says it is not enabled; on again: day 1 of 30. The password is kept.
    await email.getByRole('switch', { name: 'Warm-up' }).click();
    await email.getByRole('button', { name: 'Save Settings' }).click();
    await expect(warmup).toContainText('Email warm-up is not enabled');
    await expect(warmup).not.toContainText('Day 1 of 30');
    await expect(email.getByRole('switch', { name: 'Warm-up' })).not.toBeChecked();
    await email.getByRole('switch', { name: 'Warm-up' }).click();
    await email.getByRole('button', { name: 'Save Settings' }).click();
    await expect(warmup).toContainText('Day 1 of 30-day warm-up process');
    await email.getByRole('button', { name: 'Test Connection' }).click();
    await expect(toastWith(page, 'Connection Successful', `signed in as ${SMTP_USER}`)).toBeVisible();

    // What the server answers: never the password.
    const saved = await (await page.request.get('/api/settings/email')).json();
    expect(saved).toMatchObject({ configured: true, provider: 'smtp', smtpHost: smtp.host, smtpPort: smtp.port, smtpSecurity: 'none', smtpPasswordSet: true, warmupEnabled: true });
    expect(JSON.stringify(saved)).not.toContain(SMTP_PASSWORD);

    // Outlook sends through the Microsoft 365 card.
    await chooseOption(email.getByRole('combobox', { name: 'Email Service' }), 'Outlook (Microsoft 365)');
    await expect(email.getByText('sends through the mailbox connected on the Microsoft 365 card')).toBeVisible();

    // Removed after a confirmation: back to no service.
    await email.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('tooltip').filter({ hasText: 'Remove the email settings?' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toast(page, 'Email Settings Removed')).toBeVisible();
    await expect(email.getByText('No email service is configured yet')).toBeVisible();
  });

  test('Legacy Settings with the e-mail cards fits the screen @phone', async ({ page }, testInfo) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    const { email, warmup } = await openLegacySettings(page);
    await chooseOption(email.getByRole('combobox', { name: 'Email Service' }), 'SMTP');
    await expect(email.getByLabel('SMTP Host')).toBeVisible();
    // Whatever the journeys before left configured, the card says where warm-up stands.
    await expect(warmup).toContainText(/Email warm-up is (active|not enabled)/);
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'legacy-email-settings');
  });
});
