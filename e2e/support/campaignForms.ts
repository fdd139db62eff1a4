/**
 * Campaign helpers for the journeys: what the API says behind the campaign screens (campaigns,
 * audience counts, the contacts' cities) and the set-up a journey needs (a template, a draft).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A campaign as GET /api/campaigns answers it (the fields the journeys look at). */
export interface ApiCampaign {
  id: string;
  name: string;
  type: 'email' | 'ab-test' | 'sequence' | 'sms';
  status: string;
  templateId: string | null;
  subject: string | null;
  content: string | null;
  fromEmailAccountId: string | null;
  recipientFilter: { cities: string[]; performanceTiers: string[]; minListings: number | null; minExperience: number | null };
  recipientCount: number;
  abTest: { variants: { key: string; subject: string | null; content: string | null }[]; testPercent: number; waitHours: number; metric: string; fallback: string } | null;
  sequence: { steps: { step: number; templateId: string | null; subject: string | null; content: string | null; delayDays: number; sameThread: boolean }[] } | null;
  tracking: { opens: boolean; clicks: boolean };
  scheduledAt: string | null;
}

export async function listCampaigns(request: APIRequestContext): Promise<ApiCampaign[]> {
  const response = await request.get('/api/campaigns');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiCampaign[];
}

/** The campaigns of that name, once the read side lists at least one. */
export async function campaignsNamed(request: APIRequestContext, name: string): Promise<ApiCampaign[]> {
  await expect.poll(async () => (await listCampaigns(request)).filter((c) => c.name === name).length, { message: `campaign "${name}" is listed`, timeout: 30_000 }).toBeGreaterThan(0);
  return (await listCampaigns(request)).filter((c) => c.name === name);
}

/** The live count the campaign screens show for a filter (GET /api/campaigns/audience-count). */
export async function audienceCount(request: APIRequestContext, filter: { cities?: string[]; performanceTiers?: string[] }): Promise<number> {
  const search = new URLSearchParams();
  for (const city of filter.cities ?? []) search.append('cities', city);
  for (const tier of filter.performanceTiers ?? []) search.append('performanceTiers', tier);
  const response = await request.get(`/api/campaigns/audience-count?${search}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

/** The distinct cities of the first 1,000 contacts, as the campaign screens read them, with their states. */
export async function contactCities(request: APIRequestContext): Promise<{ city: string; state: string | null }[]> {
  const response = await request.get('/api/contacts?limit=1000&offset=0');
  expect(response.status(), await response.text()).toBe(200);
  const { contacts } = (await response.json()) as { contacts: { city: string | null; state: string | null }[] };
  const seen = new Map<string, string | null>();
  for (const contact of contacts) if (contact.city?.trim() && !seen.has(contact.city.trim())) seen.set(contact.city.trim(), contact.state);
  return [...seen].map(([city, state]) => ({ city, state }));
}

/** An e-mail template made through the API (set-up), once listed. */
export async function addEmailTemplateThroughApi(request: APIRequestContext, template: { name: string; subject: string; content: string }): Promise<string> {
  const response = await request.post('/api/templates', { data: { name: template.name, subjectLines: [template.subject], content: template.content } });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect.poll(async () => ((await (await request.get('/api/templates')).json()) as { id: string }[]).some((t) => t.id === id), { message: 'the template is listed', timeout: 30_000 }).toBe(true);
  return id;
}

/** A draft one-time campaign made through the API (set-up), once listed. */
export async function addDraftCampaignThroughApi(request: APIRequestContext, draft: { name: string; templateId: string; fromEmailAccountId: string; performanceTiers: string[] }): Promise<ApiCampaign> {
  const response = await request.post('/api/campaigns', {
    data: { name: draft.name, type: 'email', templateId: draft.templateId, fromEmailAccountId: draft.fromEmailAccountId, recipientFilter: { performanceTiers: draft.performanceTiers } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [listed] = await campaignsNamed(request, draft.name);
  return listed!;
}

/**
 * The label an account has in the campaign screens' account pickers, with or without its
 * '(primary)' mark: a mailbox added just after the team's primary one was deleted becomes primary a
 * moment after it is first listed, and the picker may show either.
 */
export const senderLabel = (account: { name: string; fromEmail: string }) => new RegExp(`^${escapeRegExp(`${account.name} <${account.fromEmail}>`)}( \\(primary\\))?$`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The count a campaign screen shows ('1,234 recipients'), once it has settled on `expected`. */
export async function expectAudienceCount(page: Page, scope: ReturnType<Page['getByRole']>, expected: number): Promise<void> {
  const count = scope.getByTestId('audience-count');
  await expect(count).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(count.locator('strong').first()).toHaveText(expected.toLocaleString('en-US'), { timeout: 30_000 });
}
