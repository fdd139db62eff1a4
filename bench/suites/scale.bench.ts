import { performance } from 'node:perf_hooks';
import { importContacts } from '@outreach/command-api/contacts/importContacts.ts';
import type { ImportCandidate } from '@outreach/command-api/contacts/importPlan.ts';
import { loadDemoData } from '@outreach/command-api/demoData/loadDemoData.ts';
import { toStagedAgent } from '@outreach/command-api/demoData/demoStaging.ts';
import { generateAgents } from '@outreach/demo-data';
import { processContext, type Runtime } from '@outreach/server-kit';
import { callingListPages, contactsListPages, searchRoute, tierCountsRoute } from '../support/contactRoutes.ts';
import { startBenchPlatform, waitForProjections } from '../support/platform.ts';
import { measureGroups } from '../support/routeLatency.ts';
import { promoteAllStaged } from '../support/staging.ts';
import type { Suite, SuiteContext } from '../support/suite.ts';

/** Contacts the suite loads (the demo's 95,836 and generated agents), unless BENCH_SCALE_CONTACTS says otherwise. */
const DEFAULT_CONTACTS = 1_000_000;
/** Another seed than the demo's: other agents from the same generator. */
const SCALE_SEED = 20_261_125;
/** Agents handed to the import at a time (it appends them 500 to a transaction), and importers side by side. */
const IMPORT_BATCH = 5_000;
const IMPORTERS = 2;
const LOG_EVERY = 100_000;

function targetContacts(): number {
  const raw = process.env.BENCH_SCALE_CONTACTS;
  if (raw === undefined || raw === '') return DEFAULT_CONTACTS;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 100_000) throw new Error(`BENCH_SCALE_CONTACTS must be a whole number of at least 100000, got ${raw}`);
  return n;
}

async function contactCount(runtime: Runtime): Promise<number> {
  const { rows } = await runtime.pg.query<{ n: number }>('select coalesce(sum(contacts), 0)::int as n from read.contact_tier_counts');
  return rows[0]!.n;
}

/**
 * `count` generated agents as import candidates, in batches. Each gets an e-mail of its own (the
 * generator's, tagged with its number), so that it becomes a new contact rather than merging into
 * a demo contact of the same name; phones may repeat, as in real lists (a new contact whose
 * history says the phone is shared).
 */
function* candidateBatches(count: number): Generator<ImportCandidate[]> {
  let batch: ImportCandidate[] = [];
  for (const agent of generateAgents({ count, seed: SCALE_SEED })) {
    const { fields } = toStagedAgent(agent, 'scale');
    batch.push({ fields: { ...fields, email: fields.email && fields.email.replace('@', `.${agent.index.toString(36)}@`) }, status: 'active', stagedAgentId: null });
    if (batch.length === IMPORT_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The generated agents through the import every source uses (reservations planned per 500, one append each), IMPORTERS at a time. */
async function importGenerated(context: SuiteContext, runtime: Runtime, count: number): Promise<{ imported: number; merged: number; ms: number }> {
  const started = performance.now();
  const ctx = processContext(runtime.clock, 'bench-scale', { reason: 'Scale benchmark' });
  const batches = candidateBatches(count);
  const totals = { imported: 0, merged: 0 };
  let logged = 0;
  const importer = async () => {
    for (let next = batches.next(); !next.done; next = batches.next()) {
      const result = await importContacts(runtime, next.value, { source: 'demo', importId: null }, ctx);
      totals.imported += result.imported;
      totals.merged += result.merged;
      const done = totals.imported + totals.merged;
      if (done - logged >= LOG_EVERY) {
        logged = done;
        const s = (performance.now() - started) / 1000;
        context.sampleMemory();
        context.log(`  ${done.toLocaleString('en-US')} agents imported in ${s.toFixed(0)} s (${(done / s).toFixed(0)}/s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: IMPORTERS }, importer));
  return { ...totals, ms: performance.now() - started };
}

export const scaleSuite: Suite = {
  name: 'scale',
  description: 'a million contacts (the demo data and generated agents through the import path): list, calling and search pages, tier counts',
  onlyWhenNamed: true,
  async run(context) {
    const { log } = context;
    const target = targetContacts();
    const bench = await startBenchPlatform(context.databaseUrl);
    try {
      const { runtime, api, probe } = bench;
      const loadStarted = performance.now();
      log('demo data: loadDemoData, then Import to Production of the staged rest');
      const demo = await loadDemoData(runtime);
      if (!demo.loaded) throw new Error('loadDemoData did not load (the staging pool was not empty)');
      await promoteAllStaged(api, runtime);
      await waitForProjections(api);
      const demoContacts = await contactCount(runtime);
      log(`  ${demoContacts.toLocaleString('en-US')} contacts after ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`);

      const more = target - demoContacts;
      log(`import of ${more.toLocaleString('en-US')} generated agents (batches of ${IMPORT_BATCH}, ${IMPORTERS} importers)`);
      const imported = await importGenerated(context, runtime, more);
      const catchUpMs = await waitForProjections(api, 1_800_000);
      const contacts = await contactCount(runtime);
      const loadSeconds = (performance.now() - loadStarted) / 1000;
      const loaded =
        `${contacts.toLocaleString('en-US')} contacts loaded in ${loadSeconds.toFixed(0)} s (generated: ${imported.imported} imported, ${imported.merged} merged,` +
        ` ${(imported.ms / 1000).toFixed(0)} s; projections caught up ${(catchUpMs / 1000).toFixed(0)} s later)`;
      log(`  ${loaded}`);
      const vacuumStarted = performance.now();
      await runtime.pg.query('vacuum (analyze) read.contacts');
      log(`vacuum analyze of read.contacts (what autovacuum does after a bulk load): ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);

      const contactsList = await contactsListPages(api);
      const tiers = Object.keys(await api.getJson<Record<string, number>>('/api/contacts/tier-counts'));
      const calling = await Promise.all(tiers.map((tier) => callingListPages(api, tier)));
      log(`latencies: ${contactsList.pages} pages of contacts; fresh calling lists: ${calling.map((c, i) => `${tiers[i]} ${c.total} (${c.pages} pages)`).join(', ')}`);
      const prefix = 'scale.http';
      // The pages of one list are measured together so that their ratios do not depend on drift.
      const measured = await measureGroups(context, api, probe, prefix, [[searchRoute], contactsList.specs, calling.flatMap((c) => c.specs), [tierCountsRoute]]);
      const figures = [
        ...measured.figures,
        ...contactsList.ratios(prefix, measured.measured),
        ...calling.flatMap((c) => c.ratios(prefix, measured.measured)),
      ];
      return figures.map((f) => ({ ...f, notes: `${f.notes ? `${f.notes}; ` : ''}${loaded}` }));
    } finally {
      await bench.close();
    }
  },
};
