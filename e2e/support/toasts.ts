import type { Page } from '@playwright/test';

/**
 * A toast by its title and text. Failures are announced as alerts, everything else as a status.
 * The text tells a new toast from the previous one with the same title while that one fades out.
 */
export function toastWith(page: Page, title: string, text: string | RegExp, kind: 'failure' | 'success' = 'success') {
  return page
    .getByRole(kind === 'failure' ? 'alert' : 'status')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: text });
}
