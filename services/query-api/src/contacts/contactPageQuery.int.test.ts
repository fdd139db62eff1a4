import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';
import { insertSearchedContacts } from './searchedContacts.fixture.ts';
import { contactPageQuery, type ContactPageRequest } from './contactPageQuery.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

const CONTACTS = 3_000;
/** A long term most contacts match: with no statistics, the planner's guess for it is one row. */
const COMMON = 'brightmoor properties';
const RARE = 'only-one-agent';

beforeAll(async () => {
  fx = await queryApiFixture('query_api_page_plan');
  const rows = Array.from({ length: CONTACTS }, (_, n) => ({
    id: randomUUID(),
    first_name: `Ann${n % 37}`,
    last_name: `Name${n % 101}`,
    email: n === 1_234 ? `${RARE}@example.com` : `agent${n}@example.com`,
    company: n % 10 === 0 ? 'Compass' : 'Brightmoor Properties',
    status: n % 3 === 0 ? 'inactive' : 'active',
  }));
  await insertSearchedContacts(fx.runtime.pg, rows);
  // The estimate for '%term%' then rests on no sample at all: the planner would take the search
  // index and sort every match of the common term, had it the choice.
  await fx.runtime.pg.query('alter table read.contacts alter column search_text set statistics 0');
  await fx.runtime.pg.query('vacuum analyze read.contacts');
});

afterAll(async () => {
  await fx?.close();
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

/** The nodes under the plan's Limit (how the page's ids are found), one line each: "Node Type Index Name Direction". */
async function plan(request: Partial<ContactPageRequest>): Promise<string[]> {
  const query = contactPageQuery({ term: undefined, status: undefined, position: { direction: 'start' }, limit: 25, skip: 0, walk: true, ...request });
  const [explained] = await fx.runtime.db.anyFirst(sql.type(z.object({ 'QUERY PLAN': z.array(z.object({ Plan: z.unknown() })) }))`explain (format json) ${query}`);
  const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
  const limit = nodes(explained![0]!.Plan as PlanNode).find((n) => n['Node Type'] === 'Limit')!;
  return nodes(limit).map((n) => [n['Node Type'], n['Index Name'], n['Scan Direction']].filter(Boolean).join(' '));
}

describe('contactPageQuery takes the plan it was told to', () => {
  it('walks the name order for a common term, even where the planner guesses it is rare', async () => {
    const walked = await plan({ term: COMMON, walk: true });
    expect(walked).toEqual(['Limit', 'Subquery Scan', 'Index Only Scan contacts_name_key_idx Forward']);
    const deeper = await plan({ term: COMMON, walk: true, status: 'inactive', position: { direction: 'before', key: { lastName: 'Name50', firstName: 'Ann3', id: randomUUID() } } });
    expect(deeper).toEqual(['Limit', 'Subquery Scan', 'Index Only Scan contacts_status_name_key_idx Backward']);
  });

  it('collects a rare term through the search index and sorts its matches', async () => {
    const collected = await plan({ term: RARE, walk: false });
    expect(collected).toEqual(['Limit', 'Sort', 'Subquery Scan', 'Bitmap Heap Scan', 'Bitmap Index Scan contacts_search_trgm_idx']);
  });

  it('answers the same page either way', async () => {
    const page = (walk: boolean, skip: number) =>
      fx.runtime.db.anyFirst(sql.type(z.object({ id: z.string() }))`select p.id from (${contactPageQuery({ term: 'brightmoor', status: 'active', position: { direction: 'start' }, limit: 25, skip, walk })}) p`);
    for (const skip of [0, 25, 1_000]) {
      const walked = await page(true, skip);
      expect(walked).toHaveLength(26);
      expect(await page(false, skip)).toEqual(walked);
    }
  });
});
