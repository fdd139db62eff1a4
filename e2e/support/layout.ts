import { expect, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where journeys keep the screenshots meant for a person to look at. */
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'screens');

/**
 * A screenshot named after the screen and the project (desktop / phone): the whole page, or just
 * the viewport (`fullPage: false`) when something fixed, like a dialog and its mask, is open.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The page itself never scrolls sideways (wide content scrolls inside its own box). */
export async function expectNoHorizontalPageScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'the page scrolls sideways',
    })
    .toBeLessThanOrEqual(0);
}
