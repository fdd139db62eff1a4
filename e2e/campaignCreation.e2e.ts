import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, uniqueName } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import {
  addDraftCampaignThroughApi,
  addEmailTemplateThroughApi,
  audienceCount,
  campaignsNamed,
  contactCities,
  expectAudienceCount,
  listCampaigns,
  senderLabel,
} from './support/campaignForms.ts';
import { cancelCampaignsStillToGo } from './support/campaigns.ts';
import { ADMIN } from './support/credentials.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import { toast, toastWith } from './support/toasts.ts';

/** These journeys load the page's dialogs and their data one after another: on a busy machine each may take a while to appear. */
const expect = baseExpect.configure({ timeout: 30_000 });

interface Mailbox {
  id: string;
  name: string;
  fromEmail: string;
  isPrimary: boolean;
}

/**
 * A mailbox of the team to send from (set-up): the campaigns are checked against it, nothing is
 * sent to the agents. Waits until the read side lists it (a busy machine's projections may take a while).
 */
async function addMailbox(request: APIRequestContext): Promise<Mailbox> {
  const username = uniqueName('campaigns');
  const response = await request.post('/api/email-accounts', {
    data: { name: `Sales ${username}`, provider: 'smtp', fromName: 'Sales', fromEmail: `${username}@listingpro.example`, smtpHost: '127.0.0.1', smtpPort: 2525, smtpUsername: username, smtpSecurity: 'none', smtpPassword: 'campaign-pw' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const listed = async () => ((await (await request.get('/api/email-accounts')).json()) as Mailbox[]).find((account) => account.id === id);
  await expect.poll(async () => (await listed()) !== undefined, { message: 'the mailbox is listed', timeout: 60_000 }).toBe(true);
  return (await listed())!;
}

/** A date `days` from today as the date input takes it (this machine's time zone, which the browser shares). */
function localDate(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

const openCampaigns = async (page: Page) => {
  await page.goto('/campaigns');
  // The first page of a journey loads the app itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Email Campaigns' })).toBeVisible({ timeout: 90_000 });
};

test.describe('campaign creation', () => {
  test.describe.configure({ timeout: 180_000 });
  let mailbox: Mailbox;

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    mailbox = await addMailbox(page.request);
  });

  test.afterEach(async ({ page }) => {
    // A mailbox that campaigns still to go send from is not deleted: they are cancelled first, as a user would.
    await cancelCampaignsStillToGo(page.request);
    const deleted = await page.request.delete(`/api/email-accounts/${mailbox.id}`);
    expect(deleted.status(), await deleted.text()).toBe(200);
  });

  test('create a one-time campaign with the Streamlined creator @phone', async ({ page }, testInfo) => {
    const name = uniqueName('Spring outreach');
    await openCampaigns(page);
    await page.getByRole('button', { name: 'Streamlined Creator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Email Campaign' });
    await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeVisible();

    // Closing with something typed asks first: Keep Editing keeps it, Discard throws it away.
    const nameField = dialog.getByRole('textbox', { name: 'Campaign Name', exact: true });
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await nameField.fill(name);
    await nameField.press('Escape');
    await expect(discard).toContainText('What you entered in this dialog will be lost.');
    await discard.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(discard).toBeHidden();
    await expect(nameField).toHaveValue(name);
    await nameField.press('Escape');
    await discard.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Streamlined Creator' }).click();
    await expect(nameField).toHaveValue('');

    // Step 1: a name and an account are needed.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Campaign name is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Campaign Name', exact: true }).fill(name);
    await expect(dialog.getByRole('radio', { name: 'One-time email' })).toBeChecked();
    await chooseOption(dialog.getByRole('combobox', { name: 'Sending Email Account' }), senderLabel(mailbox));
    // The error goes (its fold-away moves the buttons) before Next is clicked where it now is.
    await expect(dialog.getByText('Campaign name is required')).toBeHidden();
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Step 2: the e-mail, with a variable from the picker.
    await expect(dialog.getByRole('progressbar', { name: 'Step 2 of 4' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Template name is required')).toBeVisible();
    await expect(dialog.getByText('Subject line is required')).toBeVisible();
    await expect(dialog.getByText('Email content is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Template Name', exact: true }).fill(`${name} e-mail`);
    // The variable goes in at the caret. On a busy phone-sized page the option's click can land while
    // the picker is still opening and do nothing: the whole step is tried again from the typed text.
    await expect(async () => {
      await dialog.getByRole('textbox', { name: 'Subject Line', exact: true }).fill(', more buyers for your listings');
      await dialog.getByRole('textbox', { name: 'Subject Line', exact: true }).press('Home');
      await dialog.getByRole('button', { name: 'Add variable to subject line' }).click();
      await page.getByRole('option', { name: 'First Name {{firstName}}' }).click({ timeout: 3000 });
      await expect(dialog.getByRole('textbox', { name: 'Subject Line', exact: true })).toHaveValue('{{firstName}}, more buyers for your listings', { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await dialog.getByRole('textbox', { name: 'Email Content', exact: true }).fill('Hi {{firstName}},\n\nListingPro puts your listings in front of more buyers for $49 a month.');
    // What is typed right after a variable is inserted stays where it is typed.
    await expect(dialog.getByRole('textbox', { name: 'Subject Line', exact: true })).toHaveValue('{{firstName}}, more buyers for your listings');
    for (const error of ['Template name is required', 'Subject line is required', 'Email content is required']) await expect(dialog.getByText(error)).toBeHidden();
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Step 3: recipients by tier and city, counted live; Next stays off while nobody is chosen.
    const recipients = dialog.getByRole('region', { name: 'Select Recipients' });
    await expect(recipients).toBeVisible();
    await expectAudienceCount(page, recipients, await audienceCount(page.request, {}));
    await recipients.getByRole('checkbox', { name: /^Elite Agents/ }).check();
    await recipients.getByRole('checkbox', { name: /^High Performer Agents/ }).check();
    const chosenTiers = ['elite', 'high-performer'];
    const expected = await audienceCount(page.request, { performanceTiers: chosenTiers });
    expect(expected, 'the demo data has top performers with e-mail addresses').toBeGreaterThan(0);
    await expectAudienceCount(page, recipients, expected);
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
    // A city without any top performer empties the audience.
    let empty: { city: string; state: string | null } | undefined;
    for (const candidate of (await contactCities(page.request)).slice(0, 40)) {
      if ((await audienceCount(page.request, { cities: [candidate.city], performanceTiers: chosenTiers })) === 0) {
        empty = candidate;
        break;
      }
    }
    expect(empty, 'a city of the demo data without top performers').toBeDefined();
    const cityBox = recipients.getByRole('checkbox', { name: empty!.state ? `${empty!.city}, ${empty!.state}` : empty!.city, exact: true });
    await cityBox.check();
    await expectAudienceCount(page, recipients, 0);
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await cityBox.uncheck();
    await expectAudienceCount(page, recipients, expected);
    await expectNoHorizontalPageScroll(page);
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Step 4: the summary, the preview with sample values, a draft and a test of it.
    const review = dialog.getByRole('region', { name: 'Review and Send' });
    await expect(review.getByRole('progressbar')).toHaveCount(0);
    await expect(review).toContainText(name);
    await expect(review).toContainText(expected.toLocaleString('en-US'));
    await expect(review.locator('[data-field="subject"]')).toHaveText('Sarah, more buyers for your listings');
    await expect(review.getByText('Save as Draft to send a test')).toBeVisible();
    // The e-mail's deliverability analysis, shown for information.
    await expect(review.getByRole('region', { name: 'Deliverability analysis' }).getByLabel('Deliverability score')).toHaveText(/^\d{1,3}$/);
    await dialog.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(toast(page, 'Draft Saved')).toBeVisible();
    const testCard = review.getByRole('region', { name: 'Send Test Email' });
    await testCard.getByRole('textbox', { name: 'Test email address' }).fill('not-an-address');
    await testCard.getByRole('textbox', { name: 'Test email address' }).press('Enter');
    await expect(toastWith(page, 'Invalid Email', 'Please enter a valid email address', 'failure')).toBeVisible();
    await testCard.getByRole('textbox', { name: 'Test email address' }).fill('me@listingpro.example');
    await testCard.getByRole('textbox', { name: 'Test email address' }).press('Enter');
    // The test is followed to its outcome: the journey's mailbox has no mail server listening, so it waits, and the user is told why.
    await expect(toastWith(page, 'Test Email Delayed', /me@listingpro\.example waits until .+: The mailbox could not sign in or reach its mail server \(connect ECONNREFUSED 127\.0\.0\.1:2525\)/)).toBeVisible();
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'campaign-streamlined-review', { fullPage: false });

    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(toastWith(page, 'Campaign Created', 'Your campaign has been created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(discard).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recent Campaigns' }).getByText(name, { exact: true })).toBeVisible();

    // One draft (the saved draft became the campaign), on a template holding the e-mail.
    const made = await campaignsNamed(page.request, name);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ type: 'email', status: 'draft', fromEmailAccountId: mailbox.id, recipientFilter: { cities: [], performanceTiers: chosenTiers } });
    const template = (await (await page.request.get(`/api/templates/${made[0]!.templateId}`)).json()) as { name: string; subjectLines: string[] };
    expect(template).toMatchObject({ name: `${name} e-mail`, subjectLines: ['{{firstName}}, more buyers for your listings'] });
  });

  test('create an A/B test with Advanced Setup and see its variants', async ({ page }) => {
    const name = uniqueName('Subject test');
    await openCampaigns(page);
    await page.getByRole('button', { name: 'Advanced Setup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Campaign Setup' });
    await dialog.getByRole('textbox', { name: 'Campaign Name', exact: true }).fill(name);
    await dialog.getByRole('radio', { name: 'A/B test campaign' }).check();
    await chooseOption(dialog.getByRole('combobox', { name: 'Sending Email Account' }), senderLabel(mailbox));

    // The recipient checkboxes choose the audience, counted live.
    const recipients = dialog.getByRole('group', { name: 'Recipients' });
    await expect(recipients.getByRole('checkbox', { name: 'All active contacts' })).toBeChecked();
    await expectAudienceCount(page, recipients, await audienceCount(page.request, {}));
    await recipients.getByRole('checkbox', { name: /^Top performers/ }).check();
    await expect(recipients.getByRole('checkbox', { name: 'All active contacts' })).not.toBeChecked();
    await expectAudienceCount(page, recipients, await audienceCount(page.request, { performanceTiers: ['elite', 'high-performer'] }));

    // Shared content written here; three subject lines to test.
    await chooseOption(dialog.getByRole('combobox', { name: 'Template' }), 'Custom Template...');
    await dialog.getByRole('textbox', { name: 'Email Content', exact: true }).fill('Hi {{firstName}}, your listings deserve more buyers. Try ListingPro free for 7 days.');
    const abTest = dialog.getByRole('region', { name: 'A/B Test' });
    await abTest.getByRole('textbox', { name: 'Variant A subject line' }).fill('{{firstName}}, more buyers this spring');
    await abTest.getByRole('textbox', { name: 'Variant B subject line' }).fill('A free week of ListingPro');
    await abTest.getByRole('button', { name: 'Add Variant' }).click();
    await abTest.getByRole('textbox', { name: 'Variant C subject line' }).fill('Your listings, everywhere buyers look');
    await expect(abTest.getByRole('spinbutton', { name: 'Test share of the audience (%)' })).toHaveValue('20');
    await expect(abTest.getByRole('spinbutton', { name: 'Wait before choosing the winner (hours)' })).toHaveValue('4');
    await abTest.getByRole('spinbutton', { name: 'Wait before choosing the winner (hours)' }).fill('6');
    // Clicks decide only with click tracking on.
    await dialog.getByRole('checkbox', { name: 'Track clicks' }).check();
    await chooseOption(abTest.getByRole('combobox', { name: 'Winner decided by' }), 'Clicks');
    await chooseOption(abTest.getByRole('combobox', { name: 'Without a clear winner' }), 'Send the best-performing variant anyway');

    // Preview: variant A with sample values.
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.locator('[data-field="subject"]')).toHaveText('Sarah, more buyers this spring');
    await expect(preview.locator('[data-field="content"]')).toContainText('Hi Sarah, your listings deserve more buyers.');
    await preview.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    // Later: a past time is refused, a future one schedules it.
    await dialog.getByRole('radio', { name: 'Send later' }).check();
    await dialog.getByLabel('Send date', { exact: true }).fill(localDate(-1));
    await dialog.getByLabel('Send time', { exact: true }).fill('09:30');
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(toastWith(page, 'Error', 'The schedule time must be in the future', 'failure')).toBeVisible();
    expect((await listCampaigns(page.request)).some((c) => c.name === name)).toBe(false);
    await dialog.getByLabel('Send date', { exact: true }).fill(localDate(2));
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(toastWith(page, 'Success', 'Campaign created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const [made] = await campaignsNamed(page.request, name);
    expect(made).toMatchObject({
      type: 'ab-test',
      status: 'scheduled',
      fromEmailAccountId: mailbox.id,
      recipientFilter: { cities: [], performanceTiers: ['elite', 'high-performer'] },
      tracking: { opens: false, clicks: true },
      abTest: {
        testPercent: 20,
        waitHours: 6,
        metric: 'clicks',
        fallback: 'best-observed',
        variants: [
          { key: 'A', subject: '{{firstName}}, more buyers this spring', content: null },
          { key: 'B', subject: 'A free week of ListingPro', content: null },
          { key: 'C', subject: 'Your listings, everywhere buyers look', content: null },
        ],
      },
    });
    expect(new Date(made!.scheduledAt!).getTime()).toBeGreaterThan(Date.now());

    // The campaign's page shows its variants.
    await page.getByRole('region', { name: 'Recent Campaigns' }).getByRole('button', { name: `View ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${made!.id}$`));
    for (const subject of ['{{firstName}}, more buyers this spring', 'A free week of ListingPro', 'Your listings, everywhere buyers look']) {
      await expect(page.getByText(subject, { exact: false }).first()).toBeVisible();
    }
  });

  test('build a three-step sequence with Advanced Setup', async ({ page }) => {
    const name = uniqueName('Trial sequence');
    const templateName = uniqueName('Sequence opener');
    const templateId = await addEmailTemplateThroughApi(page.request, { name: templateName, subject: 'Hi {{firstName}}', content: 'A quick hello from ListingPro.' });
    await openCampaigns(page);
    await page.getByRole('button', { name: 'Advanced Setup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Campaign Setup' });
    await dialog.getByRole('textbox', { name: 'Campaign Name', exact: true }).fill(name);
    await dialog.getByRole('radio', { name: 'Automated sequence' }).check();
    await chooseOption(dialog.getByRole('combobox', { name: 'Sending Email Account' }), senderLabel(mailbox));

    const steps = dialog.getByRole('region', { name: 'Sequence Steps' });
    const step = (n: number) => steps.getByRole('group', { name: `Step ${n}` });
    await chooseOption(step(1).getByRole('combobox', { name: 'Step 1 Template' }), templateName);
    await steps.getByRole('button', { name: 'Add Step' }).click();
    await chooseOption(step(2).getByRole('combobox', { name: 'Step 2 Template' }), 'Custom Template...');
    await step(2).getByRole('textbox', { name: 'Step 2 Subject Line', exact: true }).fill('Did you see this, {{firstName}}?');
    await step(2).getByRole('textbox', { name: 'Step 2 Email Content', exact: true }).fill('Following up on my note about your listings.');
    await step(2).getByRole('spinbutton', { name: /Step 2 delay/ }).fill('2');
    await steps.getByRole('button', { name: 'Add Step' }).click();
    await chooseOption(step(3).getByRole('combobox', { name: 'Step 3 Template' }), 'Custom Template...');
    await step(3).getByRole('textbox', { name: 'Step 3 Subject Line', exact: true }).fill('Last note, {{firstName}}');
    await step(3).getByRole('textbox', { name: 'Step 3 Email Content', exact: true }).fill('I will leave it here: the free week is yours whenever you want it.');
    await step(3).getByRole('spinbutton', { name: /Step 3 delay/ }).fill('5');
    await step(3).getByRole('checkbox', { name: 'Send as a reply in the same thread' }).uncheck();
    // Reorder: the last note moves up to second and back.
    await step(3).getByRole('button', { name: 'Move step 3 up' }).click();
    await expect(step(2).getByRole('textbox', { name: 'Step 2 Subject Line', exact: true })).toHaveValue('Last note, {{firstName}}');
    await step(2).getByRole('button', { name: 'Move step 2 down' }).click();
    await expect(step(3).getByRole('textbox', { name: 'Step 3 Subject Line', exact: true })).toHaveValue('Last note, {{firstName}}');

    // A delay cannot go below 0 days.
    await step(2).getByRole('spinbutton', { name: /Step 2 delay/ }).fill('-1');
    await step(2).getByRole('spinbutton', { name: /Step 2 delay/ }).blur();
    await expect(step(2).getByRole('spinbutton', { name: /Step 2 delay/ })).toHaveValue('0');
    await step(2).getByRole('spinbutton', { name: /Step 2 delay/ }).fill('2');
    // Any campaign, not only an A/B test, can track its opens.
    await dialog.getByRole('checkbox', { name: 'Track opens' }).check();
    // Business hours for the campaign (offered Monday to Friday, 9 to 5), from 8; the last step on Saturday mornings.
    const window = dialog.getByRole('group', { name: 'Send window', exact: true });
    await window.getByRole('checkbox', { name: 'Only send on chosen days and hours' }).check();
    await expect(window.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    await expect(window.getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();
    await window.getByLabel('Send window from').fill('08:00');
    const stepWindow = step(3).getByRole('group', { name: 'Step 3 send window' });
    await stepWindow.getByRole('checkbox', { name: 'Its own send window (else the campaign’s)' }).check();
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await stepWindow.getByRole('checkbox', { name: day }).uncheck();
    await dialog.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(dialog.getByText('Step 3: The send window needs at least one day')).toBeVisible();
    await stepWindow.getByRole('checkbox', { name: 'Sat' }).check();
    await stepWindow.getByLabel('Step 3 send window from').fill('10:00');
    await stepWindow.getByLabel('Step 3 send window until').fill('12:00');

    await dialog.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(toastWith(page, 'Success', 'Campaign created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const [made] = await campaignsNamed(page.request, name);
    // A sequence names its first step's template as the campaign's.
    expect(made).toMatchObject({
      type: 'sequence',
      status: 'draft',
      templateId,
      tracking: { opens: true, clicks: false },
      sendWindow: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '08:00', end: '17:00' },
    });
    expect(made!.sequence!.steps).toEqual([
      { step: 1, templateId, subject: null, content: null, delayDays: 0, sendWindow: null, sameThread: false },
      { step: 2, templateId: null, subject: 'Did you see this, {{firstName}}?', content: 'Following up on my note about your listings.', delayDays: 2, sendWindow: null, sameThread: true },
      {
        step: 3,
        templateId: null,
        subject: 'Last note, {{firstName}}',
        content: 'I will leave it here: the free week is yours whenever you want it.',
        delayDays: 5,
        sendWindow: { days: ['sat'], start: '10:00', end: '12:00' },
        sameThread: false,
      },
    ]);

    // Its page says that a sequence's e-mail figures count every step's.
    await page.goto(`/campaigns/${made!.id}`);
    const figures = page.getByRole('region', { name: 'Campaign figures' });
    await expect(figures.getByRole('group', { name: 'Sent', exact: true })).toContainText('E-mails of every step; see Sequence Progress');
    await expect(page.getByText("Mon, Tue, Wed, Thu, Fri 08:00–17:00 in the recipient's time zone")).toBeVisible();

    // The Edit Campaign dialog edits its steps: a longer wait before step 2, a new subject for step 3.
    await openCampaigns(page);
    await page.getByRole('region', { name: 'Recent Campaigns' }).getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
    await edit.getByText('Email Content', { exact: true }).click();
    const editSteps = edit.getByRole('region', { name: 'Sequence Steps' });
    const editStep = (n: number) => editSteps.getByRole('group', { name: `Step ${n}` });
    await expect(editStep(3).getByRole('textbox', { name: 'Step 3 Subject Line', exact: true })).toHaveValue('Last note, {{firstName}}');
    await editStep(2).getByRole('spinbutton', { name: /Step 2 delay/ }).fill('4');
    await editStep(3).getByRole('textbox', { name: 'Step 3 Subject Line', exact: true }).fill('One last note, {{firstName}}');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Campaign Updated')).toBeVisible();
    await expect(edit).toBeHidden();
    const [edited] = await campaignsNamed(page.request, name);
    expect(edited!.sequence!.steps.map((s) => [s.delayDays, s.subject])).toEqual([
      [0, null],
      [4, 'Did you see this, {{firstName}}?'],
      [5, 'One last note, {{firstName}}'],
    ]);

    // Its step 1's template deleted (a draft does not hold it back): the step says so, and is saved only once it has another e-mail.
    const deleted = await page.request.delete(`/api/templates/${templateId}`);
    expect(deleted.status(), await deleted.text()).toBe(200);
    const deletedText = "This template was deleted: choose another one or write the e-mail's own texts (Custom Template...)";
    await page.getByRole('region', { name: 'Recent Campaigns' }).getByRole('button', { name: `Edit ${name}` }).click();
    await edit.getByText('Email Content', { exact: true }).click();
    await expect(editStep(1).getByText(deletedText)).toBeVisible();
    await expect(editStep(1).getByText('Deleted template', { exact: true })).toBeVisible();
    await expect(editStep(1).getByText(templateId)).toHaveCount(0);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByRole('alert').filter({ hasText: 'Before the steps can be saved' })).toContainText(`Step 1: ${deletedText}`);
    await chooseOption(editStep(1).getByRole('combobox', { name: 'Step 1 Template' }), 'Custom Template...');
    await expect(editStep(1).getByText(deletedText)).toBeHidden();
    await editStep(1).getByRole('textbox', { name: 'Step 1 Subject Line', exact: true }).fill('A free week for you, {{firstName}}');
    await editStep(1).getByRole('textbox', { name: 'Step 1 Email Content', exact: true }).fill('Your listings in front of more buyers: try ListingPro free for 7 days.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Campaign Updated')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect
      .poll(async () => (await campaignsNamed(page.request, name))[0]!.sequence!.steps[0])
      .toMatchObject({ templateId: null, subject: 'A free week for you, {{firstName}}', content: 'Your listings in front of more buyers: try ListingPro free for 7 days.' });
  });

  test('edit a campaign with the Edit Campaign dialog', async ({ page }) => {
    const name = uniqueName('Edit me');
    const templateName = uniqueName('Edit template');
    const templateId = await addEmailTemplateThroughApi(page.request, { name: templateName, subject: 'Old subject', content: 'Old content for {{firstName}}.' });
    await addDraftCampaignThroughApi(page.request, { name, templateId, fromEmailAccountId: mailbox.id, performanceTiers: ['elite'] });
    await openCampaigns(page);
    await page.getByRole('region', { name: 'Recent Campaigns' }).getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Campaign' });

    // Details: the name is required.
    await expect(dialog.getByRole('textbox', { name: 'Campaign Name', exact: true })).toHaveValue(name);
    await dialog.getByRole('textbox', { name: 'Campaign Name', exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Campaign name is required')).toBeVisible();
    const renamed = `${name} renamed`;
    await dialog.getByRole('textbox', { name: 'Campaign Name', exact: true }).fill(renamed);
    await expect(dialog.getByText('Campaign name is required')).toBeHidden();

    // Free movement: the audience first, then the content, then a test.
    await dialog.getByText('Audience', { exact: true }).click();
    const audience = dialog.getByRole('region', { name: 'Audience' });
    await expect(audience.getByRole('checkbox', { name: /^Elite Agents/ })).toBeChecked();
    await audience.getByRole('checkbox', { name: /^Active Agents/ }).check();
    await expectAudienceCount(page, audience, await audienceCount(page.request, { performanceTiers: ['elite', 'active'] }));
    await expect(audience.getByText('agents selected')).toBeVisible();
    expect(await audience.getByRole('group', { name: 'Cities' }).getByRole('checkbox').count()).toBeLessThanOrEqual(20);

    await dialog.getByText('Email Content', { exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Template Name', exact: true })).toHaveValue(templateName);
    await expect(dialog.getByRole('region', { name: 'Deliverability analysis' }).getByLabel('Deliverability score')).toHaveText(/^\d{1,3}$/);
    await dialog.getByRole('textbox', { name: 'Subject Line', exact: true }).fill('New subject for {{firstName}}');

    await dialog.getByText('Test Email', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Test email address' }).fill('me@listingpro.example');
    await dialog.getByRole('textbox', { name: 'Test email address' }).press('Enter');
    await expect(toastWith(page, 'Test Email Delayed', /me@listingpro\.example waits until .+: The mailbox could not sign in or reach its mail server \(connect ECONNREFUSED 127\.0\.0\.1:2525\)/)).toBeVisible();

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Campaign Updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    const [edited] = await campaignsNamed(page.request, renamed);
    expect(edited).toMatchObject({ templateId, recipientFilter: { performanceTiers: ['elite', 'active'] } });
    await expect
      .poll(async () => ((await (await page.request.get(`/api/templates/${templateId}`)).json()) as { subjectLines: string[] }).subjectLines)
      .toEqual(['New subject for {{firstName}}']);
  });

  test('move an e-mail campaign to SMS in the Edit Campaign dialog: its template stays behind, the text is asked for', async ({ page }) => {
    const name = uniqueName('To SMS');
    const templateId = await addEmailTemplateThroughApi(page.request, { name: uniqueName('Left behind'), subject: 'A subject', content: 'An e-mail for {{firstName}}.' });
    await addDraftCampaignThroughApi(page.request, { name, templateId, fromEmailAccountId: mailbox.id, performanceTiers: ['elite'] });
    await openCampaigns(page);
    await page.getByRole('region', { name: 'Recent Campaigns' }).getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    // The dialog has what it edits (the campaign, its template, the mailboxes and cities) before a choice is made.
    await expect(dialog.getByRole('textbox', { name: 'Campaign Name', exact: true })).toHaveValue(name);
    await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'SMS' }).check();
    await expect(dialog.getByRole('combobox', { name: 'Sending Email Account' })).toBeHidden();

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const message = dialog.getByRole('region', { name: 'SMS Message' });
    await expect(message.getByText('SMS message is required')).toBeVisible();
    await expect(message.getByRole('textbox', { name: 'Template Name' })).toHaveCount(0);
    const text = 'Hi {{firstName}}, want a free week of ListingPro? Reply YES.';
    await message.getByRole('textbox', { name: 'SMS Message' }).fill(text);
    await expect(message.getByText(`${text.length} / 320`)).toBeVisible();

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Campaign Updated')).toBeVisible();
    await expect.poll(async () => (await campaignsNamed(page.request, name))[0]!.type).toBe('sms');
    const [moved] = await campaignsNamed(page.request, name);
    expect(moved).toMatchObject({ type: 'sms', templateId: null, subject: null, content: text, fromEmailAccountId: null });
    // The template is still in the library, unchanged.
    expect(((await (await page.request.get(`/api/templates/${templateId}`)).json()) as { content: string }).content).toBe('An e-mail for {{firstName}}.');
  });
});
