import { test as base, expect, type Page } from '@playwright/test';
import { startDnsServer, startSmtpSink, type SmtpSink } from '@outreach/testing';
import { apiSignIn, uniqueName } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import {
  addAgentsThroughApi,
  addDraftThroughApi,
  campaignRecipients,
  campaignRow,
  FIRST_LOAD,
  getCampaign,
  listCampaignsThroughApi,
  openCampaigns,
  recentCampaigns,
  uniqueCity,
} from './support/campaigns.ts';
import { ADMIN } from './support/credentials.ts';
import { addSmtpAccountThroughApi } from './support/emailAccounts.ts';
import { startHttpsPlatform, type HttpsPlatform } from './support/httpsPlatform.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import { toast, toastWith } from './support/toasts.ts';

/**
 * The Email Campaigns page, the Sending Campaign modal and a campaign's own page. A send reaches a
 * real SMTP server, so the journey runs on a platform of its own (support/httpsPlatform.ts):
 * marketing e-mail goes out only with an https unsubscribe link and the sender's postal address.
 * Its database is new, so the campaigns table starts empty.
 */
const SMTP_USER = 'casey';
const SMTP_PASSWORD = `campaigns-smtp-${Date.now().toString(36)}`;

interface World {
  https: HttpsPlatform;
  smtp: SmtpSink;
}

const test = base.extend<object, { world: World }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startSmtpSink({ [SMTP_USER]: SMTP_PASSWORD });
      // Recipients' domains are checked before a send: agents.test receives mail, nothing is asked of the internet.
      const dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
      const https = await startHttpsPlatform({ config: { DNS_SERVERS: dns.server, SENDER_POSTAL_ADDRESS: '500 Congress Ave, Austin, TX 78701' } });
      try {
        await use({ https, smtp });
      } finally {
        await https.close();
        await dns.close();
        await smtp.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ world }, use) => use(world.https.url),
});
test.use({ ignoreHTTPSErrors: true });

/** Three agents at agents.test, in a city of their own. */
function agentsOf(city: string) {
  const email = (name: string) => `${uniqueName(name)}@agents.test`.toLowerCase();
  return [
    { firstName: 'Ana', lastName: 'Reyes', email: email('ana') },
    { firstName: 'Ben', lastName: 'Okafor', email: email('ben') },
    { firstName: 'Cleo', lastName: 'Marsh', email: email('cleo') },
  ].map((agent) => ({ ...agent, city }));
}

async function draftCampaign(page: Page, world: World) {
  const city = uniqueCity();
  const agents = agentsOf(city);
  await addAgentsThroughApi(page.request, city, agents);
  const mailbox = await addSmtpAccountThroughApi(page.request, { name: uniqueName('Sales'), host: world.smtp.host, port: world.smtp.port, username: SMTP_USER, password: SMTP_PASSWORD });
  const name = uniqueName('Rentals this week');
  const draft = await addDraftThroughApi(page.request, { name, city, mailboxId: mailbox.id });
  return { city, agents, mailbox, name, draft };
}

test.describe('email campaigns', () => {
  // A send that reaches the SMTP server and its live progress, on a platform of the journey's own.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  });

  test('the list starts empty; copy a draft, send it from the table watching its progress, and open its page and a recipient’s outcome', async ({ page, world }, testInfo) => {
    // A new platform has no campaign yet.
    expect(await listCampaignsThroughApi(page.request)).toEqual([]);
    await openCampaigns(page);
    await expect(recentCampaigns(page).getByText('No campaigns yet. Create your first campaign to get started.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Streamlined Creator' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Advanced Setup' })).toBeVisible();

    const { agents, name, draft, mailbox, city } = await draftCampaign(page, world);
    await page.reload();
    const row = campaignRow(page, name);
    await expect(row).toBeVisible(FIRST_LOAD);
    await expect(row.getByRole('cell').nth(1)).toHaveText('3');
    await expect(row.getByText('draft', { exact: true })).toHaveAttribute('data-variant', 'outline');
    await expect(row.getByText('Tracking off')).toHaveCount(2);
    await expect(row.getByRole('cell', { name: 'Draft', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Send ${name}` })).toBeVisible();

    // Copy: a new draft named "(Copy)", the original kept.
    await row.getByRole('button', { name: `Copy ${name}` }).click();
    await expect(toast(page, 'Campaign Copied')).toBeVisible();
    const copyRow = campaignRow(page, `${name} (Copy)`);
    await expect(copyRow).toBeVisible(FIRST_LOAD);
    await expect(copyRow.getByText('draft', { exact: true })).toBeVisible();
    const copy = (await listCampaignsThroughApi(page.request)).find((c) => c.name === `${name} (Copy)`)!;
    expect(copy.copiedFromId).toBe(draft.id);

    // Send the original: the modal follows the verification and the send to the end.
    await row.getByRole('button', { name: `Send ${name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Sending Campaign' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Verifying email addresses')).toBeVisible();
    await expect(modal.getByText('Sending to verified recipients')).toBeVisible();
    await expect(modal.getByText('Updating contact verification status')).toBeVisible();
    // The answer waits for the verification of the addresses (their domains asked of the DNS server).
    await expect(toastWith(page, 'Campaign Sent', 'Campaign sent successfully! Email verification: 3 valid, 0 invalid emails')).toBeVisible(FIRST_LOAD);
    await expect(modal.locator('[data-step="verify"]')).toHaveAttribute('data-state', 'finish');
    await expect(modal.locator('[data-step="verify"]')).toHaveText('3 valid emails, 0 invalid emails skipped');
    // The e-mails reach the SMTP server and the live updates carry the send to its end.
    await expect(modal.locator('[data-step="send"]')).toHaveAttribute('data-state', 'finish', FIRST_LOAD);
    await expect(modal.locator('[data-step="send"]')).toHaveText('3 of 3 processed: 3 sent, 0 skipped, 0 failed');
    await expect(modal.locator('[data-step="update"]')).toHaveAttribute('data-state', 'finish');
    await expect(modal.getByRole('progressbar', { name: 'Send progress' })).toHaveAttribute('aria-valuenow', '100');
    await screenshot(page, testInfo, 'campaign-sending-modal');
    for (const agent of agents) expect(world.smtp.received.filter((m) => m.to.includes(agent.email))).toHaveLength(1);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    // The table shows the campaign sent, without a Send action.
    await expect(row.getByText('sent', { exact: true })).toHaveAttribute('data-variant', 'default');
    await expect(row.getByRole('cell').nth(1)).toHaveText('3');
    await expect(row.getByRole('button', { name: `Send ${name}` })).toHaveCount(0);
    // A sent campaign cannot be edited: its Edit action is off (its tooltip points to Copy).
    await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeDisabled();
    // The actions name themselves in tooltips: the first after a rest of the pointer, the next straight on.
    await row.getByRole('button', { name: `View ${name}` }).hover();
    await expect(page.getByRole('tooltip', { name: 'View' })).toBeVisible();
    await row.getByRole('button', { name: `Copy ${name}` }).hover();
    await expect(page.getByRole('tooltip', { name: 'Copy' })).toBeVisible();
    await expect(page.getByRole('tooltip', { name: 'View' })).toBeHidden();
    const sent = await getCampaign(page.request, draft.id);
    expect(sent).toMatchObject({ status: 'sent', recipientCount: 3, sentCount: 3, skippedCount: 0, failedCount: 0, unknownCount: 0 });

    // View opens the campaign's page: figures, definition, timeline, recipients.
    await row.getByRole('button', { name: `View ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${draft.id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    const figures = page.getByRole('region', { name: 'Campaign figures' });
    for (const [figure, value] of [['Recipients', '3'], ['Sent', '3'], ['Skipped', '0'], ['Failed', '0'], ['Unknown', '0'], ['Open Rate', 'Tracking off']] as const) {
      await expect(figures.getByRole('group', { name: figure, exact: true }).locator('.ant-statistic-content')).toHaveText(value);
    }
    const definition = page.getByRole('region', { name: 'Definition' });
    await expect(definition).toContainText('One-time email');
    await expect(definition).toContainText(`${mailbox.name} (`);
    await expect(definition).toContainText(city);
    await expect(definition).toContainText('New rentals near you, {{firstName}}');
    const timeline = page.getByRole('region', { name: 'Timeline' });
    for (const step of ['Created', 'Send requested', 'Send started', 'Send completed']) await expect(timeline.getByText(step, { exact: true })).toBeVisible();
    await expect(timeline.getByText(`by ${ADMIN.username}`).first()).toBeVisible();
    await expect(timeline.getByText('Reason: Campaign sent')).toBeVisible();

    const recipients = page.getByRole('region', { name: 'Recipients' });
    const listed = await campaignRecipients(page.request, draft.id);
    expect(listed.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    for (const agent of agents) await expect(recipients.getByRole('row').filter({ hasText: agent.email })).toContainText('Sent');

    // A recipient's outcome: what happened to its e-mail.
    const ana = agents[0]!;
    await recipients.getByRole('button', { name: `Outcome of ${ana.email}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Ana Reyes' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(ana.email)).toBeVisible();
    await expect(drawer.getByText('E-mail queued')).toBeVisible();
    await expect(drawer.getByText('E-mail sent')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', /\/agent\//);
    await screenshot(page, testInfo, 'campaign-recipient-outcome');

    // Filtering by outcome: nobody failed.
    await drawer.getByRole('button', { name: 'Close' }).click();
    // The drawer keeps the focus until it has slid away (it leaves the page then): only then is the filter used.
    await expect(page.locator('.ant-drawer-content-wrapper')).toHaveCount(0);
    await chooseOption(recipients.getByRole('combobox', { name: 'Filter by outcome' }), 'Failed (0)');
    await expect(recipients.getByText('No recipient with this outcome.')).toBeVisible();
  });

  test('a scheduled campaign is paused, resumed and cancelled from its page', async ({ page, world }) => {
    const { name, draft } = await draftCampaign(page, world);
    const scheduledAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await page.request.post(`/api/campaigns/${draft.id}/schedule`, { data: { scheduledAt } })).status()).toBe(200);
    await page.goto(`/campaigns/${draft.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Resume' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(toastWith(page, 'Campaign Paused', name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    expect((await getCampaign(page.request, draft.id)).status).toBe('paused');

    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(toastWith(page, 'Campaign Resumed', name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect((await getCampaign(page.request, draft.id)).status).toBe('scheduled');

    // Cancelling asks first; keeping it changes nothing.
    await page.getByRole('button', { name: 'Cancel Campaign' }).click();
    await page.getByRole('button', { name: 'Keep It' }).click();
    expect((await getCampaign(page.request, draft.id)).status).toBe('scheduled');
    await page.getByRole('button', { name: 'Cancel Campaign' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel It' }).click();
    await expect(toastWith(page, 'Campaign Cancelled', name)).toBeVisible();
    for (const action of ['Pause', 'Resume', 'Cancel Campaign']) await expect(page.getByRole('button', { name: action })).toHaveCount(0);
    expect((await getCampaign(page.request, draft.id)).status).toBe('cancelled');
    const timeline = page.getByRole('region', { name: 'Timeline' });
    for (const step of ['Paused', 'Resumed', 'Cancelled']) await expect(timeline.getByText(step, { exact: true })).toBeVisible();
  });

  test('a send held back by its mailbox’s daily limit shows in the modal how many e-mails wait, until when and why', async ({ page, world }) => {
    const city = uniqueCity();
    await addAgentsThroughApi(page.request, city, agentsOf(city));
    // One e-mail a day, no warm-up: the first goes, the other two wait for the next day.
    const mailbox = await addSmtpAccountThroughApi(page.request, {
      name: uniqueName('Slow'),
      host: world.smtp.host,
      port: world.smtp.port,
      username: SMTP_USER,
      password: SMTP_PASSWORD,
      dailyLimit: 1,
      warmupEnabled: false,
    });
    const name = uniqueName('Held back');
    await addDraftThroughApi(page.request, { name, city, mailboxId: mailbox.id });
    await openCampaigns(page);
    const row = campaignRow(page, name);
    await expect(row).toBeVisible(FIRST_LOAD);
    await row.getByRole('button', { name: `Send ${name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Sending Campaign' });
    await expect(modal.getByRole('alert').filter({ hasText: '2 e-mails deferred' })).toBeVisible(FIRST_LOAD);
    await expect(modal.getByTestId('deferred-emails')).toContainText(/^2 e-mails wait until .+: The mailbox's daily limit of 1 e-mails is reached; it sends again after midnight/);
    await expect(modal.locator('.ant-statistic').filter({ hasText: 'Deferred' })).toContainText('2');
    await expect(modal.locator('.ant-statistic').filter({ hasText: 'Sent' })).toContainText('1');
    await modal.getByRole('button', { name: 'Close' }).click();
    // Nothing more goes today: the campaign stays sending, its other two e-mails waiting, as its page says too.
    await expect(row.getByText('sending', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `View ${name}` }).click();
    const deferred = page.getByRole('region', { name: 'Campaign figures' }).getByRole('group', { name: 'Deferred' });
    await expect(deferred).toContainText('2', FIRST_LOAD);
    await expect(deferred).toContainText(/Waiting for a later time; the next goes .+/);
  });

  test('a send that finds no one left to send to is not sent: the modal and the list say why, and the campaign is a draft again', async ({ page, world }) => {
    const city = uniqueCity();
    // A throwaway-address service: the verification before sending leaves its one agent out.
    await addAgentsThroughApi(page.request, city, [{ firstName: 'Lou', lastName: 'Temp', email: `${uniqueName('lou')}@mailinator.com`.toLowerCase() }]);
    const mailbox = await addSmtpAccountThroughApi(page.request, { name: uniqueName('Sales'), host: world.smtp.host, port: world.smtp.port, username: SMTP_USER, password: SMTP_PASSWORD });
    const name = uniqueName('Nobody left');
    const draft = await addDraftThroughApi(page.request, { name, city, mailboxId: mailbox.id });
    await openCampaigns(page);
    const row = campaignRow(page, name);
    await expect(row).toBeVisible(FIRST_LOAD);
    await row.getByRole('button', { name: `Send ${name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Sending Campaign' });
    await expect(modal.getByRole('alert').filter({ hasText: 'Campaign Not Sent' })).toContainText('all 1 addresses were invalid or unsubscribed', FIRST_LOAD);
    await expect(modal.getByRole('alert').filter({ hasText: 'Campaign Not Sent' })).toContainText('It is a draft again.');
    await expect(modal.locator('[data-step="send"]')).toHaveAttribute('data-state', 'error');
    await modal.getByRole('button', { name: 'Close' }).click();
    const reason = 'No one left to send to: every address in its audience was left out (0 unsubscribed, bounced or complained, 1 invalid)';
    await expect(row.getByText('draft', { exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: /^Was not sent .*: No one left to send to: .*\. Edit its recipients, then send it again\.$/ })).toBeVisible();
    expect((await getCampaign(page.request, draft.id)).sendNotStarted).toMatchObject({ reason });

    await row.getByRole('button', { name: `View ${name}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Was not sent' })).toContainText(reason, FIRST_LOAD);
    await expect(page.getByRole('region', { name: 'Campaign figures' }).getByRole('group', { name: 'Left Out' })).toContainText('1');
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Not sent: no one left to send to', { exact: true })).toBeVisible();
    await expect(timeline.getByText(`${reason}. It is a draft again`)).toBeVisible();
  });

  test('a scheduled campaign that cannot start at its time is a draft again, and says why in the list (live), on its page and in its timeline', async ({ page, world }) => {
    const { name, draft, agents } = await draftCampaign(page, world);
    expect((await page.request.post(`/api/campaigns/${draft.id}/schedule`, { data: { scheduledAt: new Date(Date.now() + 15_000).toISOString() } })).status()).toBe(200);
    // Every agent it was for unsubscribes before its time comes.
    for (const agent of agents) {
      const found = (await (await page.request.get(`/api/contacts?search=${encodeURIComponent(agent.email)}`)).json()) as { contacts: { id: string }[] };
      expect(found.contacts).toHaveLength(1);
      const unsubscribed = await page.request.put(`/api/contacts/${found.contacts[0]!.id}`, { data: { status: 'unsubscribed' } });
      expect(unsubscribed.status(), await unsubscribed.text()).toBe(200);
    }
    // The list open while its time comes shows it scheduled, then a draft again with why, without a reload.
    await openCampaigns(page);
    const row = campaignRow(page, name);
    await expect(row.getByText('scheduled', { exact: true })).toBeVisible(FIRST_LOAD);
    const reason = 'No recipients: no active contact with an e-mail address matches the recipient filter';
    await expect(row.getByText('draft', { exact: true })).toBeVisible({ timeout: 45_000 });
    await expect(row.getByRole('img', { name: new RegExp(`^Did not start at its scheduled time .*: ${reason}\\. Edit it, then schedule or send it again\\.$`) })).toBeVisible();
    expect((await getCampaign(page.request, draft.id)).scheduleMissed).toMatchObject({ reason });

    await page.goto(`/campaigns/${draft.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('alert').filter({ hasText: 'Did not start at its scheduled time' })).toContainText(reason);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Did not start at its scheduled time', { exact: true })).toBeVisible();
    await expect(timeline.getByText(`${reason}. It is a draft again`)).toBeVisible();
  });

  test('a campaign’s page on a phone, and an unknown campaign @phone', async ({ page, world }, testInfo) => {
    const { name, draft } = await draftCampaign(page, world);
    await page.goto(`/campaigns/${draft.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recipients' }).getByText('No e-mails yet: the campaign has not been sent.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Created', { exact: true })).toBeVisible();
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, testInfo, 'campaign-page');

    await page.goto('/campaigns/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Campaign not found')).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Email Campaigns' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(campaignRow(page, name)).toBeVisible(FIRST_LOAD);
  });
});
