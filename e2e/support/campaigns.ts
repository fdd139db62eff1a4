/**
 * Campaign helpers for the journeys: the set-up a campaign journey needs (agents, a draft campaign)
 * made through the API, what the API says behind the campaign screens, and the screens' parts by role.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueName } from './accounts.ts';

/** A campaign as GET /api/campaigns/{id} answers it (the fields the journeys look at). */
export interface ApiCampaign {
  id: string;
  name: string;
  status: 'draft' | 'scheduled' | 'sending' | 'paused' | 'sent' | 'cancelled';
  recipientCount: number;
  sentCount: number;
  skippedCount: number;
  failedCount: number;
  unknownCount: number;
  copiedFromId: string | null;
  scheduleMissed?: { scheduledAt: string; missedAt: string; reason: string } | null;
  sendNotStarted?: { requestedAt: string; stoppedAt: string; reason: string } | null;
}

export interface ApiCampaignRecipient {
  messageId: string;
  contactId: string | null;
  name: string | null;
  email: string;
  status: 'queued' | 'sent' | 'skipped' | 'failed' | 'bounced' | 'unknown';
  reason: string | null;
}

/** A city no other journey's agents live in: a campaign filtered on it reaches only the journey's agents. */
export const uniqueCity = () => uniqueName('Campaignville');

/**
 * Agents of one city imported as contacts through the API (as the rental page imports them), once
 * the contacts list shows them all; `emails` in lower case as the server keeps them.
 */
export async function addAgentsThroughApi(request: APIRequestContext, city: string, agents: { firstName: string; lastName: string; email: string }[]): Promise<void> {
  const imported = await request.post('/api/contacts/bulk-import', { data: { contacts: agents.map((a) => ({ ...a, city, state: 'TX' })) } });
  expect(imported.status(), await imported.text()).toBe(200);
  await expect
    .poll(async () => ((await (await request.get(`/api/campaigns/audience-count?cities=${encodeURIComponent(city)}`)).json()) as { matching: number }).matching, {
      message: `the ${agents.length} agents of ${city} are counted`,
    })
    .toBe(agents.length);
}

/** A draft one-time campaign with its own subject and content, to the agents of `city`, from `mailboxId` (set-up). */
export async function addDraftThroughApi(request: APIRequestContext, draft: { name: string; city: string; mailboxId: string }): Promise<ApiCampaign> {
  const response = await request.post('/api/campaigns', {
    data: {
      name: draft.name,
      type: 'email',
      fromEmailAccountId: draft.mailboxId,
      subject: 'New rentals near you, {{firstName}}',
      content: 'Hi {{firstName}},\n\nThree new rentals came up in your area this week.\n',
      recipientFilter: { cities: [draft.city], performanceTiers: [] },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiCampaign;
}

export async function getCampaign(request: APIRequestContext, id: string): Promise<ApiCampaign> {
  const response = await request.get(`/api/campaigns/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiCampaign;
}

export async function listCampaignsThroughApi(request: APIRequestContext): Promise<ApiCampaign[]> {
  const response = await request.get('/api/campaigns');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiCampaign[];
}

/**
 * Cancels every campaign that is scheduled, sending or paused, and waits until the campaigns list
 * shows it: a template or mailbox they use cannot be deleted before (the set-up of a journey that
 * starts from no mailbox).
 */
export async function cancelCampaignsStillToGo(request: APIRequestContext): Promise<void> {
  const stillToGo = (campaigns: ApiCampaign[]) => campaigns.filter((c) => c.status === 'scheduled' || c.status === 'sending' || c.status === 'paused');
  let position: string | undefined;
  for (const campaign of stillToGo(await listCampaignsThroughApi(request))) {
    const response = await request.post(`/api/campaigns/${campaign.id}/cancel`, { data: { reason: 'A journey starts from no mailbox' } });
    expect([200, 409], await response.text()).toContain(response.status());
    position = response.headers()['x-event-position'] ?? position;
  }
  if (!position) return;
  const headers = { 'x-min-position': position };
  await expect
    .poll(async () => stillToGo((await (await request.get('/api/campaigns', { headers })).json()) as ApiCampaign[]).length, { message: 'no campaign is still to go' })
    .toBe(0);
}

export async function campaignRecipients(request: APIRequestContext, id: string): Promise<ApiCampaignRecipient[]> {
  const response = await request.get(`/api/campaigns/${id}/recipients?limit=200`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { recipients: ApiCampaignRecipient[] }).recipients;
}

/**
 * How long the journey's own platform may take to load a page's code the first time (behind its TLS
 * front, a cold cache, a busy machine) or to verify and send a campaign.
 */
export const FIRST_LOAD = { timeout: 60_000 };

export const openCampaigns = async (page: Page) => {
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Campaigns' })).toBeVisible(FIRST_LOAD);
};

/** The Recent Campaigns table. */
export const recentCampaigns = (page: Page) => page.getByRole('region', { name: 'Recent Campaigns' });

/** A campaign's row of the table, by its name (exactly: not the row of its copy). */
export const campaignRow = (page: Page, name: string) =>
  recentCampaigns(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });
