import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, createAccount, uniqueName } from './support/accounts.ts';
import { screenshot } from './support/layout.ts';
import { toast, toastWith } from './support/toasts.ts';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const subjectLine = (page: Page, n: number) => page.getByRole('textbox', { name: `Subject line ${n}`, exact: true });
const libraryCard = (page: Page, name: string) => region(page, 'Template library').getByRole('article', { name, exact: true });

interface TemplateAnswer {
  id: string;
  name: string;
  subjectLines: string[];
  content: string;
  variables: string[];
  status: string;
}

async function emailTemplates(page: Page): Promise<TemplateAnswer[]> {
  const response = await page.request.get('/api/templates?type=email');
  expect(response.status()).toBe(200);
  return (await response.json()) as TemplateAnswer[];
}

/** Picks a variable in the open Add Variable popover by searching for it. */
async function pickVariable(page: Page, target: string, search: string, option: RegExp) {
  await page.getByRole('button', { name: `Add variable to ${target}` }).click();
  const searchBox = page.getByRole('textbox', { name: 'Search variables' });
  await searchBox.fill(search);
  await page.getByRole('listbox', { name: 'Variables' }).getByRole('option', { name: option }).click();
  await expect(searchBox).toBeHidden();
}

async function openEmailTemplates(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Email Templates', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?section=templates$/);
}

test.describe('email templates', () => {
  test.beforeEach(async ({ page, request }) => {
    const account = await createAccount(request, 'templates');
    await apiSignIn(page.request, account.username, account.password);
    // The new user is on the read side before the page asks who is signed in.
    await expect.poll(async () => (await page.request.get('/api/user')).status()).toBe(200);
  });

  test('build a template with two subject lines and a variable, preview it, save it and find it in the library', async ({ page }, testInfo) => {
    const before = await emailTemplates(page);
    await openEmailTemplates(page);
    await expect(page.getByRole('tab', { name: 'Template Builder', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'AI Template Optimizer' })).toBeVisible();
    if (before.length === 0) await expect(region(page, 'Template library').getByText('No templates yet')).toBeVisible();

    const name = uniqueName('Listing intro');
    await page.getByRole('textbox', { name: 'Template Name', exact: true }).fill(name);

    // The variable picker searches the catalogue, says when nothing matches, and inserts at the cursor.
    await page.getByRole('button', { name: 'Add variable to subject line 1' }).click();
    const searchBox = page.getByRole('textbox', { name: 'Search variables' });
    await expect(page.getByRole('group', { name: 'Personal' })).toBeVisible();
    await searchBox.fill('no such variable');
    await expect(page.getByText('No variables found.')).toBeVisible();
    await searchBox.press('Escape');
    await expect(searchBox).toBeHidden();

    await subjectLine(page, 1).fill(', a faster way to market your listings');
    await subjectLine(page, 1).press('Home');
    await pickVariable(page, 'subject line 1', 'first', /^First Name \{\{firstName\}\}$/);
    await expect(subjectLine(page, 1)).toHaveValue('{{firstName}}, a faster way to market your listings');

    // Subject line options: added and removed, one always kept.
    await expect(page.getByRole('button', { name: 'Remove subject line 1' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add Subject Line' }).click();
    await subjectLine(page, 2).fill('Sell homes in {{city}} faster');
    await page.getByRole('button', { name: 'Add Subject Line' }).click();
    await subjectLine(page, 3).fill('Not kept');
    await page.getByRole('button', { name: 'Remove subject line 3' }).click();
    await expect(subjectLine(page, 3)).toHaveCount(0);

    const content = page.getByRole('textbox', { name: 'Email Content', exact: true });
    await expect(content).toHaveAttribute('rows', '12');
    await content.fill('Hi ,\n\nAgents at {{company}} list homes in minutes with our software.');
    await content.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(3, 3));
    await pickVariable(page, 'email content', 'First Name', /^First Name \{\{firstName\}\}$/);
    await expect(content).toHaveValue('Hi {{firstName}},\n\nAgents at {{company}} list homes in minutes with our software.');

    // The live preview shows the texts with sample values.
    const preview = region(page, 'Live preview');
    await expect(preview.getByRole('list', { name: 'Subject preview' }).getByRole('listitem')).toHaveText([
      'Sarah, a faster way to market your listings',
      'Sell homes in Austin faster',
    ]);
    await expect(preview.getByLabel('Message preview')).toHaveText('Hi Sarah,\n\nAgents at Keller Williams Realty list homes in minutes with our software.');
    await content.fill(`${await content.inputValue()} {{frist_name}}`);
    await expect(preview.getByText('Unknown variable: {{frist_name}}')).toBeVisible();
    await content.fill((await content.inputValue()).replace(' {{frist_name}}', ''));
    await expect(preview.getByText(/Unknown variable/)).toBeHidden();

    // The deliverability analysis of the content and a chosen subject line.
    const analysis = region(page, 'Deliverability analysis');
    await analysis.getByRole('button', { name: 'Analyze Deliverability' }).click();
    await expect(analysis.getByLabel('Deliverability score')).toHaveText(/^\d{1,3}$/);
    await expect(analysis.getByText(/^Grade [A-F]$/)).toBeVisible();
    await expect(analysis.getByText(/^(Low|Medium|High) spam risk$/)).toBeVisible();
    await screenshot(page, testInfo, 'template-builder');

    await page.getByRole('button', { name: 'Save Template' }).click();
    await expect(toastWith(page, 'Template Created', name)).toBeVisible();
    // The builder starts afresh and the template is in the library.
    await expect(page.getByRole('textbox', { name: 'Template Name', exact: true })).toHaveValue('');
    await expect(subjectLine(page, 2)).toHaveCount(0);
    const card = libraryCard(page, name);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Hi {{firstName}},');
    await expect(card).toContainText('2 subject variations');
    await expect(card).toContainText(/Created: [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const saved = (await emailTemplates(page)).find((template) => template.name === name);
    expect(saved).toMatchObject({
      subjectLines: ['{{firstName}}, a faster way to market your listings', 'Sell homes in {{city}} faster'],
      content: 'Hi {{firstName}},\n\nAgents at {{company}} list homes in minutes with our software.',
      status: 'saved',
    });
    expect(saved!.variables).toEqual(expect.arrayContaining(['first_name', 'last_name', 'company', 'location', 'firstName', 'city']));

    // Edit it: the builder opens it; Save Draft keeps it as a draft and goes on editing it.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('textbox', { name: 'Template Name', exact: true })).toHaveValue(name);
    await expect(subjectLine(page, 2)).toHaveValue('Sell homes in {{city}} faster');
    await page.getByRole('button', { name: 'Remove subject line 2' }).click();
    // A saved template turned into a draft leaves the campaigns' template pickers: asked first.
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Turn this template into a draft?')).toBeVisible();
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(toastWith(page, 'Template Updated', `"${name}" is kept as a draft`)).toBeVisible();
    await expect(page.getByText(`Edit Template: ${name}`)).toBeVisible();
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(card).toContainText('1 subject variation');
    expect((await emailTemplates(page)).filter((template) => template.name === name)).toMatchObject([{ id: saved!.id, status: 'draft', subjectLines: [saved!.subjectLines[0]] }]);

    // Copy it, then delete the copy after confirming.
    await card.getByRole('button', { name: `Copy ${name}` }).click();
    await expect(toast(page, 'Template Copied')).toBeVisible();
    const copy = libraryCard(page, `${name} (Copy)`);
    await expect(copy).toBeVisible();
    await copy.getByRole('button', { name: `Delete ${name} (Copy)` }).click();
    await page.getByRole('tooltip').filter({ hasText: 'Delete template' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Template Deleted')).toBeVisible();
    await expect(copy).toHaveCount(0);
    await expect(card).toBeVisible();
  });

  test('write with the AI content, improve and subject line buttons (offline writer)', async ({ page }, testInfo) => {
    const profile = await page.request.put('/api/company-profile', {
      data: {
        name: 'ListingPro',
        industry: 'Real Estate Technology',
        targetAudience: 'Residential listing agents',
        tone: 'friendly',
        companyDescription: 'Listing software that puts every listing in front of buyers for $49 a month.',
        keyBenefits: ['7-day free trial', 'Listings syndicated everywhere'],
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    await openEmailTemplates(page);
    const profileCard = region(page, 'AI company profile');
    await expect(profileCard).toContainText('ListingPro');
    await expect(profileCard.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

    const content = page.getByRole('textbox', { name: 'Email Content', exact: true });
    // Improving and writing subject lines need content first.
    await page.getByRole('button', { name: 'More Persuasive' }).click();
    await expect(toastWith(page, 'Content Required', 'Please add email content first', 'failure')).toBeVisible();
    await page.getByRole('button', { name: 'AI Generate' }).click();
    await expect(toastWith(page, 'Content Required', 'Please add email content first', 'failure')).toBeVisible();

    // An introduction e-mail: its content and its first three subject lines, marked as written without AI.
    await page.getByRole('group', { name: 'Generate with AI' }).getByRole('button', { name: 'Introduction' }).click();
    await expect(toast(page, 'Content Generated')).toBeVisible();
    await expect(content).not.toHaveValue('');
    await expect(subjectLine(page, 3)).not.toHaveValue('');
    await expect(subjectLine(page, 4)).toHaveCount(0);
    await expect(page.getByText('Written without AI')).toHaveCount(2);
    const written = await content.inputValue();

    await page.getByRole('group', { name: 'Improve content' }).getByRole('button', { name: 'More Concise' }).click();
    await expect(toast(page, 'Content Improved')).toBeVisible();
    await expect(content).not.toHaveValue(written);

    // New subject lines come after the ones already there, which stay as they are.
    const firstSubject = await subjectLine(page, 1).inputValue();
    await page.getByRole('button', { name: 'AI Generate' }).click();
    await expect(toast(page, 'Subject Lines Generated')).toBeVisible();
    await expect(subjectLine(page, 1)).toHaveValue(firstSubject);
    await expect(subjectLine(page, 4)).not.toHaveValue('');
    await screenshot(page, testInfo, 'template-builder-ai');

    // Editing the text takes its label away.
    await content.press('End');
    await content.pressSequentially(' Thanks!');
    await expect(page.getByText('Written without AI')).toHaveCount(1);

    // The profile edited from here needs a name, a description and a benefit.
    await profileCard.getByRole('button', { name: 'Quick Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Company Profile' });
    await expect(dialog.getByLabel('Company Name', { exact: true })).toHaveValue('ListingPro');
    await dialog.getByLabel('Company Name', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toastWith(page, 'Validation Error', 'Please fill in all required fields', 'failure')).toBeVisible();
    await dialog.getByLabel('Company Name', { exact: true }).fill('ListingPro Realty');
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Profile Saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\?section=templates$/);
    await expect(profileCard).toContainText('ListingPro Realty');
  });

  test('a sign-in return on the template page is reported in its words and the address cleaned @phone', async ({ page, baseURL }) => {
    await page.goto('/dashboard?section=templates&error=redirect_uri_mismatch');
    await expect(toastWith(page, 'Configuration Error', 'OAuth configuration error. Please contact support.', 'failure')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/dashboard?section=templates`);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();

    await page.goto('/dashboard?section=templates&error=no_auth_code');
    await expect(toast(page, 'Authorization Failed', 'failure')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/dashboard?section=templates`);
  });
});
