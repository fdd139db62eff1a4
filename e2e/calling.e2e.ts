import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, uniqueName } from './support/accounts.ts';
import { chooseOption, statValue } from './support/antd.ts';
import { callingList, callStats, displayPhone, fullName } from './support/contacts.ts';
import { ADMIN } from './support/credentials.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import { toastWith } from './support/toasts.ts';

const PAGE_SIZE = 25;
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

const stat = (page: Page, title: string) => page.getByRole('region', { name: 'Call statistics' }).getByRole('group', { name: title });
const tierCard = (page: Page, label: string) => page.getByRole('region', { name: 'Performance tiers' }).getByRole('button', { name: new RegExp(`^${label} `) });
/** A call-status filter: the radio (to read) ... */
const filter = (page: Page, label: string) => page.getByRole('radiogroup', { name: 'Call status filter' }).getByRole('radio', { name: new RegExp(`^${label}`) });
/** ... and its button, the label around it (antd hides the radio itself), to click. */
async function chooseFilter(page: Page, label: string) {
  await page.getByRole('radiogroup', { name: 'Call status filter' }).locator('label').filter({ has: page.getByRole('radio', { name: new RegExp(`^${label}`) }) }).click();
  await expect(filter(page, label)).toBeChecked();
}
const agents = (page: Page) => page.getByRole('region', { name: 'Agents to call' });
const listTitle = (page: Page) => agents(page).getByRole('heading', { level: 2 });
const card = (page: Page, name: string) => agents(page).getByRole('article', { name, exact: true });

async function openCalling(page: Page, path = '/outbound-calling') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbound Calling Dashboard' })).toBeVisible();
}

async function readStats(page: Page) {
  await expect(stat(page, 'Calls Today')).toHaveText(/\d/);
  return {
    today: await statValue(stat(page, 'Calls Today')),
    connected: await statValue(stat(page, 'Connected')),
    week: await statValue(stat(page, 'This Week')),
    followUps: await statValue(stat(page, 'Follow-ups')),
  };
}

/** 'YYYY-MM-DD' of a day from now, in the browser's (and this machine's) time zone. */
function isoDay(daysFromNow: number): string {
  const day = new Date(Date.now() + daysFromNow * 24 * 60 * 60 * 1000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test.describe('outbound calling', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  });

  test('a call logged on a fresh Elite agent moves them to the follow-ups and counts in the figures', async ({ page }, testInfo) => {
    await openCalling(page);
    await expect(page.getByRole('heading', { name: `Welcome, ${ADMIN.username}` })).toBeVisible();
    await expect(page.getByText('Ready to Start Calling?')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sales Agents', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Rental Agents' })).toBeVisible();
    const before = await readStats(page);
    expect(before).toEqual(
      await callStats(page.request).then((s) => ({ today: s.totalCallsToday, connected: s.connectedCallsToday, week: s.totalCallsWeek, followUps: s.followUpsNeeded })),
    );
    await screenshot(page, testInfo, 'calling-ready');

    // Elite: its fresh agents (never called), best first.
    const fresh = await callingList(page.request, 'elite', 'fresh');
    expect(fresh.total, 'fresh Elite agents to call').toBeGreaterThan(0);
    await tierCard(page, 'Elite').click();
    await expect(page).toHaveURL(/[?&]tier=elite/);
    await expect(tierCard(page, 'Elite')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Ready to Start Calling?')).toBeHidden();
    await expect(filter(page, 'Fresh')).toBeChecked();
    await expect(listTitle(page)).toHaveText(`${fresh.total} agents available for calling • Page 1 of ${pagesOf(fresh.total)}`);
    await expect(agents(page).getByRole('article')).toHaveCount(Math.min(fresh.total, PAGE_SIZE));
    await screenshot(page, testInfo, 'calling-elite');

    // Log Call on the first card: connected, wants a trial, notes, a follow-up tomorrow.
    const agent = fresh.contacts[0]!;
    const name = fullName(agent);
    const agentCard = card(page, name);
    await expect(agentCard).toContainText('Never called');
    await expect(agentCard.getByRole('link', { name: displayPhone(agent.phone!) })).toHaveAttribute('href', `tel:${agent.phone}`);
    await agentCard.getByRole('button', { name: 'Log Call' }).click();
    const dialog = page.getByRole('dialog', { name: `Log Call - ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: displayPhone(agent.phone!) })).toHaveAttribute('href', `tel:${agent.phone}`);
    // Nothing is sent without a call status.
    await dialog.getByRole('button', { name: 'Log Call' }).click();
    await expect(dialog.getByText('Please select a call status')).toBeVisible();
    await chooseOption(dialog.getByRole('combobox', { name: 'Call Status' }), 'Connected');
    await chooseOption(dialog.getByRole('combobox', { name: 'Outcome' }), 'Wants to try (free trial)');
    const notes = `Interested in the listing tools; call back about the trial (${uniqueName('call')})`;
    await dialog.getByRole('textbox', { name: 'Notes' }).fill(notes);
    await dialog.getByRole('checkbox', { name: 'Follow-up required' }).check();
    const followUpDay = isoDay(1);
    await dialog.getByLabel('Follow-up Date').fill(followUpDay);
    await screenshot(page, testInfo, 'calling-log-call', { fullPage: false });
    await dialog.getByRole('button', { name: 'Log Call' }).click();
    await expect(toastWith(page, 'Call Logged', 'The call has been logged successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The agent has left Fresh, and the figures count the call.
    await expect(card(page, name)).toHaveCount(0);
    await expect(listTitle(page)).toHaveText(`${fresh.total - 1} agents available for calling • Page 1 of ${pagesOf(fresh.total - 1)}`);
    await expect(stat(page, 'Calls Today')).toHaveText(new RegExp(`${before.today + 1}$`));
    await expect(stat(page, 'Connected')).toHaveText(new RegExp(`${before.connected + 1}$`));
    await expect(stat(page, 'This Week')).toHaveText(new RegExp(`${before.week + 1}$`));
    await expect(stat(page, 'Follow-ups')).toHaveText(new RegExp(`${before.followUps + 1}$`));

    // Follow-ups: the agent is there, with the call's outcome and follow-up date.
    await chooseFilter(page, 'Follow-ups');
    await expect.poll(async () => (await callingList(page.request, 'elite', 'followups')).contacts.some((c) => c.id === agent.id)).toBe(true);
    const followUps = await callingList(page.request, 'elite', 'followups');
    await expect(listTitle(page)).toHaveText(`${followUps.total} agents available for calling • Page 1 of ${pagesOf(followUps.total)}`);
    const called = card(page, name);
    await expect(called).toBeVisible();
    await expect(called).toContainText('Last call: Connected');
    await expect(called).toContainText('Wants to try (free trial)');
    const dueText = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${followUpDay}T00:00:00`));
    await expect(called).toContainText(`Follow-up ${dueText}`);
    await expect(called).toContainText('1 call');
    await expect(called).not.toContainText('Never called');
    // ... and under Trial (wants to try) too.
    await chooseFilter(page, 'Trial');
    await expect(card(page, name)).toBeVisible();

    // Call Notes lists the call with its notes.
    await card(page, name).getByRole('button', { name: 'Call Notes' }).click();
    const notesDialog = page.getByRole('dialog', { name: `Call Notes - ${name}` });
    const history = notesDialog.getByRole('list', { name: 'Call history' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Connected');
    await expect(history).toContainText('Wants to try (free trial)');
    await expect(history).toContainText(`Follow-up ${dueText}`);
    await expect(history).toContainText(notes);
    await expect(history).toContainText(ADMIN.username);
    await screenshot(page, testInfo, 'calling-call-notes', { fullPage: false });
    await notesDialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await expect(notesDialog).toBeHidden();
    await chooseFilter(page, 'Fresh');
  });

  test('a tier in the address is preselected; Previous and Next stop at the ends', async ({ page }) => {
    const moderate = await callingList(page.request, 'moderate', 'fresh');
    const moderatePages = pagesOf(moderate.total);
    expect(moderatePages, 'more than one page of fresh Moderate agents').toBeGreaterThan(1);
    await openCalling(page, '/?tier=moderate');
    await expect(tierCard(page, 'Moderate')).toHaveAttribute('aria-pressed', 'true');
    await expect(tierCard(page, 'Elite')).toHaveAttribute('aria-pressed', 'false');
    await expect(listTitle(page)).toHaveText(`${moderate.total} agents available for calling • Page 1 of ${moderatePages}`);
    const previous = agents(page).getByRole('button', { name: 'Previous' });
    const next = agents(page).getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(card(page, fullName(moderate.contacts[0]!)).first()).toBeVisible();

    await next.click();
    await expect(listTitle(page)).toHaveText(`${moderate.total} agents available for calling • Page 2 of ${moderatePages}`);
    await expect(previous).toBeEnabled();
    const second = await callingList(page.request, 'moderate', 'fresh', 2);
    await expect(card(page, fullName(second.contacts[0]!)).first()).toBeVisible();

    // Another filter starts again on page 1; here, every Active-tier agent, to the last page.
    await tierCard(page, 'Active').click();
    await expect(page).toHaveURL(/[?&]tier=active/);
    await chooseFilter(page, 'All');
    const all = await callingList(page.request, 'active', 'all');
    const allPages = pagesOf(all.total);
    await expect(listTitle(page)).toHaveText(`${all.total} agents available for calling • Page 1 of ${allPages}`);
    for (let p = 2; p <= allPages; p++) {
      await next.click();
      await expect(listTitle(page)).toHaveText(`${all.total} agents available for calling • Page ${p} of ${allPages}`);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(agents(page).getByRole('article')).toHaveCount(all.total - (allPages - 1) * PAGE_SIZE);
    await chooseFilter(page, 'Fresh');
  });

  test('the calling dashboard fits a phone, its cards and dialogs too @phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the journeys above cover the wide screen');
    await openCalling(page);
    await expect(page.getByText('Ready to Start Calling?')).toBeVisible();
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'calling-ready', { fullPage: false });

    await tierCard(page, 'Moderate').click();
    const moderate = await callingList(page.request, 'moderate', 'fresh');
    await expect(listTitle(page)).toHaveText(`${moderate.total} agents available for calling • Page 1 of ${pagesOf(moderate.total)}`);
    const first = card(page, fullName(moderate.contacts[0]!)).first();
    await first.scrollIntoViewIfNeeded();
    await expect(first.getByRole('button', { name: 'Log Call' })).toBeInViewport();
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'calling-cards', { fullPage: false });

    // The Log Call dialog fits the screen; cancelling logs nothing.
    await first.getByRole('button', { name: 'Log Call' }).click();
    const dialog = page.getByRole('dialog', { name: /^Log Call - / });
    await chooseOption(dialog.getByRole('combobox', { name: 'Call Status' }), 'Left Voicemail');
    await expect(dialog.getByRole('combobox', { name: 'Outcome' })).toHaveCount(0);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'calling-log-call-small', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toContainText('Never called');

    // The Rental Agents tab.
    await page.getByRole('tab', { name: 'Rental Agents' }).click();
    await chooseOption(page.getByRole('combobox', { name: 'Minimum rental listings' }), '5+ rental listings');
    await expect(listTitle(page)).toHaveText(/^\d+ agents available for calling • Page 1 of \d+$/);
    await expect(page.getByRole('button', { name: 'Import Current Page' })).toBeVisible();
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'calling-rental', { fullPage: false });
  });
});
