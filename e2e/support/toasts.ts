import type { Page } from '@playwright/test';

/**
 * Toasts on screen of a kind: failures are announced as alerts, everything else as a status. One
 * that is fading out (antd's leave animation) is no longer counted, so that a toast shown again
 * with the same title is the only match.
 */
export function liveToasts(page: Page, kind: 'failure' | 'success' = 'success') {
  return page.getByRole(kind === 'failure' ? 'alert' : 'status').and(page.locator(':not(.ant-notification-fade-leave)'));
}

/**
 * A toast by its title and text. Failures are announced as alerts, everything else as a status.
 * The text tells a new toast from the previous one with the same title while that one fades out.
 */
export function toastWith(page: Page, title: string, text: string | RegExp, kind: 'failure' | 'success' = 'success') {
  return liveToasts(page, kind)
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: text });
}

/**
 * A toast by its title. Failures are announced as alerts, everything else as a status, so the
 * role tells a failure from a success.
 */
export function toast(page: Page, title: string, kind: 'failure' | 'success' = 'success') {
  return liveToasts(page, kind).filter({ has: page.getByText(title, { exact: true }) });
}
