import type { HttpSession } from './http.ts';
import { cursorBeforeRow, P95_TARGET_MS, PAGE_RATIO_REQUESTS, pageRatioFigures, TIER_COUNTS_RATIO_TARGET, type RouteLatency, type RouteSpec } from './routeLatency.ts';
import type { Figure } from './suite.ts';

export const PAGE_SIZE = 25;

/** The first, middle and last page of a list, the latter two asked for by cursor as the web does after paging there. */
export interface ListPages {
  specs: [RouteSpec, RouteSpec, RouteSpec];
  total: number;
  pages: number;
  /** The figures of the middle and last pages against the first, once the group is measured. */
  ratios(prefix: string, measured: ReadonlyMap<string, RouteLatency>): Figure[];
}

async function listPages(
  api: HttpSession,
  key: string,
  name: string,
  firstPath: string,
  byCursor: (cursor: string) => string,
  oneRowBefore: (start: number) => string,
): Promise<ListPages> {
  const { total } = await api.getJson<{ total: number }>(firstPath);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages < 3) throw new Error(`${name}: ${total} rows are too few for a middle page`);
  const middlePage = Math.ceil(pages / 2);
  const [middle, last] = await Promise.all([middlePage, pages].map((p) => cursorBeforeRow(api, oneRowBefore, (p - 1) * PAGE_SIZE)));
  const about = `page ${middlePage} and page ${pages} of ${total.toLocaleString('en-US')} rows asked for by cursor (after the row before them), as the web does when paging with Next and Previous`;
  const spec = (page: string, path: string): RouteSpec => ({
    key: `${key}.${page}`,
    name: `${name}, ${page} page`,
    path: () => path,
    p95TargetMs: P95_TARGET_MS,
    about,
    requests: PAGE_RATIO_REQUESTS,
  });
  const specs: [RouteSpec, RouteSpec, RouteSpec] = [spec('first', firstPath), spec('middle', byCursor(middle!)), spec('last', byCursor(last!))];
  return {
    specs,
    total,
    pages,
    ratios: (prefix, measured) => [
      ...pageRatioFigures(prefix, `${key}.middleVsFirst`, `${name}: middle page ÷ first`, measured.get(specs[1].key)!, measured.get(specs[0].key)!, about),
      ...pageRatioFigures(prefix, `${key}.lastVsFirst`, `${name}: last page ÷ first`, measured.get(specs[2].key)!, measured.get(specs[0].key)!, about),
    ],
  };
}

/** Contact Management with no search: every contact in name order. */
export function contactsListPages(api: HttpSession): Promise<ListPages> {
  return listPages(
    api,
    'contactsList',
    'GET /api/contacts',
    `/api/contacts?limit=${PAGE_SIZE}`,
    (cursor) => `/api/contacts?limit=${PAGE_SIZE}&after=${cursor}`,
    (start) => `/api/contacts?limit=1&offset=${start - 1}`,
  );
}

/** A tier's calling list (fresh, the default filter): most listings first. */
export function callingListPages(api: HttpSession, tier: string, key = `calling.${tier}`): Promise<ListPages> {
  const list = `/api/contacts/calling?tier=${tier}&filter=fresh`;
  return listPages(
    api,
    key,
    `GET /api/contacts/calling ${tier} fresh`,
    `${list}&limit=${PAGE_SIZE}`,
    (cursor) => `${list}&limit=${PAGE_SIZE}&after=${cursor}`,
    (start) => `${list}&limit=1&page=${start}`,
  );
}

/** Search terms of 3+ characters (name, e-mail and company are searched): surnames, first names, company words, a place name. */
export const SEARCH_TERMS = ['smi', 'john', 'realty', 'austin', 'gar', 'williams', 'kel', 'homes', 'mar', 'group'] as const;

/** A search's first page, the terms in turn: each total is counted once per search generation. */
export const searchRoute: RouteSpec = {
  key: 'search',
  name: 'GET /api/contacts?search=…',
  path: (i) => `/api/contacts?search=${SEARCH_TERMS[i % SEARCH_TERMS.length]}`,
  p95TargetMs: P95_TARGET_MS,
  varies: 'search',
  about: 'the same terms again and again, as when paging through results: the total is counted once per search generation and reused until a contact is added or its searched fields or status change',
};

export const tierCountsRoute: RouteSpec = {
  key: 'tierCounts',
  name: 'GET /api/contacts/tier-counts',
  path: () => '/api/contacts/tier-counts',
  p95RatioTarget: TIER_COUNTS_RATIO_TARGET,
  about: 'counts the contacts projection keeps',
};
