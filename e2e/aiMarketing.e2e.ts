import { expect, test } from '@playwright/test';
import { apiSignIn, createAccount, uniqueName } from './support/accounts.ts';
import { chooseOption, statValue } from './support/antd.ts';
import { eventuallyFind, importCsvThroughApi } from './support/contacts.ts';
import { screenshot } from './support/layout.ts';
import { toastWith } from './support/toasts.ts';

interface LeadStatistics {
  totalLeads: number;
  highPerformers: number;
  avgExperience: number;
  avgListings: number;
  topCities: { city: string; state: string | null; count: number }[];
}

test('generate a personalized message for a real contact', async ({ page }, testInfo) => {
  const account = await createAccount(page.request, 'ideas');
  await apiSignIn(page.request, account.username, account.password);
  // The contact the message is written for, imported as any agent would be.
  const marker = uniqueName('Okafor');
  await importCsvThroughApi(
    page.request,
    `${marker}.csv`,
    `First Name,Last Name,Email,City,State,Listings,Years Experience\nMarisol,${marker},${marker.toLowerCase()}@agents.test,Boise,ID,27,12\n`,
  );
  const [contact] = await eventuallyFind(page.request, marker);
  const statsAnswer = await page.request.get('/api/ai/lead-statistics');
  expect(statsAnswer.status(), await statsAnswer.text()).toBe(200);
  const stats = (await statsAnswer.json()) as LeadStatistics;
  const profile = await page.request.get('/api/company-profile');

  await page.goto('/ai-marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Marketing Ideas' })).toBeVisible();
  // The banner leads to the company profile: to set it up, or to edit it.
  await expect(page.getByRole('link', { name: (await profile.json()) === null ? 'Setup AI Profile' : 'Edit Profile' })).toHaveAttribute('href', '/company-profile');

  // The four cards and Top Markets are the contacts' real figures.
  const figures = page.getByRole('region', { name: 'Lead statistics' });
  const figure = (title: string) => figures.getByRole('group', { name: title }).locator('.ant-statistic-content');
  expect(await statValue(figure('Total Leads'))).toBe(stats.totalLeads);
  expect(await statValue(figure('High Performers'))).toBe(stats.highPerformers);
  await expect(figure('Avg Experience')).toHaveText(`${stats.avgExperience} years`);
  expect(await statValue(figure('Avg Listings'))).toBe(stats.avgListings);
  const top = stats.topCities[0]!;
  await expect(page.getByRole('list', { name: 'Top Markets' }).getByRole('listitem').first()).toHaveText(
    `${top.state ? `${top.city}, ${top.state}` : top.city} · ${top.count.toLocaleString('en-US')}`,
  );

  // Campaign Ideas: an audience and a campaign type are both needed.
  await page.getByRole('button', { name: 'Generate Ideas' }).click();
  await expect(toastWith(page, 'Missing Information', 'Please select both target audience and campaign type', 'failure')).toBeVisible();
  await chooseOption(page.getByRole('combobox', { name: 'Target Audience' }), 'High performers (20-49 listings)');
  await chooseOption(page.getByRole('combobox', { name: 'Campaign Type' }), 'Email campaign');
  await page.getByRole('button', { name: 'Generate Ideas' }).click();
  const ideas = page.getByRole('region', { name: 'Campaign ideas' });
  await expect(ideas.getByText('Written without AI')).toBeVisible();
  await expect(ideas.getByText('Call to Action').first()).toBeVisible();

  // Personalized Messages: a contact and a message type are needed; the focus defaults.
  await page.getByRole('tab', { name: 'Personalized Messages' }).click();
  await page.getByRole('button', { name: 'Generate Message' }).click();
  await expect(toastWith(page, 'Missing Information', 'Please select a contact, message type, and campaign focus', 'failure')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Campaign Focus' })).toHaveAttribute('placeholder', 'General real estate growth');

  // The contact is found by searching the contacts.
  const picker = page.getByRole('combobox', { name: 'Contact' });
  await picker.click();
  await picker.fill(marker);
  const label = `Marisol ${contact!.lastName} — Boise, ID`;
  await page.locator('.ant-select-dropdown').getByTitle(label, { exact: true }).click();
  await chooseOption(page.getByRole('combobox', { name: 'Message Type' }), 'Introduction');
  await page.getByRole('button', { name: 'Generate Message' }).click();

  const written = page.getByLabel('Personalized message', { exact: true });
  await expect(written).toContainText(`Message for ${label}`);
  await expect(written.getByText('Written without AI')).toBeVisible();
  await expect(written).toContainText('Focus: General real estate growth');
  const message = written.locator('[data-field="message"]');
  await expect(message).toContainText('Hi Marisol,');
  await expect(message).toContainText('general real estate growth');
  await expect(written.locator('[data-field="subject"]')).not.toBeEmpty();
  await screenshot(page, testInfo, 'ai-marketing-personalized-message');
});
