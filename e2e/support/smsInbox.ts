/**
 * SMS inbox helpers for the journeys: what the API says about conversations (to know what the
 * screens should show), the agents a journey texts with, and the inbox's parts by role.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn } from './accounts.ts';
import { callingList, type ApiContact } from './contacts.ts';
import { ADMIN } from './credentials.ts';

export interface ApiConversation {
  id: string;
  phoneNumber: string;
  contactId: string | null;
  contactFirstName: string | null;
  contactLastName: string | null;
  contactEmail: string | null;
  unreadCount: number;
  lastMessagePreview: string | null;
  lastMessageAt: string | null;
  status: 'active' | 'archived' | 'blocked';
  optedOut: boolean;
}

export interface ApiMessage {
  id: string;
  conversationId: string;
  direction: 'inbound' | 'outbound';
  message: string;
  status: string;
}

/** An agent of the calling lists with a mobile phone, as a journey texts with them. */
export interface Agent {
  id: string;
  name: string;
  /** E.164, the phone of the calling card and the mobile phone alike. */
  phone: string;
}

export const OPTED_OUT_MESSAGE = 'This number has opted out of text messages (it replied STOP); it can opt back in by texting START';
export const TOO_LONG_MESSAGE = 'SMS messages should be under 320 characters for best delivery';
/** The calling tier the SMS journeys take their agents from (other journeys mostly use the first agents of elite). */
export const AGENT_TIER = 'active';

const strangerBase = Date.now() % 1_000_000;
let strangers = 0;
/** Area codes of the texting journeys' made-up numbers; the other journeys use others (contacts.ts). */
const STRANGER_AREA_CODES = ['512', '214', '713', '210', '415'];
/**
 * A number no contact has, in E.164: exchange 555, which the demo data never uses, under a real
 * area code (a valid number, as the product reads numbers with libphonenumber-js).
 */
export function strangerPhone(): string {
  strangers += 1;
  const n = (strangerBase + strangers * 7919) % 1_000_000;
  return `+1${STRANGER_AREA_CODES[n % STRANGER_AREA_CODES.length]}555${String(n % 10_000).padStart(4, '0')}`;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

export const conversations = (request: APIRequestContext) => getJson<ApiConversation[]>(request, '/api/sms/conversations');
export const messages = (request: APIRequestContext, conversationId: string) =>
  getJson<ApiMessage[]>(request, `/api/sms/conversations/${conversationId}/messages`);
export const unreadCount = async (request: APIRequestContext) => (await getJson<{ count: number }>(request, '/api/sms/unread-count')).count;

/** The inbox's conversation with a number, once the read model has it. */
export async function conversationWith(request: APIRequestContext, phone: string): Promise<ApiConversation> {
  let found: ApiConversation | undefined;
  await expect
    .poll(async () => (found = (await conversations(request)).find((c) => c.phoneNumber === phone)), { message: `the conversation with ${phone}` })
    .toBeTruthy();
  return found!;
}

/**
 * Agents from page 1 of a tier's calling list (filter All: the order does not change as agents
 * are called or texted) whose calling-card phone is also their mobile phone.
 */
export async function agents(request: APIRequestContext, from: number, count: number): Promise<Agent[]> {
  const { contacts } = await callingList(request, AGENT_TIER, 'all');
  const picked: Agent[] = [];
  for (const card of contacts.slice(from)) {
    if (picked.length === count) break;
    if (!card.phone) continue;
    const contact = await getJson<ApiContact>(request, `/api/contacts/${card.id}`);
    if (contact.mobilePhone !== card.phone || !contact.firstName || !contact.lastName) continue;
    picked.push({ id: card.id, name: `${contact.firstName} ${contact.lastName}`, phone: card.phone });
  }
  expect(picked, `${count} agents with a mobile phone in tier ${AGENT_TIER}`).toHaveLength(count);
  return picked;
}

/** Signs the page's context in as the admin (the session cookie is shared with the page). */
export function signIn(page: Page): Promise<void> {
  return apiSignIn(page.request, ADMIN.username, ADMIN.password);
}

/** The left pane (the whole screen on a phone until a thread is open). */
export const inboxList = (page: Page) => page.getByRole('navigation', { name: 'SMS conversations' });

/** A conversation of the list, by the name it shows (the contact's name, else the number). */
export function conversationItem(page: Page, name: string): Locator {
  return inboxList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name, exact: true }) });
}

/** The open thread (the right pane; a full screen on a phone). */
export const thread = (page: Page) => page.getByRole('region', { name: 'Conversation' });

/** A bubble of the open thread: 'You sent' or 'They replied', with this text. */
export function bubble(page: Page, direction: 'inbound' | 'outbound', text: string): Locator {
  return thread(page)
    .getByRole('log', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: direction === 'outbound' ? 'You sent' : 'They replied' })
    .filter({ hasText: text });
}

/** The live connection indicator of the inbox toolbar. */
export const connectionIndicator = (page: Page) => page.getByRole('status').filter({ hasText: /^(Connected|Disconnected)$/ });

/** Opens the calling dashboard on the agents' tier with the All filter. */
export async function openCallingList(page: Page): Promise<void> {
  await page.goto(`/outbound-calling?tier=${AGENT_TIER}`);
  // The radio itself is hidden behind its button-like label.
  await page.getByRole('radiogroup', { name: 'Call status filter' }).getByText('All', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /^All/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: /agents available for calling/ })).toBeVisible();
}

/** An agent's card on the calling dashboard. */
export const callingCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
