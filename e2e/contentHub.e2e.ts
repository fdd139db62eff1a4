import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, createAccount } from './support/accounts.ts';
import { addSmtpAccountThroughApi } from './support/emailAccounts.ts';
import { screenshot } from './support/layout.ts';
import { toast, toastWith } from './support/toasts.ts';

/** The profile the generators write for, saved only when the shared database has none yet (set-up, not what is checked). */
const PROFILE = {
  name: 'ListingPro',
  industry: 'Real Estate Technology',
  targetAudience: 'Residential real estate agents',
  tone: 'friendly',
  companyDescription: 'Listing software that puts every agent listing in front of buyers for $49 a month.',
  keyBenefits: ['7-day free trial', 'Listings syndicated everywhere'],
};

interface ApiTemplate {
  id: string;
  type: 'email' | 'sms';
  name: string;
  subjectLines: string[];
  content: string;
  category: string;
  targetTier: string | null;
}

async function ensureCompanyProfile(request: APIRequestContext): Promise<void> {
  const current = await request.get('/api/company-profile');
  expect(current.status(), await current.text()).toBe(200);
  if ((await current.json()) !== null) return;
  const saved = await request.put('/api/company-profile', { data: PROFILE });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function templates(request: APIRequestContext): Promise<ApiTemplate[]> {
  const response = await request.get('/api/templates');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiTemplate[];
}

const wizard = (page: Page, name: string) => page.getByRole('dialog', { name });
const generated = (page: Page) => page.getByRole('list', { name: 'Generated templates' }).getByRole('listitem');

test.describe('content hub', () => {
  test.beforeEach(async ({ page }) => {
    const account = await createAccount(page.request, 'content');
    await apiSignIn(page.request, account.username, account.password);
    await ensureCompanyProfile(page.request);
  });

  test('generate an e-mail with the wizard (offline writer) and refine it', async ({ page }, testInfo) => {
    await page.goto('/content-hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Property Promoter Content Hub' })).toBeVisible();
    // The hero cards carry the advertised figures.
    await expect(page.getByRole('group', { name: 'Agent Database' })).toContainText('95,836');
    await expect(page.getByRole('group', { name: 'Mobile Coverage' })).toContainText('86.5%');
    await expect(page.getByRole('tab', { name: 'AI Wizard' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Start Email Wizard' }).click();
    const dialog = wizard(page, 'AI Email Content Wizard');
    await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 3' })).toBeVisible();

    // Step 1: a goal is needed.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Missing Goal', 'failure')).toBeVisible();
    await dialog.getByRole('radio', { name: /Demo Requests/ }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Step 2: at least one tier.
    await expect(dialog.getByRole('region', { name: 'Select Audience' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate Templates' }).click();
    await expect(toast(page, 'Missing Audience', 'failure')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /^Elite Agents/ }).check();
    await dialog.getByRole('checkbox', { name: /^High Performer Agents/ }).check();
    await expect(dialog.getByText('5,993 agents selected')).toBeVisible();
    await dialog.getByLabel('Anything to mention? (optional)').fill('mention our spring webinar');
    await dialog.getByRole('button', { name: 'Generate Templates' }).click();

    // Step 3: the offline writer's e-mails, labelled as such.
    await expect(dialog.getByRole('region', { name: 'Review and Launch' })).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Step 3 of 3' })).toBeVisible();
    await expect(dialog.getByText('Written without AI')).toBeVisible();
    await expect(generated(page)).toHaveCount(3);
    await expect(generated(page).first()).toContainText('Subject:');
    await expect(dialog.getByRole('region', { name: 'Review and Launch' })).toContainText('spring webinar');
    await screenshot(page, testInfo, 'content-hub-email-wizard', { fullPage: false });

    // Refine: feedback is needed; the templates are rewritten in place.
    await dialog.getByRole('button', { name: 'Refine Templates' }).click();
    await expect(toast(page, 'Feedback Required', 'failure')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Feedback' }).fill('Make it shorter and friendlier');
    await dialog.getByRole('button', { name: 'Refine Templates' }).click();
    await expect(toast(page, 'Templates Refined')).toBeVisible();
    await expect(generated(page)).toHaveCount(3);
    for (const item of await generated(page).all()) await expect(item).toContainText('Refined: Make it shorter and friendlier');
    await expect(dialog.getByRole('textbox', { name: 'Feedback' })).toHaveValue('');
    await expect(dialog.getByText('Written without AI')).toBeVisible();

    // Generate New Variations replaces them with new ones.
    await dialog.getByRole('button', { name: 'Generate New Variations' }).click();
    await expect(generated(page).first()).not.toContainText('Refined:');
    await expect(generated(page)).toHaveCount(3);

    // Create Campaign: the chosen e-mail becomes a template and a draft e-mail campaign on it for the chosen tiers, going
    // out from the team's mailbox (a campaign needs one).
    const mailbox = await addSmtpAccountThroughApi(page.request, { name: 'Wizard Sales', host: '127.0.0.1', port: 2525, username: 'wizard-sales', password: 'wizard-pw' });
    const chosen = generated(page).nth(1);
    const name = (await chosen.locator('.ant-card').getAttribute('aria-label')) ?? '';
    const subject = (await chosen.locator('[data-field="subject"]').innerText()).trim();
    await chosen.getByRole('radio').check();
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(toastWith(page, 'Campaign Created', 'Your campaign has been created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await templates(page.request)).find((t) => t.name === name && t.subjectLines[0] === subject)?.type, {
        message: 'the chosen e-mail saved as a template',
      })
      .toBe('email');
    await expect
      .poll(
        async () => {
          const campaigns = (await (await page.request.get('/api/campaigns')).json()) as { name: string; status: string; type: string; recipientFilter: { performanceTiers?: string[] } }[];
          const made = campaigns.find((c) => c.name.startsWith(`${name} - `));
          return made && { status: made.status, type: made.type, tiers: made.recipientFilter.performanceTiers };
        },
        { message: 'a draft campaign on it' },
      )
      .toEqual({ status: 'draft', type: 'email', tiers: ['elite', 'high-performer'] });
    expect((await page.request.delete(`/api/email-accounts/${mailbox.id}`)).status()).toBe(200);
  });

  test('use a prebuilt template and see the analytics tab', async ({ page }) => {
    await page.goto('/content-hub');
    await page.getByRole('tab', { name: 'Templates' }).click();
    const cards = page.getByRole('region', { name: 'Prebuilt email templates' });
    const card = cards.getByLabel('Free Trial Invitation', { exact: true });
    await expect(card).toBeVisible();
    await expect(cards.getByRole('button', { name: 'Use Template' })).toHaveCount(6);
    const before = (await templates(page.request)).filter((t) => t.name === 'Free Trial Invitation').length;
    await card.getByRole('button', { name: 'Use Template' }).click();
    await expect(toastWith(page, 'Template Created', '"Free Trial Invitation" is now in your email templates')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Saved to Templates' })).toBeDisabled();
    await expect.poll(async () => (await templates(page.request)).filter((t) => t.name === 'Free Trial Invitation').length).toBe(before + 1);
    const saved = (await templates(page.request)).find((t) => t.name === 'Free Trial Invitation')!;
    expect(saved).toMatchObject({ type: 'email', category: 'free-trial', targetTier: 'all', subjectLines: ['{{firstName}}, try it free for 7 days', 'Your listings, everywhere buyers look'] });

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText('Content analytics are coming soon')).toBeVisible();

    // The toast opens the saved template in the Template Builder.
    await page.getByRole('tab', { name: 'Templates' }).click();
    await cards.getByLabel('Getting Started Guide', { exact: true }).getByRole('button', { name: 'Use Template' }).click();
    const savedToast = toastWith(page, 'Template Created', '"Getting Started Guide" is now in your email templates');
    await savedToast.getByRole('button', { name: 'Open in Template Builder' }).click();
    await expect(page).toHaveURL(/\/dashboard\?section=templates$/);
    await expect(page.getByRole('textbox', { name: 'Template Name', exact: true })).toHaveValue('Getting Started Guide');
    await expect(page.getByRole('textbox', { name: 'Subject line 1', exact: true })).toHaveValue('{{firstName}}, make your first listings count');
  });

  test('write a text with the SMS wizard and keep it as an SMS template', async ({ page }, testInfo) => {
    await page.goto('/content-hub');
    await page.getByRole('button', { name: 'Start SMS Wizard' }).click();
    const dialog = wizard(page, 'AI SMS Campaign Wizard');
    await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Missing Goal', 'failure')).toBeVisible();
    await dialog.getByRole('radio', { name: /Book Demos/ }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByRole('button', { name: 'Generate SMS' }).click();
    await expect(toast(page, 'Missing Audience', 'failure')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /^Moderate Agents/ }).check();
    await expect(dialog.getByText('56,996 agents selected')).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate SMS' }).click();

    const generation = dialog.getByRole('region', { name: 'SMS Generation' });
    await expect(generation).toBeVisible();
    await expect(generation.getByText('Written without AI')).toBeVisible();
    await expect(generation.getByTestId('sms-length').first()).toContainText(/\d+ characters · 1 segment · GSM-7/);
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Review: the text can be changed, its length and segments follow as it is typed.
    const review = dialog.getByRole('region', { name: 'Review & Launch' });
    const message = review.getByRole('textbox', { name: 'Message' });
    await expect(message).not.toHaveValue('');
    await message.fill('Hi {{firstName}}, a 15-minute demo this week? Reply STOP to opt out');
    await expect(review.getByTestId('sms-length')).toHaveText('67 characters · 1 segment · GSM-7');
    await message.fill(`${'x'.repeat(150)} 😀 ok`);
    await expect(review.getByTestId('sms-length')).toHaveText('155 characters · 3 segments · UCS-2');
    await screenshot(page, testInfo, 'content-hub-sms-wizard', { fullPage: false });
    await message.fill('Hi {{firstName}}, a 15-minute demo this week? Reply STOP to opt out');

    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    const missingName = toastWith(page, 'Missing Information', 'Please enter a campaign name.', 'failure');
    await expect(missingName).toBeVisible();
    // The toast sits over the dialog's corner: closed, as a user would, to reach the button below it.
    await missingName.getByRole('button', { name: 'Close' }).click();
    const campaignName = `Spring demos ${Date.now().toString(36)}`;
    await review.getByRole('textbox', { name: 'Campaign Name' }).fill(campaignName);
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(toastWith(page, 'Template Created', 'SMS campaigns are not available yet')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await templates(page.request)).find((t) => t.name === campaignName)).toMatchObject({
      type: 'sms',
      category: 'sms-demo',
      targetTier: 'moderate',
      content: 'Hi {{firstName}}, a 15-minute demo this week? Reply STOP to opt out',
    });
  });
});
