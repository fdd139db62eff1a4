import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, createAccount, uniqueName } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { screenshot } from './support/layout.ts';
import { toast } from './support/toasts.ts';

const DESCRIPTION = 'Listing software that puts every agent listing in front of buyers for $49 a month.';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const benefits = (page: Page) => page.getByRole('list', { name: 'Key benefits' }).getByRole('listitem');

test('fill the company profile', async ({ page, request }, testInfo) => {
  const account = await createAccount(request, 'profile');
  await apiSignIn(page.request, account.username, account.password);
  const before = await page.request.get('/api/company-profile');

  await page.goto('/company-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  expect(before.status(), await before.text()).toBe(200);
  const firstSave = (await before.json()) === null;
  if (firstSave) {
    // Nothing saved yet: the form starts with the spec's defaults and no benefits.
    await expect(field(page, 'Company Name')).toHaveValue('');
    await expect(page.locator('.ant-form-item').filter({ hasText: 'Industry' }).getByTitle('Software/Technology')).toBeVisible();
    await expect(page.locator('.ant-form-item').filter({ hasText: 'Email Tone' }).getByTitle('Professional')).toBeVisible();
    await expect(field(page, 'Target Audience')).toHaveValue('Real estate agents and brokers');
    await expect(benefits(page)).toHaveCount(0);
  }

  // Saving an incomplete profile names what is missing, stays on the page and saves nothing.
  await field(page, 'Company Name').fill('');
  await field(page, 'Company Description').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Missing Company Name')).toBeVisible();
  await expect(page.getByText('Please describe your company and what you do')).toBeVisible();
  await field(page, 'Company Name').fill('L');
  await field(page, 'Company Description').fill('Listing software');
  await expect(page.getByText('Company name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please provide a more detailed company description (at least 20 characters)')).toBeVisible();
  await expect(page).toHaveURL(/\/company-profile$/);

  const name = uniqueName('ListingPro');
  await field(page, 'Company Name').fill(name);
  await chooseOption(page.getByRole('combobox', { name: 'Industry' }), 'Real Estate Technology');
  await chooseOption(page.getByRole('combobox', { name: 'Email Tone' }), 'Friendly');
  await field(page, 'Target Audience').fill('Top-producing residential agents');
  await field(page, 'Company Description').fill(DESCRIPTION);
  if (firstSave) {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please add at least one key benefit or feature')).toBeVisible();
  }
  // A profile saved before this journey: start its benefits afresh.
  for (let left = await benefits(page).count(); left > 0; left--) {
    await benefits(page).first().getByRole('button', { name: /^Remove / }).click();
    await expect(benefits(page)).toHaveCount(left - 1);
  }

  // Benefits: Enter adds one (trimmed), so does the Add button; the same one again is refused.
  const newBenefit = page.getByRole('textbox', { name: 'New key benefit' });
  await newBenefit.fill('   7-day free trial  ');
  await newBenefit.press('Enter');
  await expect(benefits(page)).toHaveText(['7-day free trial']);
  await expect(newBenefit).toHaveValue('');
  await newBenefit.fill('Listings syndicated everywhere');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await newBenefit.fill('7-DAY free trial');
  await newBenefit.press('Enter');
  await expect(page.getByText('This benefit already exists')).toBeVisible();
  await expect(benefits(page)).toHaveText(['7-day free trial', 'Listings syndicated everywhere']);
  await screenshot(page, testInfo, 'company-profile');
  await newBenefit.fill('');
  await expect(page.getByText('This benefit already exists')).toBeHidden();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Profile Saved')).toContainText('Your company profile has been updated successfully.');
  await expect(page).toHaveURL(/\/dashboard$/);

  const saved = {
    name,
    industry: 'Real Estate Technology',
    targetAudience: 'Top-producing residential agents',
    tone: 'friendly',
    companyDescription: DESCRIPTION,
    keyBenefits: ['7-day free trial', 'Listings syndicated everywhere'],
  };
  // The browser keeps a copy of the saved profile for the screens that write from it.
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('companyProfile'))) ?? 'null')).toEqual(saved);

  // Back on the profile from the dashboard: the saved profile is loaded.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Company Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/company-profile$/);
  await expect(field(page, 'Company Name')).toHaveValue(name);
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Industry' }).getByTitle('Real Estate Technology')).toBeVisible();
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Email Tone' }).getByTitle('Friendly')).toBeVisible();
  await expect(field(page, 'Target Audience')).toHaveValue('Top-producing residential agents');
  await expect(field(page, 'Company Description')).toHaveValue(DESCRIPTION);
  await expect(benefits(page)).toHaveText(['7-day free trial', 'Listings syndicated everywhere']);

  // Cancel leaves without saving.
  await field(page, 'Company Name').fill('Not kept');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await (await page.request.get('/api/company-profile')).json()).toMatchObject(saved);
});
