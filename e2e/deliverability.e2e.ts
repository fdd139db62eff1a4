import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, createAccount } from './support/accounts.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const SUBJECT = 'FREE!!! ACT NOW';
const CONTENT = 'CLICK HERE for your FREE GIFT: bit.ly/win';

test('email deliverability: figures, recommendations with live status, a real content analysis, best practices @phone', async ({ page, request }, testInfo) => {
  const account = await createAccount(request, 'deliverability');
  await apiSignIn(page.request, account.username, account.password);
  await expect.poll(async () => (await page.request.get('/api/user')).status()).toBe(200);

  await page.goto('/deliverability');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Deliverability' })).toBeVisible();
  for (const [title, figure] of [
    ['Deliverability Score', '94%'],
    ['Daily Send Limit', '250'],
    ['Authentication', 'Active'],
    ['Bounce Rate', '0.8%'],
  ] as const) {
    await expect(region(page, title)).toContainText(figure);
  }

  // The recommendations as stated; tracking and warm-up as the server says now.
  const recommendations = page.getByRole('list', { name: 'Recommendations' }).getByRole('listitem');
  await expect(recommendations).toHaveCount(6);
  const row = (title: string) => page.getByRole('listitem', { name: title, exact: true });
  await expect(row('Email authentication (SPF, DKIM, DMARC)')).toContainText(/pending.*high priority/);
  await expect(row('Plain text emails')).toContainText(/completed.*high priority/);
  await expect(row('Unsubscribe handling')).toContainText(/completed.*medium priority/);
  await expect(row('Tracking disabled')).toContainText('Tracking is off in System Settings');
  await expect(row('Tracking disabled')).toContainText(/completed.*high priority/);
  await expect(row('Warm-up')).toContainText(/warming up|No active sending mailbox yet/);
  await expect(row('Email verification')).toContainText(/completed.*medium priority/);
  await expect(page.getByText(/^Last checked /)).toBeVisible();
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await expect(page.getByText(/^Last checked /)).toBeVisible();
  await expectNoHorizontalPageScroll(page);
  await screenshot(page, testInfo, 'deliverability');

  // Analyze Content waits for a subject, then the server's content analysis scores it.
  await page.getByRole('tab', { name: 'Content Analyzer' }).click();
  const analyze = page.getByRole('button', { name: 'Analyze Content' });
  await expect(analyze).toBeDisabled();
  // A subject alone is scored: the content, still empty, is what the analysis says is missing.
  await page.getByRole('textbox', { name: 'Subject Line' }).fill(SUBJECT);
  await expect(analyze).toBeEnabled();
  await analyze.click();
  const analysis = region(page, 'Content analysis');
  await expect(analysis.getByRole('region', { name: 'Subject Score' })).toContainText(/\d+\s*\/ 100/);
  await page.getByRole('textbox', { name: 'Email Content' }).fill(CONTENT);
  await expect(analysis.getByText('The email changed since this analysis: analyze it again.')).toBeVisible();
  await analyze.click();
  for (const score of ['Subject Score', 'Content Score', 'Overall Score']) {
    await expect(analysis.getByRole('region', { name: score })).toContainText(/\d+\s*\/ 100/);
  }
  await expect(analysis.getByRole('group', { name: 'Issues' })).toContainText('Shortened links hide where they go');
  await expect(analysis.getByRole('group', { name: 'Improvements' })).toBeVisible();
  await expectNoHorizontalPageScroll(page);
  await screenshot(page, testInfo, 'deliverability-analysis');

  await page.getByRole('tab', { name: 'Best Practices' }).click();
  for (const practice of ['Use SPF, DKIM and DMARC', 'Keep subject lines under 50 characters', 'Remove hard bounces within 24 hours', 'Keep the bounce rate under 2%']) {
    await expect(page.getByText(practice, { exact: true })).toBeVisible();
  }
  await expectNoHorizontalPageScroll(page);

  // The dashboard's section shows the same screen.
  await page.goto('/dashboard?section=deliverability');
  await expect(region(page, 'Deliverability Score')).toContainText('94%');
  await expect(page.getByRole('list', { name: 'Recommendations' }).getByRole('listitem')).toHaveCount(6);
});
