import { expect, test } from '@playwright/test';
import { createAccount, signInThroughForm, submitLogin } from './support/accounts.ts';
import { toast } from './support/toasts.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const DAY_S = 24 * 60 * 60;

test.describe('sign-in', () => {
  test('a wrong password is refused with a Login failed toast @phone', async ({ page, request }, testInfo) => {
    const account = await createAccount(request, 'wrong-pw');
    await page.goto('/auth');
    await expect(page.getByText('Admin access only')).toBeVisible();
    // The form is the first thing on the screen, whatever its width.
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeInViewport();
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'login');

    await submitLogin(page, account.username, 'not-the-password');

    const failed = toast(page, 'Login failed', 'failure');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Invalid username or password');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeEnabled();

    // A toast is at most 420 px wide (to the pixel: its entrance may leave a fraction), and a swipe to the right (here a drag) puts it away at once.
    const box = (await failed.boundingBox())!;
    expect(Math.round(box.width)).toBeLessThanOrEqual(420);
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    // The pointer rests on the toast, which holds it open: only the swipe can have closed it.
    await expect(failed).toBeHidden({ timeout: 2_000 });
  });

  test('after five wrong passwords the account is locked for a while, even with the right one', async ({ page, request }) => {
    const account = await createAccount(request, 'throttled');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await request.post('/api/auth/login', { data: { username: account.username, password: `wrong-${attempt}` } });
      expect(refused.status(), `attempt ${attempt}`).toBe(401);
    }

    await page.goto('/auth');
    await submitLogin(page, account.username, account.password);
    const failed = toast(page, 'Login failed', 'failure');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(/Too many failed sign-in attempts\. Try again in 1[45] minutes\./);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('username and password are required before anything is sent', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/login')) logins.push(r.method());
    });
    await page.goto('/auth');

    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username', { exact: true }).fill('someone');
    await expect(page.getByText('Username is required')).toBeHidden();
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(logins).toEqual([]);
  });

  test('signing in lands on the calling dashboard; signing out from the dashboard ends the session @phone', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'sign-in');
    await signInThroughForm(page, account.username, account.password);
    await expect(page.getByRole('heading', { name: 'Outbound Calling Dashboard' })).toBeVisible();

    // Already signed in: the login page sends the browser on.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/outbound-calling$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${account.username}` })).toBeVisible();

    await page.getByRole('button', { name: 'Main Navigation' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByLabel('Signed-in user')).toHaveText(account.username);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    const me = await page.request.get('/api/user');
    expect(me.status()).toBe(401);

    // The session is over for the protected screens too.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('Remember me keeps the session cookie for 30 days; without it the cookie ends with the browser', async ({
    browser,
    request,
  }) => {
    const account = await createAccount(request, 'remember');

    const remembered = await browser.newContext();
    try {
      const page = await remembered.newPage();
      await signInThroughForm(page, account.username, account.password, { rememberMe: true });
      const cookie = (await remembered.cookies()).find((c) => c.name === 'outreach_session');
      expect(cookie, 'the session cookie').toBeDefined();
      const now = Date.now() / 1000;
      expect(cookie!.expires).toBeGreaterThan(now + THIRTY_DAYS_S - DAY_S);
      expect(cookie!.expires).toBeLessThanOrEqual(now + THIRTY_DAYS_S + 60);
      expect(cookie!.httpOnly).toBe(true);
    } finally {
      await remembered.close();
    }

    const forgotten = await browser.newContext();
    try {
      const page = await forgotten.newPage();
      await signInThroughForm(page, account.username, account.password);
      const cookie = (await forgotten.cookies()).find((c) => c.name === 'outreach_session');
      expect(cookie, 'the session cookie').toBeDefined();
      expect(cookie!.expires).toBe(-1);
      expect(cookie!.httpOnly).toBe(true);
    } finally {
      await forgotten.close();
    }
  });

  test('a signed-out visit to a protected screen checks, then goes to the login page', async ({ page }) => {
    // Hold the user check so the spinner can be seen, then let it answer (401).
    let releaseUserCheck!: () => void;
    const userCheckHeld = new Promise<void>((resolve) => (releaseUserCheck = resolve));
    await page.route('**/api/user', async (route) => {
      await userCheckHeld;
      await route.continue();
    });

    await page.goto('/contacts');
    await expect(page.getByRole('status').filter({ hasText: 'Checking authentication...' })).toBeVisible();
    await expect(page).toHaveURL(/\/contacts$/);
    releaseUserCheck();

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    await expect(page.getByText('Checking authentication...')).toBeHidden();
  });

  test('an unknown address shows Page Not Found to a signed-in user', async ({ page, request }) => {
    const account = await createAccount(request, 'not-found');
    await signInThroughForm(page, account.username, account.password);

    await page.goto('/no-such-screen/at-all');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Outbound Calling Dashboard' })).toBeVisible();
  });
});
