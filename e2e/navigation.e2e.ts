import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, createAccount } from './support/accounts.ts';
import { toast } from './support/toasts.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';

/** The dashboard's sections in order (spec part 1 §2), and the screens some of them open. */
const SECTIONS: { title: string; route?: string }[] = [
  { title: 'Overview Dashboard' },
  { title: 'Contact Management', route: '/contacts' },
  { title: 'Email Campaigns' },
  { title: 'Email Sequences' },
  { title: 'SMS Campaigns' },
  { title: 'SMS Conversations', route: '/sms' },
  { title: 'Email Templates' },
  { title: 'Property Promoter Content Hub', route: '/content-hub' },
  { title: 'AI Marketing Ideas' },
  { title: 'Email Warm-up Manager' },
  { title: 'Email Deliverability' },
  { title: 'Analytics & Reports' },
  { title: 'Company Profile', route: '/company-profile' },
  { title: 'Settings' },
];

function navigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

function sectionLink(page: Page, title: string) {
  return navigation(page).getByRole('menuitem', { name: title, exact: true });
}

test.describe('application shell', () => {
  test.beforeEach(async ({ page, request }) => {
    const account = await createAccount(request, 'nav');
    await apiSignIn(page.request, account.username, account.password);
  });

  test('the side navigation opens every section in order', async ({ page }, testInfo) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview Dashboard' })).toBeVisible();
    await expect(navigation(page).getByRole('menuitem')).toHaveText(SECTIONS.map((s) => s.title));
    await screenshot(page, testInfo, 'dashboard');

    for (const section of SECTIONS) {
      await sectionLink(page, section.title).click();
      await expect(page.getByRole('heading', { level: 1, name: section.title, exact: true })).toBeVisible();
      if (section.route) {
        await expect(page).toHaveURL(new RegExp(`${section.route}$`));
        await page.getByRole('button', { name: 'Back to Dashboard' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
      } else {
        await expect(page).toHaveURL(/\/dashboard(\?section=[\w-]+)?$/);
        // A screen shown inside the dashboard (AI Marketing Ideas) comes without its own frame.
        await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toHaveCount(0);
      }
    }
  });

  test('Email Sequences lists the sequences and builds a new one in Advanced Setup, the sequence type chosen', async ({ page }) => {
    await page.goto('/dashboard');
    await sectionLink(page, 'Email Sequences').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Sequences' })).toBeVisible();
    const sequences = page.getByRole('region', { name: 'Sequences', exact: true });
    await expect(sequences.getByRole('columnheader')).toHaveText(['Campaign', 'Recipients', 'Status', 'Open Rate', 'Click Rate', 'Sent', 'Actions']);
    // Only sequences are listed here: every type shown under Campaign is an automated sequence (or none yet).
    for (const row of await sequences.locator('tbody tr').all()) {
      const text = await row.textContent();
      expect(text?.includes('Automated sequence') || text?.startsWith('No sequences yet')).toBe(true);
    }
    await page.getByRole('button', { name: 'New Sequence' }).click();
    const setup = page.getByRole('dialog', { name: 'Advanced Campaign Setup' });
    await expect(setup.getByRole('radio', { name: 'Automated sequence' })).toBeChecked();
    await setup.getByRole('button', { name: 'Cancel' }).click();
    await expect(setup).toBeHidden();
  });

  test('a section survives a reload', async ({ page }) => {
    await page.goto('/dashboard');
    await sectionLink(page, 'Email Warm-up Manager').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Warm-up Manager' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Warm-up Manager' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview Dashboard' })).toBeVisible();
  });

  test('the navigation is fixed on a large screen and a drawer on a phone that closes after a choice @phone', async ({ page }, testInfo) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview Dashboard' })).toBeVisible();
    await expectNoHorizontalPageScroll(page);
    if (testInfo.project.name !== 'phone') {
      await expect(navigation(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
      return;
    }
    await expect(navigation(page)).toBeHidden();
    await screenshot(page, testInfo, 'dashboard');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(navigation(page).getByRole('menuitem')).toHaveText(SECTIONS.map((s) => s.title));
    await screenshot(page, testInfo, 'dashboard-drawer', { fullPage: false });

    await sectionLink(page, 'Email Sequences').click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Sequences' })).toBeVisible();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(drawer).toBeVisible();
    await sectionLink(page, 'SMS Conversations').click();
    await expect(page).toHaveURL(/\/sms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SMS Conversations' })).toBeVisible();

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview Dashboard' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('a failed Microsoft connection is reported, opens Settings and resets the address @phone', async ({ page, baseURL }) => {
    await page.goto('/dashboard?error=oauth_failed');

    await expect(toast(page, 'Microsoft Connection Failed', 'failure')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'User Management' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});
