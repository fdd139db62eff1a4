/**
 * Helpers for the few antd widgets whose visible parts are not reachable by role alone.
 */
import { expect, type Locator } from '@playwright/test';

/**
 * Picks an option of an antd Select by its label. The combobox owns an accessible listbox, but
 * antd keeps only a window of its options there; the visible option, with the label as its
 * title, sits in the dropdown next to that listbox.
 */
export async function chooseOption(combobox: Locator, option: string | RegExp): Promise<void> {
  const page = combobox.page();
  // A click can land while something else still holds the focus (a drawer or popover closing gives it
  // back to its opener, which closes the list again): open it until it stays open.
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click({ timeout: 3000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true', { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
  // The combobox names its listbox once the list is rendered, a moment after it says it is open.
  await expect(combobox).toHaveAttribute('aria-controls', /\S/);
  const listId = await combobox.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  // A long list renders only the options around the active one: walk down to it as a keyboard would.
  const target = typeof option === 'string' ? dropdown.getByTitle(option, { exact: true }) : dropdown.getByTitle(option);
  for (let step = 0; step < 50 && !(await target.isVisible()); step++) await combobox.press('ArrowDown');
  // On a busy machine a click can land while the dropdown is still animating in: click again
  // until the choice closes it (the tests then check the chosen value itself).
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) === 'true') await target.click({ timeout: 3000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}

/** The number a statistic card (a group named after its title) shows: '1,234' → 1234, '12.5%' → 12.5. */
export async function statValue(card: Locator): Promise<number> {
  const text = (await card.innerText()).replace(/,/g, '');
  const match = /(\d+(?:\.\d+)?)\s*%?\s*$/.exec(text.trim());
  expect(match, `a number in "${text}"`).not.toBeNull();
  return Number(match![1]);
}
