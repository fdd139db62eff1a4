import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn } from './support/accounts.ts';
import { ADMIN } from './support/credentials.ts';
import { E2E_GOOGLE_MAILBOX } from './support/google.ts';
import { toast } from './support/toasts.ts';

/**
 * Settings → Legacy Settings → Google Workspace: Connect goes through a real OpenID provider
 * standing in for Google's sign-in (support/google.ts; its certificate is self-signed, hence
 * ignoreHTTPSErrors), comes back to /settings with the success message and a clean URL, shows the
 * mailbox, and Disconnect after confirmation returns the card to Not Connected.
 */
test.use({ ignoreHTTPSErrors: true });

/** Whatever an earlier run left: not connected. */
async function disconnectIfConnected(request: APIRequestContext) {
  const status = (await (await request.get('/api/google/status')).json()) as { connected: boolean };
  if (status.connected) expect((await request.post('/api/google/disconnect')).status()).toBe(200);
}

async function openGoogleCard(page: Page) {
  await page.getByRole('tab', { name: 'Legacy Settings' }).click();
  const card = page.getByTestId('google-connection-card');
  await expect(card).toBeVisible();
  return card;
}

test('connects Google Workspace through sign-in, shows the mailbox, and disconnects after confirmation', async ({ page }) => {
  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await disconnectIfConnected(page.request);
  await page.goto('/settings');
  let card = await openGoogleCard(page);
  await expect(card.getByText('Not Connected', { exact: true })).toBeVisible();

  // A full-page trip: our /auth/google → the provider's sign-in → our callback → /settings.
  await card.getByRole('button', { name: 'Connect Google Workspace' }).click();
  await expect(toast(page, 'Google Connected Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  card = await openGoogleCard(page);
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText(E2E_GOOGLE_MAILBOX.email)).toBeVisible();

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Google Workspace Disconnected')).toBeVisible();
  await expect(card.getByText('Not Connected', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Connect Google Workspace' })).toBeEnabled();
});

test('a refused Google sign-in returns to Settings with its message, not Microsoft’s, and a clean URL', async ({ page }) => {
  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto('/settings?error=oauth_failed&provider=google');
  await expect(toast(page, 'Google Connection Failed', 'failure')).toBeVisible();
  await expect(toast(page, 'Microsoft Connection Failed', 'failure')).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings$/);
});
