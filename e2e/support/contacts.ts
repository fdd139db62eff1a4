/**
 * Contact helpers for the journeys: what the API says (to know what a screen should show when the
 * shared database has been changed by other journeys) and the set-up of contacts a journey needs.
 */
import { expect, type APIRequestContext } from '@playwright/test';

/** A contact as GET /api/contacts answers it (the fields the journeys look at). */
export interface ApiContact {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  officePhone: string | null;
  company: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  status: 'active' | 'inactive' | 'unsubscribed';
  performanceTier: 'elite' | 'high-performer' | 'active' | 'moderate' | 'entry';
  listingsCount: number;
  yearsExperience: number | null;
  serviceAreas: string | null;
  totalCalls: number;
  needsFollowUp: boolean;
  notes: string | null;
}

/** A card of the calling and rental lists. */
export interface ApiCallingContact {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  rental_listings: number;
  is_contact: boolean;
}

export const TIER_LABELS: Record<ApiContact['performanceTier'], string> = {
  elite: 'Elite',
  'high-performer': 'High Performer',
  active: 'Active',
  moderate: 'Moderate',
  entry: 'Entry Level',
};

/** '1,234': how the screens write counts. */
export const count = (n: number) => n.toLocaleString('en-US');

export const fullName = (c: { firstName?: string | null; lastName?: string | null; first_name?: string | null; last_name?: string | null }) =>
  [c.firstName ?? c.first_name, c.lastName ?? c.last_name].filter(Boolean).join(' ');

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

export function listContacts(request: APIRequestContext, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return getJson<{ contacts: ApiContact[]; total: number }>(request, `/api/contacts?${params}`);
}

export async function contactsTotal(request: APIRequestContext, query: Record<string, string | number> = {}): Promise<number> {
  return (await listContacts(request, { ...query, limit: 1 })).total;
}

export function callingList(request: APIRequestContext, tier: string, filter: string, page = 1) {
  return getJson<{ contacts: ApiCallingContact[]; total: number }>(request, `/api/contacts/calling?tier=${tier}&filter=${filter}&page=${page}&limit=25`);
}

export function rentalList(request: APIRequestContext, minRentals: number, filter = 'fresh', page = 1) {
  return getJson<{ contacts: ApiCallingContact[]; total: number; totalPages: number }>(
    request,
    `/api/contacts/rental-agents?minRentals=${minRentals}&filter=${filter}&page=${page}&limit=25`,
  );
}

export function callStats(request: APIRequestContext) {
  return getJson<{ totalCallsToday: number; connectedCallsToday: number; totalCallsWeek: number; followUpsNeeded: number }>(
    request,
    '/api/call-logs/stats',
  );
}

/** Waits until a search finds what the read model should by now hold (writes through the API are read back eventually). */
export async function eventuallyFind(request: APIRequestContext, search: string, expected = 1): Promise<ApiContact[]> {
  let found: ApiContact[] = [];
  await expect
    .poll(async () => (found = (await listContacts(request, { search, limit: 100 })).contacts).length, { message: `contacts matching ${search}` })
    .toBe(expected);
  return found;
}

interface ImportProgress {
  status: 'uploaded' | 'running' | 'completed' | 'failed';
  imported: number;
  merged: number;
  rejected: number;
}

/** Imports a CSV file through the API with the suggested mapping (set-up, not what a journey checks) and waits for its end. */
export async function importCsvThroughApi(request: APIRequestContext, fileName: string, csv: string): Promise<ImportProgress> {
  const uploaded = await request.post('/api/contact-imports', { data: csv, headers: { 'Content-Type': 'text/csv', 'X-File-Name': fileName } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { importId, suggestedMapping } = (await uploaded.json()) as { importId: string; suggestedMapping: Record<string, string | null> };
  const started = await request.post(`/api/contact-imports/${importId}/start`, { data: { mapping: suggestedMapping } });
  expect(started.status(), await started.text()).toBe(202);
  // Read your writes, as the web app does: the read side answers once it has caught up with the start.
  const headers: Record<string, string> = {};
  const position = started.headers()['x-event-position'];
  if (position) headers['X-Min-Position'] = position;
  let progress: ImportProgress | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/contact-imports/${importId}`, { headers });
        progress = response.ok() ? ((await response.json()) as ImportProgress) : undefined;
        return progress?.status;
      },
      { message: 'the import ends' },
    )
    .toBe('completed');
  return progress!;
}

/** Area codes of these made-up numbers; the texting journeys use others (smsInbox.ts). */
const UNIQUE_AREA_CODES = ['206', '303', '305', '602', '617'];
/**
 * A valid North American number unlikely to belong to anyone else: exchange 555, which the demo
 * data never uses, under a real area code; consecutive seeds give different numbers.
 */
export function uniquePhone(seed: number): string {
  const n = seed % 10_000_000;
  const area = UNIQUE_AREA_CODES[Math.floor(n / 10_000) % UNIQUE_AREA_CODES.length];
  return `(${area}) 555-${String(n % 10_000).padStart(4, '0')}`;
}

/** '+15125550147' → '+1 (512) 555-0147', as the screens write numbers. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}` : phone;
}
