/**
 * Account helpers for the journeys: unique names, users made through the API (the set-up of a
 * journey, not what it checks), and signing in through the API or through the login form.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './credentials.ts';

export interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A name no other journey (nor an earlier run against the same database) uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** Signs the request context in (its cookie jar keeps the session). */
export async function apiSignIn(request: APIRequestContext, username: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { username, password, rememberMe: false } });
  expect(response.status(), `sign-in of ${username}: ${await response.text()}`).toBe(200);
}

/** A new active account, created by the admin through the API. */
export async function createAccount(request: APIRequestContext, prefix = 'e2e-user'): Promise<Account> {
  await apiSignIn(request, ADMIN.username, ADMIN.password);
  const username = uniqueName(prefix);
  const account = { username, email: `${username}@example.test`, password: `pw-${username}` };
  const response = await request.post('/api/users', { data: account });
  expect(response.status(), `creating ${username}: ${await response.text()}`).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, ...account };
}

/** Fills the login form on /auth and submits it (the caller checks where it lands). */
export async function submitLogin(page: Page, username: string, password: string, options: { rememberMe?: boolean } = {}) {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
}

/** Signs in through the login form and waits for the calling dashboard. */
export async function signInThroughForm(page: Page, username: string, password: string, options: { rememberMe?: boolean } = {}) {
  await page.goto('/auth');
  await submitLogin(page, username, password, options);
  await expect(page).toHaveURL(/\/outbound-calling$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
}

