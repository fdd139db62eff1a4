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
    expect(await fillfactor()).toContain('fillfactor=70');
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

  it('keep the room for new versions in the fresh table of a rebuild', async () => {
    await rebuildProjection(fx.pool, fx.eventStore, outboundEmails);
    expect(await fillfactor()).toContain('fillfactor=70');
  });
});
