import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from './support/antd.ts';
import { signIn } from './support/smsInbox.ts';
import { toast } from './support/toasts.ts';

async function openSystemSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Legacy Settings' }).click();
  const card = page.locator('.ant-card').filter({ has: page.getByText('System Settings', { exact: true }) });
  await expect(card).toBeVisible();
  return card;
}

test('System Settings keeps the team time zone; e-mail tracking stays off', async ({ page }) => {
  await signIn(page);
  let card = await openSystemSettings(page);
  const zone = card.getByRole('combobox', { name: 'Time zone' });
  await expect(card.getByRole('switch', { name: 'Email tracking' })).toBeDisabled();
  await expect(card.getByRole('switch', { name: 'Email tracking' })).toHaveAttribute('aria-checked', 'false');
  const save = card.getByRole('button', { name: 'Save System Settings' });
  await expect(save).toBeDisabled();

  await chooseOption(zone, 'Eastern Time (ET)');
  await save.click();
  await expect(toast(page, 'System Settings Saved')).toBeVisible();

  await page.reload();
  card = await openSystemSettings(page);
  await expect(card.getByText('Eastern Time (ET)')).toBeVisible();
  const saved = await (await page.request.get('/api/settings/system')).json();
  expect(saved).toMatchObject({ timezone: 'et', ianaTimeZone: 'America/New_York', emailTracking: false, autoUnsubscribe: true });

  // Back to Pacific Time for the other journeys.
  await chooseOption(card.getByRole('combobox', { name: 'Time zone' }), 'Pacific Time (PT)');
  await card.getByRole('button', { name: 'Save System Settings' }).click();
  await expect(toast(page, 'System Settings Saved')).toBeVisible();
});
