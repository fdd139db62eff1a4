import { expect, test } from '@playwright/test';
import { apiSignIn, uniqueName } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { ADMIN } from './support/credentials.ts';
import { accountCard, deleteAllEmailAccounts, emailAccountsSection, listEmailAccounts, openEmailAccounts, providerGroup } from './support/emailAccounts.ts';
import { E2E_MICROSOFT_MAILBOX } from './support/microsoft.ts';
import { toast } from './support/toasts.ts';

/**
 * Settings → Email Accounts → Add Email Account with Microsoft 365: the form asks for a name and a
 * from name (the mailbox comes from the sign-in), Sign in with Microsoft goes through a real OpenID
 * provider standing in for Microsoft's (support/microsoft.ts; self-signed, hence
 * ignoreHTTPSErrors), and back on Settings the new account is listed with the signed-in mailbox,
 * its tokens as its secret, primary as the form asked.
 */
test.use({ ignoreHTTPSErrors: true });

test('adds a Microsoft 365 e-mail account by signing in with Microsoft', async ({ page }) => {
  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await deleteAllEmailAccounts(page.request);
  await openEmailAccounts(page);
  // With no account yet, the empty list offers Add Account too.
  await emailAccountsSection(page).getByRole('button', { name: 'Add Account' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Email Account' });
  await expect(add).toBeVisible();

  await chooseOption(add.getByRole('combobox', { name: 'Provider' }), 'Microsoft 365');
  await expect(add.getByText('the mailbox you sign in with becomes this account', { exact: false })).toBeVisible();
  await expect(add.getByLabel('From Email')).toHaveCount(0);
  const signIn = add.getByRole('button', { name: 'Sign in with Microsoft' });
  await expect(signIn).toBeEnabled();

  // Empty required fields are named first, and nothing leaves the page.
  await signIn.click();
  await expect(toast(page, 'Missing Information', 'failure')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  const name = uniqueName('Office 365');
  await add.getByLabel('Account Name').fill(name);
  await add.getByLabel('From Name').fill('Casey from ListingPro');
  await add.getByRole('switch', { name: 'Primary' }).click();
  // A full-page trip: /api/auth/microsoft/connect → the provider's sign-in → our callback → /settings.
  await signIn.click();
  await expect(toast(page, 'Microsoft Connected Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  const card = accountCard(page, name);
  await expect(providerGroup(page, 'Microsoft 365').getByRole('article', { name, exact: true })).toBeVisible();
  await expect(card.getByText(E2E_MICROSOFT_MAILBOX.email)).toBeVisible();
  await expect(card.getByText('Primary', { exact: true })).toBeVisible();
  const account = (await listEmailAccounts(page.request)).find((a) => a.name === name);
  expect(account).toMatchObject({ provider: 'microsoft', isPrimary: true, secretSet: true });
});
