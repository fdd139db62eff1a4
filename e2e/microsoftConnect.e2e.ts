import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn } from './support/accounts.ts';
import { ADMIN } from './support/credentials.ts';
import { E2E_MICROSOFT_MAILBOX } from './support/microsoft.ts';
import { toast } from './support/toasts.ts';

/**
 * Settings → Legacy Settings → Microsoft 365: Connect goes through a real OpenID provider standing
 * in for Microsoft's sign-in (support/microsoft.ts; its certificate is self-signed, hence
 * ignoreHTTPSErrors), comes back to /settings with the success message and a clean URL, shows the
 * mailbox, and Disconnect after confirmation returns the card to Not Connected.
 */
test.use({ ignoreHTTPSErrors: true });

/** Whatever an earlier run left: not connected. */
async function disconnectIfConnected(request: APIRequestContext) {
  const status = (await (await request.get('/api/auth/microsoft/status')).json()) as { connected: boolean };
  if (status.connected) expect((await request.post('/api/auth/microsoft/disconnect')).status()).toBe(200);
}

async function openMicrosoftCard(page: Page) {
  await page.getByRole('tab', { name: 'Legacy Settings' }).click();
  const card = page.getByTestId('microsoft-connection-card');
  await expect(card).toBeVisible();
  return card;
}

test('connects Microsoft 365 through sign-in, shows the mailbox, and disconnects after confirmation', async ({ page }) => {
  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await disconnectIfConnected(page.request);
  await page.goto('/settings');
  let card = await openMicrosoftCard(page);
  await expect(card.getByText('Not Connected', { exact: true })).toBeVisible();

  // A full-page trip: our /auth/microsoft → the provider's sign-in → our callback → /settings.
  await card.getByRole('button', { name: 'Connect Microsoft 365' }).click();
  await expect(toast(page, 'Microsoft Connected Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  card = await openMicrosoftCard(page);
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText(E2E_MICROSOFT_MAILBOX.email)).toBeVisible();

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Microsoft 365 Disconnected')).toBeVisible();
  await expect(card.getByText('Not Connected', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Connect Microsoft 365' })).toBeEnabled();
});

test('a refused sign-in returns to Settings with the spec’s message and a clean URL', async ({ page }) => {
  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto('/settings?error=invalid_client_secret');
  await expect(toast(page, 'Configuration Error', 'failure')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
});
