import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectorFixture } from '../projectorFixture.ts';
import { rebuildProjection } from '../rebuildProjection.ts';
import { outboundEmails } from './outboundEmails.ts';

let fx: Awaited<ReturnType<typeof projectorFixture>>;

beforeAll(async () => {
  fx = await projectorFixture('outbound_email_updates');
});
afterAll(async () => {
  await fx.close();
});

const CAMPAIGN = randomUUID();

/** The columns the outbound e-mails projection's updates change (outboundEmails.ts). */
const UPDATED = ['status', 'reason', 'updated_at', 'attempts', 'provider', 'sent_at', 'simulated'];

const fillfactor = async () =>
  (await fx.pool.query<{ options: string[] | null }>(`select reloptions as options from pg_class where oid = 'read.outbound_emails'::regclass`)).rows[0]!.options;

describe('outbound e-mail rows', () => {
  it('are updated heap-only: no index holds a column the updates change, and pages keep room for new versions', async () => {
    const { rows: indexed } = await fx.pool.query<{ index: string; column: string }>(
      `select i.relname as index, a.attname as column
         from pg_index x join pg_class i on i.oid = x.indexrelid
         join pg_attribute a on a.attrelid = x.indrelid and a.attnum = any(x.indkey)
        where x.indrelid = 'read.outbound_emails'::regclass
       union
       select i.relname, a.attname
         from pg_index x join pg_class i on i.oid = x.indexrelid
         join pg_attribute a on a.attrelid = x.indrelid
        where x.indrelid = 'read.outbound_emails'::regclass
          and (pg_get_expr(x.indpred, x.indrelid) ~ ('\\m' || a.attname || '\\M') or pg_get_expr(x.indexprs, x.indrelid) ~ ('\\m' || a.attname || '\\M'))`,
    );
    expect(indexed.filter((r) => UPDATED.includes(r.column))).toEqual([]);
    expect(await fillfactor()).toContain('fillfactor=45');
  });

  it('lists a campaign’s e-mails newest first from an index, without a sort', async () => {
    // On a table this small a scan of it would do; the question is whether the index serves the order.
    const client = await fx.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from read.outbound_emails where campaign_id = 'c1' order by queued_at desc, id desc limit 50`,
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('outbound_emails_campaign_newest');
      expect(plan).not.toContain('Sort');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('go to sending and then sent, a batch of a hundred at a time, each row staying on its page (heap-only updates)', async () => {
    // A campaign's e-mails as the queue writes them: full pages of rows.
    await fx.pool.query(
      `insert into read.outbound_emails (id, to_email, to_name, subject, body_text, status, source, campaign_id, contact_id, email_account_id, queued_at, due_at, updated_at)
       select gen_random_uuid(), 'agent' || i || '@agents.test', 'Ana Ruiz', 'Ana, your Austin listings', repeat('Hi Ana, ListingPro posts your listings. ', 5),
              'queued', 'campaign', $1, gen_random_uuid()::text, gen_random_uuid(), now() + i * interval '1 ms', now(), now()
         from generate_series(1, 1000) as i`,
      [CAMPAIGN],
    );
    const statements = [0, 100, 200].flatMap((offset) =>
      ['sending', 'sent'].map(
        (status) => `update read.outbound_emails set status = '${status}', reason = '250 2.0.0 Ok: queued as 4F2A1', updated_at = now()
                      where id in (select id from read.outbound_emails where campaign_id = $1 order by queued_at offset ${offset} limit 100)`,
      ),
    );
    // A heap-only update writes the row's new version on its own page: every row stays where it was.
    const pages = async () =>
      (await fx.pool.query<{ id: string; page: string }>(`select id::text, (ctid::text::point)[0]::text as page from read.outbound_emails where campaign_id = $1 order by id`, [CAMPAIGN])).rows;
    const before = await pages();
    // Each change in a transaction of its own, as the projector's batches make them.
    for (const statement of statements) await fx.pool.query(statement, [CAMPAIGN]);
    const { rows: changed } = await fx.pool.query<{ status: string; n: number }>(`select status, count(*)::int as n from read.outbound_emails where campaign_id = $1 group by status order by status`, [CAMPAIGN]);
    expect(changed).toEqual([
      { status: 'queued', n: 700 },
      { status: 'sent', n: 300 },
    ]);
    expect(await pages()).toEqual(before);
  });

  it('keep the room for new versions in the fresh table of a rebuild', async () => {
    await rebuildProjection(fx.pool, fx.eventStore, outboundEmails);
    expect(await fillfactor()).toContain('fillfactor=45');
  });
});
