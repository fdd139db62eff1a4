import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, uniqueName } from './support/accounts.ts';
import { statValue } from './support/antd.ts';
import {
  displayPhone,
  eventuallyFind,
  fullName,
  importCsvThroughApi,
  listContacts,
  TIER_LABELS,
  uniquePhone,
  type ApiContact,
} from './support/contacts.ts';
import { ADMIN } from './support/credentials.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import { toastWith } from './support/toasts.ts';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A card of the page: a region named after its title. */
const card = (page: Page, title: string) => region(page, title);
const summary = (page: Page, title: string) => region(page, 'Summary').getByRole('group', { name: title });

/** A demo contact with everything Agent detail can show: phones (two different), e-mail, company, service areas. */
async function completeContact(page: Page): Promise<ApiContact> {
  const { contacts } = await listContacts(page.request, { status: 'active', limit: 200 });
  const found = contacts.find(
    (c) => c.email && c.mobilePhone && c.officePhone && c.officePhone !== c.mobilePhone && c.company && (c.serviceAreas ?? '').length > 10 && c.zipCode,
  );
  expect(found, 'a demo contact with every detail').toBeDefined();
  return found!;
}

test.describe('agent detail', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  });

  test('an agent opened from the contacts list shows their details, and campaign notes are kept', async ({ page }, testInfo) => {
    const agent = await completeContact(page);
    const name = fullName(agent);
    const tier = TIER_LABELS[agent.performanceTier];

    await page.goto(`/contacts?search=${encodeURIComponent(agent.email!)}`);
    await page.getByRole('table').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/agent/${agent.id}$`));

    // Header: the name, the tier, listings and years.
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    const badges = page.getByRole('group', { name: 'Agent badges' });
    await expect(badges.getByText(tier, { exact: true })).toBeVisible();
    await expect(badges.getByText(`${agent.listingsCount} Active Listings`, { exact: true })).toBeVisible();
    await expect(badges.getByText(`${agent.yearsExperience} Years Experience`, { exact: true })).toBeVisible();

    // The four summary cards.
    expect(await statValue(summary(page, 'Active Listings'))).toBe(agent.listingsCount);
    expect(await statValue(summary(page, 'Years Experience'))).toBe(agent.yearsExperience);
    await expect(summary(page, 'Performance Tier')).toContainText(tier);
    await expect(summary(page, 'Account Status')).toContainText('Active');

    // Contact Information, and the call / e-mail / text links.
    const contactInfo = card(page, 'Contact Information');
    await expect(contactInfo).toContainText(`Full Name${name}`);
    await expect(contactInfo).toContainText(`Email${agent.email}`);
    await expect(contactInfo).toContainText(`Mobile Phone${displayPhone(agent.mobilePhone!)}`);
    await expect(contactInfo).toContainText(`Office Phone${displayPhone(agent.officePhone!)}`);
    await expect(contactInfo.getByRole('link', { name: 'Call Agent' })).toHaveAttribute('href', `tel:${agent.mobilePhone}`);
    await expect(contactInfo.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${agent.email}`);
    await expect(contactInfo.getByRole('link', { name: 'Send Text' })).toHaveAttribute('href', `sms:${agent.mobilePhone}`);

    // Business Information.
    const business = card(page, 'Business Information');
    await expect(business).toContainText(`Company${agent.company}`);
    await expect(business).toContainText(`Primary Location${agent.city}`);
    await expect(business).toContainText(`City & State${agent.city}, ${agent.state}`);
    await expect(business).toContainText(`ZIP Code${agent.zipCode}`);
    await expect(business).toContainText(`Years in Business${agent.yearsExperience} years`);
    await expect(business).toContainText(`Performance Classification${tier}`);
    await expect(card(page, 'Service Areas')).toContainText(agent.serviceAreas!);

    // History: the demo import.
    await expect(region(page, 'History')).toContainText('Imported from demo data');
    await screenshot(page, testInfo, 'agent-detail');

    // Campaign notes are saved and still there after a reload.
    const notes = `Prefers calls after 4 pm — ${uniqueName('note')}`;
    const notesBox = page.getByRole('textbox', { name: 'Campaign Notes' });
    const save = page.getByRole('button', { name: 'Save Notes' });
    await expect(save).toBeDisabled();
    await notesBox.fill(notes);
    await save.click();
    await expect(toastWith(page, 'Notes Saved', 'Campaign notes have been saved.')).toBeVisible();
    await expect(save).toBeDisabled();
    // A reload reads the read side as it is: wait until it has caught up with the save.
    await expect.poll(async () => (await listContacts(page.request, { search: agent.email!, limit: 1 })).contacts[0]?.notes).toBe(notes);
    await page.reload();
    await expect(notesBox).toHaveValue(notes);
    await expect(save).toBeDisabled();
    await expect(region(page, 'History')).toContainText('Edited notes');

    // Back to Dashboard leads to the main dashboard.
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('without a phone number or an e-mail address the matching actions are disabled', async ({ page }) => {
    // A demo contact without a phone.
    const { contacts } = await listContacts(page.request, { limit: 200 });
    const noPhone = contacts.find((c) => !c.phone && c.email);
    expect(noPhone, 'a demo contact without a phone').toBeDefined();
    await page.goto(`/agent/${noPhone!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: fullName(noPhone!), exact: true })).toBeVisible();
    const contactInfo = card(page, 'Contact Information');
    await expect(contactInfo).toContainText('Mobile PhoneNot provided');
    await expect(contactInfo.getByRole('button', { name: 'No Phone Number' })).toHaveCount(2);
    for (const button of await contactInfo.getByRole('button', { name: 'No Phone Number' }).all()) await expect(button).toBeDisabled();
    await expect(contactInfo.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${noPhone!.email}`);
    await expect(contactInfo.getByRole('link', { name: 'Call Agent' })).toHaveCount(0);

    // An agent known only by a phone number (imported from a CSV file): no e-mail, no company, no tier data.
    const marker = uniqueName('phoneonly');
    const phone = uniquePhone(Date.now());
    await importCsvThroughApi(page.request, `${marker}.csv`, `First Name,Last Name,Mobile Phone\nPhoebe,${marker},${phone}\n`);
    const [phoneOnly] = await eventuallyFind(page.request, marker);
    await page.goto(`/agent/${phoneOnly!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Phoebe ${marker}`, exact: true })).toBeVisible();
    const info = card(page, 'Contact Information');
    await expect(info).toContainText('EmailNot provided');
    await expect(info.getByRole('button', { name: 'No Email Address' })).toBeDisabled();
    await expect(info.getByRole('link', { name: 'Call Agent' })).toHaveAttribute('href', `tel:${phoneOnly!.phone}`);
    await expect(info.getByRole('link', { name: 'Send Text' })).toHaveAttribute('href', `sms:${phoneOnly!.phone}`);
    await expect(card(page, 'Business Information')).toContainText('CompanyIndependent Agent');
    await expect(card(page, 'Service Areas')).toHaveCount(0);
    await expect(region(page, 'History')).toContainText('Imported from a CSV file');
  });

  test('an unknown agent shows Agent Not Found with a way back @phone', async ({ page }, testInfo) => {
    await page.goto('/agent/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Agent Not Found' })).toBeVisible();
    await expect(page.getByText("The agent you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'agent-not-found', { fullPage: false });
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview Dashboard' })).toBeVisible();

    // An address that cannot be an agent's is not found either.
    await page.goto('/agent/not-an-id');
    await expect(page.getByRole('heading', { name: 'Agent Not Found' })).toBeVisible();
  });

  test('agent detail fits a phone, the cards one under the other @phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the journey above covers the wide screen');
    const agent = await completeContact(page);
    await page.goto(`/agent/${agent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: fullName(agent), exact: true })).toBeVisible();
    await expect(region(page, 'History')).toContainText('Imported from');
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'agent-detail-top', { fullPage: false });

    // The quick actions can be reached and sit inside the screen.
    const call = card(page, 'Contact Information').getByRole('link', { name: 'Call Agent' });
    await call.scrollIntoViewIfNeeded();
    await expect(call).toBeInViewport();
    const save = page.getByRole('button', { name: 'Save Notes' });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    await expectNoHorizontalPageScroll(page);
    if (testInfo.project.name === 'phone') {
      // One column: Contact Information above Business Information above Sales & Marketing.
      const boxes = await Promise.all(['Contact Information', 'Business Information', 'Sales & Marketing'].map((t) => card(page, t).boundingBox()));
      expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
      expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
      for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await screenshot(page, testInfo, 'agent-detail-notes', { fullPage: false });
  });
});
