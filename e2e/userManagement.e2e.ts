import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, signInThroughForm, submitLogin, uniqueName } from './support/accounts.ts';
import { toast } from './support/toasts.ts';
import { ADMIN } from './support/credentials.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';

/** Opens Settings → User Management from the dashboard's navigation (a drawer on a phone). */
async function openUserManagement(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview Dashboard' })).toBeVisible();
  const openNavigation = page.getByRole('button', { name: 'Open navigation' });
  if (await openNavigation.isVisible()) await openNavigation.click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('tab', { name: 'User Management' }).click();
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(myProfile(page)).toBeVisible();
}

const myProfile = (page: Page) => page.getByRole('region', { name: 'My Profile' });
const allUsers = (page: Page) => page.getByRole('region', { name: 'All Users' });
/** A user's row: the one that shows their exact username (a column on wide screens, a line on a phone). */
const userRow = (page: Page, username: string) =>
  allUsers(page).getByRole('row').filter({ has: page.getByText(username, { exact: true }) });

/** A form field's validation message: shown under it, and tied to it as its description. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

async function expectFieldValid(field: Locator) {
  await expect(field).toHaveAccessibleDescription('');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

test.describe('user management', () => {
  test('an admin adds, edits and deletes a user, who changes their own password in between', async ({ page, browser }) => {
    const startedAt = Date.now();
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await openUserManagement(page);

    // My Profile: the admin has no e-mail yet.
    await expect(myProfile(page)).toContainText('Username');
    await expect(myProfile(page).getByText(ADMIN.username, { exact: true })).toBeVisible();
    await expect(myProfile(page).getByText('Not set', { exact: true })).toBeVisible();

    // All Users: the admin's own row cannot be edited or deleted.
    const adminRow = userRow(page, ADMIN.username);
    await expect(adminRow).toContainText('Current User');
    await expect(adminRow.getByRole('button', { name: `Edit ${ADMIN.username}` })).toBeDisabled();
    await expect(adminRow.getByRole('button', { name: `Delete ${ADMIN.username}` })).toBeDisabled();

    // Add User: the dialog checks its fields before anything is sent.
    const username = uniqueName('managed');
    const email = `${username}@example.test`;
    const password = `first-${username}`;
    await allUsers(page).getByRole('button', { name: 'Add User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(addDialog).toBeVisible();
    const newUsername = addDialog.getByLabel('Username');
    const newEmailField = addDialog.getByLabel('Email');
    const newPasswordField = addDialog.getByLabel('Password', { exact: true });
    await addDialog.getByRole('button', { name: 'Create User' }).click();
    await expectFieldError(newUsername, 'Username is required');
    await expectFieldError(newEmailField, 'Valid email is required');
    await expectFieldError(newPasswordField, 'Password must be at least 6 characters');

    await newUsername.fill(username);
    await newEmailField.fill('not-an-email');
    await newPasswordField.fill('12345');
    await expectFieldValid(newUsername);
    await expectFieldError(newEmailField, 'Valid email is required');
    await expectFieldError(newPasswordField, 'Password must be at least 6 characters');

    await newEmailField.fill(email);
    await newPasswordField.fill(password);
    await expectFieldValid(newEmailField);
    await expectFieldValid(newPasswordField);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/users') && r.request().method() === 'POST');
    await addDialog.getByRole('button', { name: 'Create User' }).click();
    expect((await created).status()).toBe(201);
    const { id: userId } = (await (await created).json()) as { id: string };
    await expect(toast(page, 'User Created')).toBeVisible();
    await expect(addDialog).toBeHidden();
    const row = userRow(page, username);
    await expect(row).toContainText('Active');
    await expect(row).toContainText(email);
    await expect(row).toContainText(new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date()));

    // The same username again: the server's 409 message, and the dialog stays open.
    await allUsers(page).getByRole('button', { name: 'Add User' }).click();
    await expect(addDialog).toBeVisible();
    await expect(newUsername).toHaveValue('');
    await newUsername.fill(username);
    await newEmailField.fill(`other-${email}`);
    await newPasswordField.fill(password);
    await addDialog.getByRole('button', { name: 'Create User' }).click();
    const duplicate = toast(page, 'Failed to create user', 'failure');
    await expect(duplicate).toBeVisible();
    await expect(duplicate).toContainText('Username already exists');
    await expect(addDialog).toBeVisible();
    await addDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(addDialog).toBeHidden();
    await expect(userRow(page, username)).toHaveCount(1);

    // Edit: a new e-mail address.
    const newEmail = `renamed-${email}`;
    await row.getByRole('button', { name: `Edit ${username}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(editDialog).toBeVisible();
    const editUsername = editDialog.getByLabel('Username');
    const editEmail = editDialog.getByLabel('Email');
    await expect(editUsername).toHaveValue(username);
    await expect(editEmail).toHaveValue(email);
    await editEmail.fill('still not an email');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectFieldError(editEmail, 'Valid email is required');
    await editUsername.clear();
    await expectFieldError(editUsername, 'Username is required');
    await editUsername.fill(username);
    await editEmail.fill(newEmail);
    await expectFieldValid(editUsername);
    await expectFieldValid(editEmail);
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'User Updated')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(row).toContainText(newEmail);

    // The user signs in in a browser of their own and changes their password.
    const theirContext = await browser.newContext();
    try {
      const theirs = await theirContext.newPage();
      await signInThroughForm(theirs, username, password);
      await openUserManagement(theirs);
      await expect(myProfile(theirs).getByText(username, { exact: true })).toBeVisible();
      await expect(myProfile(theirs).getByText(newEmail, { exact: true })).toBeVisible();
      await expect(userRow(theirs, username)).toContainText('Current User');
      await expect(userRow(theirs, ADMIN.username)).toContainText('Active');

      await myProfile(theirs).getByRole('button', { name: 'Change Password' }).click();
      const passwordDialog = theirs.getByRole('dialog', { name: 'Change Password' });
      await expect(passwordDialog).toBeVisible();
      const current = passwordDialog.getByLabel('Current Password');
      const next = passwordDialog.getByLabel('New Password', { exact: true });
      const confirm = passwordDialog.getByLabel('Confirm New Password');
      const update = passwordDialog.getByRole('button', { name: 'Update Password' });

      await update.click();
      await expectFieldError(current, 'Current password is required');
      await expectFieldError(next, 'Password must be at least 6 characters');
      await expectFieldError(confirm, 'Please confirm your password');

      const newPassword = `second-${username}`;
      await next.fill('short');
      await expectFieldError(next, 'Password must be at least 6 characters');
      await next.fill(newPassword);
      await expectFieldValid(next);
      await confirm.fill(`${newPassword}-typo`);
      await expectFieldError(confirm, "Passwords don't match");
      await confirm.fill(newPassword);
      await expectFieldValid(confirm);

      await current.fill('not-my-password');
      await update.click();
      const refused = toast(theirs, 'Failed to change password', 'failure');
      await expect(refused).toBeVisible();
      await expect(refused).toContainText('Current password is incorrect');
      await expect(passwordDialog).toBeVisible();

      await current.fill(password);
      await update.click();
      await expect(toast(theirs, 'Password Changed')).toBeVisible();
      await expect(passwordDialog).toBeHidden();

      // Out and in again: the old password is refused, the new one works.
      await theirs.getByRole('button', { name: 'Logout' }).click();
      await expect(theirs).toHaveURL(/\/auth$/);
      await submitLogin(theirs, username, password);
      await expect(toast(theirs, 'Login failed', 'failure')).toContainText('Invalid username or password');
      await signInThroughForm(theirs, username, newPassword);

      // Back with the admin: delete them, after a confirmation.
      await userRow(page, username).getByRole('button', { name: `Delete ${username}` }).click();
      const confirmation = page.getByRole('tooltip').filter({ hasText: 'Delete user' });
      await expect(confirmation).toContainText(`Are you sure you want to delete ${username}?`);
      await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(toast(page, 'User Deleted')).toBeVisible();
      await expect(userRow(page, username)).toHaveCount(0);
      await expect(userRow(page, ADMIN.username)).toHaveCount(1);

      // Their open session ended with the account, and they cannot sign in again.
      expect((await theirs.request.get('/api/user')).status()).toBe(401);
      await theirs.goto('/auth');
      await submitLogin(theirs, username, newPassword);
      await expect(toast(theirs, 'Login failed', 'failure')).toContainText('Invalid username or password');
      await expect(theirs).toHaveURL(/\/auth$/);
    } finally {
      await theirContext.close();
    }

    // The account's history: who did what, and when.
    const history = await page.request.get(`/api/audit/users/${userId}`);
    expect(history.status()).toBe(200);
    const { streamId, events } = (await history.json()) as {
      streamId: string;
      events: { type: string; actor: { kind: string; id: string | null; name: string | null }; occurredAt: string }[];
    };
    expect(streamId).toBe(`user-${userId}`);
    const byType = (type: string) => events.find((e) => e.type === type);
    const expectations: [string, string][] = [
      ['UserCreated', ADMIN.username],
      ['UserUpdated', ADMIN.username],
      ['UserSignedIn', username],
      ['UserPasswordChanged', username],
      ['UserDeleted', ADMIN.username],
    ];
    for (const [type, actorName] of expectations) {
      const event = byType(type);
      expect(event, `${type} in ${events.map((e) => e.type).join(', ')}`).toBeDefined();
      expect(event!.actor, type).toMatchObject({ kind: 'user', name: actorName });
      const at = Date.parse(event!.occurredAt);
      expect(at, `${type} time`).toBeGreaterThanOrEqual(startedAt - 5_000);
      expect(at, `${type} time`).toBeLessThanOrEqual(Date.now() + 5_000);
    }
    const order = events.map((e) => e.type).filter((t) => expectations.some(([type]) => type === t));
    expect(order.slice(0, 4)).toEqual(['UserCreated', 'UserUpdated', 'UserSignedIn', 'UserPasswordChanged']);
    expect(order.at(-1)).toBe('UserDeleted');
  });

  test('User Management fits the screen, and so do its dialogs @phone', async ({ page }, testInfo) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await openUserManagement(page);
    await expect(userRow(page, ADMIN.username)).toContainText('Current User');
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'user-management');

    // Every column can still be reached: the table scrolls inside its own box.
    const adminRow = userRow(page, ADMIN.username);
    await adminRow.getByRole('button', { name: `Delete ${ADMIN.username}` }).scrollIntoViewIfNeeded();
    await expect(adminRow.getByRole('button', { name: `Delete ${ADMIN.username}` })).toBeInViewport();
    await expectNoHorizontalPageScroll(page);

    await allUsers(page).getByRole('button', { name: 'Add User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add User' });
    await expectDialogOpen(addDialog);
    await expect(addDialog.getByRole('button', { name: 'Create User' })).toBeInViewport();
    await addDialog.getByRole('button', { name: 'Create User' }).click();
    await expectFieldError(addDialog.getByLabel('Username'), 'Username is required');
    await expectDialogInsideViewport(page, addDialog);
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'user-management-add-user', { fullPage: false });
    await addDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(addDialog).toBeHidden();

    await myProfile(page).getByRole('button', { name: 'Change Password' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
    await expectDialogOpen(passwordDialog);
    await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
    await expectFieldError(passwordDialog.getByLabel('Confirm New Password'), 'Please confirm your password');
    await expectDialogInsideViewport(page, passwordDialog);
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'user-management-change-password', { fullPage: false });
    await passwordDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(passwordDialog).toBeHidden();
  });
});

/**
 * A dialog that has finished opening: it first sits transparent at full size for a few frames, then
 * zooms in from a fifth of its size, and shows where and how large it is only once it is opaque and
 * no longer scaled.
 */
async function expectDialogOpen(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  await expect(dialog).toHaveCSS('transform', 'none');
}

async function expectDialogInsideViewport(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the dialog is laid out').not.toBeNull();
  expect(viewport).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
}
